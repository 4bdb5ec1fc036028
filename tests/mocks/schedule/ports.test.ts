import { describe, expect, it } from 'vitest';

import { unLocationCodeSchema } from '@/domain/location/location-contract';

import { basinOf } from '../../../mocks/schedule/data/geo';
import { getPort, PORTS, REGION_CODES, searchPorts } from '../../../mocks/schedule/data/ports';
import { BASIN_PORTS } from '../../../mocks/schedule/data/sea-basins';
import { utcOffsetMinutes } from '../../../mocks/schedule/data/zoned-time';

/** UTC offset in hours of `timeZone` on a January day (the generator's own offset function). */
function januaryOffsetHours(timeZone: string): number {
  return utcOffsetMinutes(Date.UTC(2025, 0, 15, 12), timeZone) / 60;
}

const HUBS = [
  'SGSIN', 'KRPUS', 'CNSHA', 'CNNGB', 'CNYTN', 'HKHKG', 'TWKHH', 'MYTPP', 'MYPKG', 'LKCMB', 'AEJEA', 'OMSLL',
  'EGPSD', 'ESALG', 'MAPTM', 'NLRTM', 'BEANR', 'DEHAM', 'GBFXT', 'GBSOU', 'FRLEH', 'ITGOA', 'GRPIR', 'USLAX',
  'USLGB', 'USOAK', 'USSEA', 'USTIW', 'CAVAN', 'CAPRR', 'USNYC', 'USSAV', 'USCHS', 'USORF', 'USHOU', 'PAMIT',
  'PABLB', 'JMKIN', 'BRSSZ', 'ARBUE', 'CLSAI', 'PECLL', 'MXZLO', 'MXMZT', 'ZADUR', 'ZACPT', 'KEMBA', 'NGLOS',
  'GHTEM', 'CIABJ', 'AUSYD', 'AUMEL', 'AUBNE', 'NZAKL', 'JPTYO', 'JPYOK', 'JPUKB', 'JPNGO', 'JPOSA', 'INNSA',
  'INMUN', 'INMAA', 'VNSGN', 'VNCMT', 'THLCH', 'IDJKT', 'IDSUB', 'PHMNL',
]; // prettier-ignore

describe('ports', () => {
  it('has at least 300 ports with unique, valid UN/LOCODEs matching their country', () => {
    expect(PORTS.length).toBeGreaterThanOrEqual(300);
    const codes = PORTS.map((port) => port.locationCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const port of PORTS) {
      expect(unLocationCodeSchema.safeParse(port.locationCode).success, port.locationCode).toBe(true);
      expect(port.locationCode.slice(0, 2)).toBe(port.countryCode);
      expect(REGION_CODES).toContain(port.region);
    }
  });

  it('gives every port an IANA zone that Intl accepts and that is not a deprecated alias', () => {
    const deprecated = ['Asia/Saigon', 'Asia/Calcutta', 'Asia/Rangoon', 'America/Cordoba', 'America/Buenos_Aires'];
    for (const port of PORTS) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: port.timeZone }), port.locationCode).not.toThrow();
      expect(deprecated).not.toContain(port.timeZone);
      expect(port.timeZone).not.toMatch(/^Antarctica\//);
    }
  });

  it('places every port within coordinate range and near the longitude its zone implies', () => {
    for (const port of PORTS) {
      expect(Math.abs(port.latitude), port.locationCode).toBeLessThanOrEqual(90);
      expect(Math.abs(port.longitude), port.locationCode).toBeLessThanOrEqual(180);
      // Solar time (longitude / 15) and zone time differ by at most 2.5 h at any of our ports.
      const drift = Math.abs(((port.longitude / 15 - januaryOffsetHours(port.timeZone) + 36) % 24) - 12);
      expect(drift, `${port.locationCode} ${port.timeZone} ${port.longitude}`).toBeLessThanOrEqual(2.5);
    }
  });

  it('contains the big hubs with clean names and short country names', () => {
    for (const code of HUBS) expect(getPort(code), code).toBeDefined();
    expect(getPort('KRPUS')).toMatchObject({
      locationName: 'Busan',
      countryName: 'South Korea',
      timeZone: 'Asia/Seoul',
    });
    expect(getPort('VNSGN')).toMatchObject({ locationName: 'Ho Chi Minh City', countryName: 'Vietnam' });
    expect(getPort('USLAX')).toMatchObject({ locationName: 'Los Angeles', countryName: 'United States' });
    expect(getPort('INNSA')?.timeZone).toBe('Asia/Kolkata');
    for (const port of PORTS) expect(port.locationName, port.locationCode).not.toMatch(/[(),]|\bex\b/);
  });

  it('covers every inhabited continent and every region code', () => {
    expect(new Set(PORTS.map((port) => port.region))).toEqual(new Set(REGION_CODES));
    for (const code of ['AUSYD', 'BRSSZ', 'ZADUR', 'NLRTM', 'USNYC', 'SGSIN']) expect(getPort(code)).toBeDefined();
  });

  it('puts every port in exactly one sea basin', () => {
    const listed = Object.values(BASIN_PORTS).flatMap((codes) => codes.split(' '));
    expect(new Set(listed).size).toBe(listed.length);
    for (const port of PORTS) expect(basinOf(port.locationCode), port.locationCode).toBeDefined();
    for (const code of listed) expect(getPort(code), code).toBeDefined();
  });
});

describe('searchPorts', () => {
  it('matches names, codes and country names case-insensitively', () => {
    expect(searchPorts('busan')[0]?.locationCode).toBe('KRPUS');
    expect(searchPorts('ROTTER')[0]?.locationCode).toBe('NLRTM');
    expect(searchPorts('nlrtm')[0]?.locationCode).toBe('NLRTM');
    expect(searchPorts('vietnam').map((location) => location.countryCode)).toContain('VN');
    expect(searchPorts('  hamburg ')[0]?.locationName).toBe('Hamburg');
    expect(searchPorts('xyzzy')).toEqual([]);
  });

  it('ranks the exact code first, then names starting with the keyword, then the user country', () => {
    const codes = (keyword: string, country?: string) => searchPorts(keyword, country).map((l) => l.locationCode);
    // 'PORT' contains the code-like text of no port, so prefix matches ('Port Said', ...) precede 'Freeport'.
    const port = codes('port');
    expect(port.indexOf('BSFPO')).toBeGreaterThan(port.indexOf('EGPSD'));
    // Same name in two countries: the user's country decides the order.
    expect(codes('manzanillo', 'PA').slice(0, 2)).toEqual(['PAMIT', 'MXZLO']);
    expect(codes('manzanillo', 'MX').slice(0, 2)).toEqual(['MXZLO', 'PAMIT']);
    // An exact UN/LOCODE beats a name that merely starts with the text.
    expect(codes('CLSAI')[0]).toBe('CLSAI');
  });

  it('returns the public location shape and at most 50 results', () => {
    const results = searchPorts('a');
    expect(results.length).toBe(50);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual([
      'countryCode',
      'countryName',
      'locationCode',
      'locationName',
      'timeZone',
    ]);
  });
});

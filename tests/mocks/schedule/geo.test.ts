import { describe, expect, it } from 'vitest';

import { greatCircleKm, KM_PER_NM, seaRoute } from '../../../mocks/schedule/data/geo';
import { PORTS } from '../../../mocks/schedule/data/ports';

describe('sea routes', () => {
  it('measures great circles in km', () => {
    // Equator, 1 degree of longitude: 111.2 km.
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.2, 1);
  });

  it.each([
    ['CNSHA', 'NLRTM', 10_500],
    ['SGSIN', 'NLRTM', 8_300],
    ['CNSHA', 'USLAX', 5_700],
    ['NLRTM', 'USNYC', 3_450],
    ['SGSIN', 'HKHKG', 1_450],
    ['SGSIN', 'AEJEA', 3_600],
    ['NLRTM', 'BRSSZ', 5_400],
    ['JPTYO', 'USLAX', 4_850],
  ])('keeps %s-%s within 10%% of the published distance (%i nm)', (from, to, publishedNm) => {
    const route = seaRoute(from, to);
    expect(route.distanceNm / publishedNm).toBeGreaterThan(0.9);
    expect(route.distanceNm / publishedNm).toBeLessThan(1.1);
    expect(route.distanceKm).toBeCloseTo(route.distanceNm * KM_PER_NM, 6);
  });

  it('routes Asia - Europe through Malacca and Suez and Shanghai - New York through Panama', () => {
    const suez = seaRoute('KRPUS', 'NLRTM');
    expect(suez.via).toEqual(expect.arrayContaining(['MALACCA_N', 'BAB_EL_MANDEB', 'SUEZ_S', 'SUEZ_N', 'GIBRALTAR']));
    expect(suez.canalHours).toBe(12);
    const panama = seaRoute('CNSHA', 'USNYC');
    expect(panama.via).toEqual(expect.arrayContaining(['PANAMA_S', 'PANAMA_N']));
    expect(panama.canalHours).toBe(24);
    expect(seaRoute('SGSIN', 'BRSSZ').via).toContain('CAPE_GOOD_HOPE');
  });

  it('finds a route from every port to ports on every ocean', () => {
    for (const port of PORTS) {
      for (const target of ['SGSIN', 'NLRTM', 'USLAX', 'BRSSZ']) {
        if (port.locationCode === target) continue;
        const route = seaRoute(port.locationCode, target);
        expect(route.distanceNm, `${port.locationCode}-${target}`).toBeGreaterThan(0);
        expect(Number.isFinite(route.distanceNm)).toBe(true);
      }
    }
  });

  it('is symmetric', () => {
    expect(seaRoute('MRNKC', 'FJSUV').distanceNm).toBeCloseTo(seaRoute('FJSUV', 'MRNKC').distanceNm, 6);
  });
});

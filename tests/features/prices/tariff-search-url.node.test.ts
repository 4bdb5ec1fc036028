import { describe, expect, it } from 'vitest';

import { fileNameOfContentDisposition } from '@/features/prices/api/prices-api';
import { parseSurchargeInquiryUrl, surchargeInquiryHref } from '@/features/prices/utils/surcharge-inquiry-url';
import {
  parseTariffSearchUrl,
  tariffSearchHref,
  type TariffSearchLink,
  tariffSearchOf,
} from '@/features/prices/utils/tariff-search-url';

const FULL: TariffSearchLink = {
  originCode: 'KRPUS',
  originName: 'Busan, South Korea',
  destinationCode: 'NLRTM',
  destinationName: 'Rotterdam, Netherlands',
  cargoType: 'DRY',
  isoEquipmentCode: '45G1',
  applicationDate: '2026-11-21',
};

function queryOf(href: string): URLSearchParams {
  return new URL(href, 'http://localhost').searchParams;
}

describe('tariff search link', () => {
  it('round-trips the whole search through the URL', () => {
    const href = tariffSearchHref(FULL);
    expect(href).toBe(
      '/prices/rate-tariff/surcharge-search?originCode=KRPUS&originName=Busan%2C+South+Korea&destinationCode=NLRTM' +
        '&destinationName=Rotterdam%2C+Netherlands&cargoType=DRY&isoEquipmentCode=45G1&applicationDate=2026-11-21',
    );
    expect(parseTariffSearchUrl(queryOf(href))).toEqual(FULL);
    expect(tariffSearchOf(parseTariffSearchUrl(queryOf(href)))).toEqual({
      originCode: 'KRPUS',
      destinationCode: 'NLRTM',
      cargoType: 'DRY',
      isoEquipmentCode: '45G1',
      applicationDate: '2026-11-21',
    });
  });

  it('gives the bare path for an empty search and refuses to build a malformed link', () => {
    expect(tariffSearchHref()).toBe('/prices/rate-tariff/surcharge-search');
    expect(() => tariffSearchHref({ originCode: 'Busan' })).toThrow();
  });

  it('drops malformed fields of a hand-edited link and keeps the rest', () => {
    const link = parseTariffSearchUrl(
      new URLSearchParams(
        'originCode=KRPUS&destinationCode=rotterdam&destinationName=Rotterdam&cargoType=FROZEN' +
          '&isoEquipmentCode=22T1&applicationDate=2026-02-30',
      ),
    );
    expect(link).toEqual({ originCode: 'KRPUS' });
    expect(tariffSearchOf(link)).toBeNull();
  });

  it('runs no search from origin and destination at the same port', () => {
    expect(tariffSearchOf({ ...FULL, destinationCode: 'KRPUS' })).toBeNull();
  });
});

describe('surcharge inquiry link', () => {
  it('round-trips the search text, trimmed; an empty search is the bare path', () => {
    expect(surchargeInquiryHref({ q: ' bunker ' })).toBe('/prices/surcharge-code-inquiry?q=bunker');
    expect(parseSurchargeInquiryUrl(queryOf(surchargeInquiryHref({ q: 'low sulphur' })))).toBe('low sulphur');
    expect(surchargeInquiryHref({ q: '' })).toBe('/prices/surcharge-code-inquiry');
    expect(parseSurchargeInquiryUrl(new URLSearchParams(`q=${'x'.repeat(51)}`))).toBe('');
  });
});

describe('fileNameOfContentDisposition', () => {
  it('prefers the RFC 6266 UTF-8 name, falls back to the plain one, refuses paths', () => {
    expect(
      fileNameOfContentDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%EC%9A%B4%EC%9E%84.xlsx`),
    ).toBe('운임.xlsx');
    expect(fileNameOfContentDisposition('attachment; filename="ONE Tariff.xlsx"')).toBe('ONE Tariff.xlsx');
    expect(fileNameOfContentDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOfContentDisposition('attachment; filename="../etc/passwd"')).toBeNull();
    expect(fileNameOfContentDisposition(null)).toBeNull();
  });
});

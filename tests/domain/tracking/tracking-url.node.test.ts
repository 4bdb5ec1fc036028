import { describe, expect, it } from 'vitest';

import {
  cargoTrackingHref,
  type CargoTrackingSearch,
  parseCargoTrackingSearch,
  readCargoTrackingSearch,
  splitTrackingNumbers,
  TRACKING_NUMBERS_MAX,
} from '@/domain/tracking/tracking-url';

const parse = (href: string) => parseCargoTrackingSearch(new URL(href, 'http://app.test').searchParams);

describe('cargo tracking link', () => {
  it('writes the carrier public URL for one number and reads it back', () => {
    const href = cargoTrackingHref({ kind: 'B', numbers: ['ONEYPUSB10000123'] });
    expect(href).toBe('/manage-shipment/cargo-tracking?trakNoParam=ONEYPUSB10000123&trakNoTpCdParam=B');
    expect(parse(href)).toEqual({ kind: 'B', numbers: ['ONEYPUSB10000123'] });
  });

  it('carries several numbers comma-separated, and round-trips them in order', () => {
    const search: CargoTrackingSearch = { kind: 'C', numbers: ['ONEU1012342', 'TCLU1234568'] };
    const href = cargoTrackingHref(search);
    expect(href).toBe('/manage-shipment/cargo-tracking?trakNoParam=ONEU1012342%2CTCLU1234568&trakNoTpCdParam=C');
    expect(parse(href)).toEqual(search);
  });

  it('reads old and hand-edited links leniently: normalises, drops invalid numbers, keeps at most 10', () => {
    expect(parse('/x?trakNoParam=pusb 10000123&trakNoTpCdParam=K')).toEqual({ kind: 'K', numbers: ['PUSB10000123'] });
    expect(parse('/x?trakNoParam=ONEU-101234-2,nope&trakNoParam=TCLU1234568&trakNoTpCdParam=C')).toEqual({
      kind: 'C',
      numbers: ['ONEU1012342', 'TCLU1234568'],
    });
    expect(parse('/x?trakNoParam=ONEYPUSB10000123&trakNoTpCdParam=Z')).toEqual({
      kind: 'B',
      numbers: ['ONEYPUSB10000123'],
    });
    const many = Array.from({ length: 12 }, (_, index) => `PUSB100001${String(index).padStart(2, '0')}`);
    expect(parse(`/x?trakNoParam=${many.join(',')}&trakNoTpCdParam=K`)?.numbers).toHaveLength(TRACKING_NUMBERS_MAX);
    expect(parse('/x?trakNoParam=x&trakNoTpCdParam=K')).toBeNull();
    expect(parse('/x')).toBeNull();
  });

  it('refuses to write a number that is not normalised or does not fit its kind', () => {
    expect(() => cargoTrackingHref({ kind: 'C', numbers: ['PUSB10000123'] })).toThrow();
    expect(() => cargoTrackingHref({ kind: 'K', numbers: [] })).toThrow();
  });

  it('splits a "track several" text on spaces, commas and new lines, once each', () => {
    expect(splitTrackingNumbers(' pusb10000123,PUSB10000124\nPUSB10000123  ;pusb10000125 ')).toEqual([
      'PUSB10000123',
      'PUSB10000124',
      'PUSB10000125',
    ]);
  });

  it('names what a link asks for but the page does not search: wrong check digits, bad numbers, the 11th and later', () => {
    const read = (href: string) => readCargoTrackingSearch(new URL(href, 'http://app.test').searchParams);
    expect(read('/x?trakNoParam=ONEU1003444,ONEU1012342,nope,%22%3E%3Cimg%3E&trakNoTpCdParam=C')).toEqual({
      kind: 'C',
      search: { kind: 'C', numbers: ['ONEU1012342'] },
      unsearched: [
        { reason: 'check-digit', number: 'ONEU1003444', checkDigit: 3 },
        { reason: 'format', number: 'NOPE' },
        // Not letters and digits: not echoed.
        { reason: 'format' },
      ],
    });
    const many = Array.from({ length: 12 }, (_, index) => `PUSB100001${String(index).padStart(2, '0')}`);
    expect(read(`/x?trakNoParam=${many.join(',')}&trakNoTpCdParam=K`).unsearched).toEqual([
      { reason: 'over-limit', number: 'PUSB10000110' },
      { reason: 'over-limit', number: 'PUSB10000111' },
    ]);
  });
});

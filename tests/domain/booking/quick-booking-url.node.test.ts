import { describe, expect, it } from 'vitest';

import {
  parseQuickBookingUrl,
  quickBookingHref,
  type QuickBookingSailing,
  type QuickBookingSearch,
} from '@/domain/booking/quick-booking-url';

const SEARCH: QuickBookingSearch = {
  originCode: 'KRPUS',
  originName: 'Busan, South Korea',
  destinationCode: 'NLRTM',
  destinationName: 'Rotterdam, Netherlands',
  fromDate: '2026-12-01',
};

const SAILING: QuickBookingSailing = {
  key: 'KRPUS-NLRTM-FE4-2026-12-03',
  porCode: 'KRPUS',
  porName: 'Busan, South Korea',
  polCode: 'KRPUS',
  polName: 'Busan, South Korea',
  podCode: 'NLRTM',
  podName: 'Rotterdam, Netherlands',
  delCode: 'NLRTM',
  delName: 'Rotterdam, Netherlands',
  receiptType: 'CY',
  deliveryType: 'CY',
  departureDate: '2026-12-03 18:00:00',
  arrivalDate: '2027-01-08 06:00:00',
  vesselName: 'ONE HARMONY',
  vesselIMONumber: '9806079',
  voyageNumber: '021W',
  serviceCode: 'FE4',
  portCutOff: '2026-12-02 12:00:00',
  polTimeZone: 'Asia/Seoul',
};

const queryOf = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('quickBookingHref and parseQuickBookingUrl (one schema)', () => {
  it('round-trips every step with its search and sailing', () => {
    for (const step of ['search-schedule', 'select', 'details', 'review'] as const) {
      const href = quickBookingHref({ step, search: SEARCH, sailing: SAILING });
      expect(href.startsWith('/booking/quick-booking?step=')).toBe(true);
      expect(parseQuickBookingUrl(queryOf(href))).toEqual({ step, search: SEARCH, sailing: SAILING, fellBack: false });
    }
  });

  it('writes the search under the schedule link names', () => {
    const query = queryOf(quickBookingHref({ step: 'select', search: SEARCH }));
    expect(query.get('oriLocCdParam')).toBe('KRPUS');
    expect(query.get('destLocCdParam')).toBe('NLRTM');
    expect(query.get('frmDtParam')).toBe('2026-12-01');
  });

  it('refuses links the page would not accept', () => {
    expect(() => quickBookingHref({ step: 'select' })).toThrow();
    expect(() => quickBookingHref({ step: 'details', search: SEARCH })).toThrow();
    expect(() => quickBookingHref({ step: 'review', sailing: { ...SAILING, porCode: 'Busan' } })).toThrow();
  });
});

describe('parseQuickBookingUrl fallbacks', () => {
  it('reads a bare URL as the first step, not as a fallback', () => {
    expect(parseQuickBookingUrl(new URLSearchParams())).toEqual({
      step: 'search-schedule',
      search: {},
      sailing: null,
      fellBack: false,
    });
  });

  it('falls back to the first step for an unknown step, keeping the search that parsed', () => {
    const query = queryOf(quickBookingHref({ step: 'select', search: SEARCH }));
    query.set('step', 'pay-now');
    query.set('frmDtParam', '2026-02-30');
    expect(parseQuickBookingUrl(query)).toEqual({
      step: 'search-schedule',
      search: { ...SEARCH, fromDate: undefined },
      sailing: null,
      fellBack: true,
    });
  });

  it('falls back when a step lacks what it needs: select without a whole search, details without a sailing', () => {
    const select = queryOf(quickBookingHref({ step: 'select', search: SEARCH }));
    select.delete('destLocCdParam');
    expect(parseQuickBookingUrl(select)).toMatchObject({ step: 'search-schedule', fellBack: true });

    const details = queryOf(quickBookingHref({ step: 'details', search: SEARCH, sailing: SAILING }));
    details.set('vslImo', 'not-an-imo');
    const parsed = parseQuickBookingUrl(details);
    expect(parsed).toMatchObject({ step: 'search-schedule', sailing: null, fellBack: true });
    expect(parsed.search).toEqual(SEARCH);
  });

  it('upper-cases and trims typed location codes, cuts over-long values', () => {
    const query = new URLSearchParams({ step: 'select', oriLocCdParam: ' krpus ', destLocCdParam: 'nlrtm' });
    query.set('frmDtParam', '2026-12-01');
    query.set('oriLocNmParam', 'x'.repeat(5000));
    const parsed = parseQuickBookingUrl(query);
    expect(parsed.step).toBe('select');
    expect(parsed.search.originCode).toBe('KRPUS');
    expect(parsed.search.originName).toBeUndefined();
  });
});

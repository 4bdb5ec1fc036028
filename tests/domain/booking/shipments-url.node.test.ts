import { describe, expect, it } from 'vitest';

import { parseShipmentsSearch, shipmentsHref, toBookingListParams } from '@/domain/booking/shipments-url';

const queryOf = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('shipments link', () => {
  it('writes only what differs from the defaults, and the page parses it back', () => {
    expect(shipmentsHref()).toBe('/manage-shipment/shipments');
    expect(shipmentsHref({ sort: '-createdDateTime', page: 1, pageSize: 10 })).toBe('/manage-shipment/shipments');
    const href = shipmentsHref({
      status: ['CONFIRMED', 'PENDING_UPDATE'],
      polCode: 'KRPUS',
      polName: 'Busan, South Korea',
      departureFrom: '2026-12-01',
      q: 'PO-77',
      sort: 'departureDateTime',
      page: 3,
      pageSize: 50,
    });
    expect(href).toBe(
      '/manage-shipment/shipments?status=CONFIRMED&status=PENDING_UPDATE&polCode=KRPUS&polName=Busan%2C+South+Korea' +
        '&departureFrom=2026-12-01&q=PO-77&sort=departureDateTime&page=3&pageSize=50',
    );
    expect(parseShipmentsSearch(queryOf(href))).toEqual({
      status: ['CONFIRMED', 'PENDING_UPDATE'],
      polCode: 'KRPUS',
      polName: 'Busan, South Korea',
      departureFrom: '2026-12-01',
      q: 'PO-77',
      sort: 'departureDateTime',
      page: 3,
      pageSize: 50,
    });
  });

  it('refuses to build a link outside the schema (a bug, not user input)', () => {
    expect(() => shipmentsHref({ pageSize: 25 })).toThrow();
    expect(() => shipmentsHref({ polCode: 'busan' })).toThrow();
  });

  it('reads a hand-edited URL leniently: bad values drop out, defaults fill in', () => {
    const search = parseShipmentsSearch(
      new URLSearchParams(
        'status=CONFIRMED&status=SHIPPED&status=CONFIRMED&polCode=xx&podCode=NLRTM&departureTo=2026-02-30' +
          '&sort=eta&page=0x2&pageSize=25&q=' +
          'x'.repeat(80),
      ),
    );
    expect(search).toEqual({
      status: ['CONFIRMED'],
      podCode: 'NLRTM',
      podName: 'NLRTM',
      sort: '-createdDateTime',
      page: 1,
      pageSize: 10,
    });
  });

  it('gives the list call its parameters without the display names', () => {
    expect(
      toBookingListParams(
        parseShipmentsSearch(new URLSearchParams('polCode=KRPUS&polName=Busan&status=RECEIVED&page=2')),
      ),
    ).toEqual({ sort: '-createdDateTime', page: 2, pageSize: 10, status: ['RECEIVED'], polCode: 'KRPUS' });
  });

  it('carries one sailing (vessel and export voyage together) to the list call, never half of it', () => {
    const href = shipmentsHref({ vesselName: 'ONE KOBE', carrierExportVoyageNumber: '016E' });
    expect(href).toBe('/manage-shipment/shipments?vesselName=ONE+KOBE&carrierExportVoyageNumber=016E');
    expect(toBookingListParams(parseShipmentsSearch(queryOf(href)))).toEqual({
      sort: '-createdDateTime',
      page: 1,
      pageSize: 10,
      vesselName: 'ONE KOBE',
      carrierExportVoyageNumber: '016E',
    });
    expect(parseShipmentsSearch(new URLSearchParams('vesselName=ONE+KOBE'))).not.toHaveProperty('vesselName');
    expect(parseShipmentsSearch(new URLSearchParams('carrierExportVoyageNumber=016E'))).not.toHaveProperty(
      'carrierExportVoyageNumber',
    );
  });
});

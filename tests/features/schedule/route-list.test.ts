import { describe, expect, it } from 'vitest';

import {
  filterByBooking,
  filterByService,
  paginate,
  serviceLanes,
  sortRoutes,
} from '@/features/schedule/utils/route-list';

import { createRoute, createRouteLocation, createSailInfo } from '../../../mocks/schedule/factories';

const shanghai = createRouteLocation({
  locationCode: 'CNSHA',
  locationName: 'Shanghai',
  countryCode: 'CN',
  timeZone: 'Asia/Shanghai',
});

// Busan 09:00 (UTC+9) = 00:00 UTC; Shanghai 08:30 (UTC+8) = 00:30 UTC: Busan departs first although its clock says later.
const fromBusan = createRoute({
  key: 'a',
  departureDate: '2026-11-24 09:00:00',
  arrivalDate: '2026-12-30 06:00:00',
  transitTime: 36,
});
const fromShanghai = createRoute({
  key: 'b',
  por: shanghai,
  departureDate: '2026-11-24 08:30:00',
  arrivalDate: '2026-12-28 06:00:00',
  transitTime: 34,
  sailInfo: [createSailInfo({ serviceCode: 'FE2', departureLocation: shanghai })],
});
const later = createRoute({
  key: 'c',
  departureDate: '2026-12-01 09:00:00',
  arrivalDate: '2027-01-02 06:00:00',
  transitTime: 32,
});

describe('route list', () => {
  it('sorts by departure instant across time zones', () => {
    expect(sortRoutes([later, fromShanghai, fromBusan], 'departure').map((r) => r.key)).toEqual(['a', 'b', 'c']);
  });

  it('sorts by arrival and by transit time', () => {
    expect(sortRoutes([later, fromShanghai, fromBusan], 'arrival').map((r) => r.key)).toEqual(['b', 'a', 'c']);
    expect(sortRoutes([fromBusan, later, fromShanghai], 'transitTime').map((r) => r.key)).toEqual(['c', 'b', 'a']);
  });

  it('lists the service lanes and filters by one', () => {
    const routes = [fromBusan, fromShanghai, later];
    expect(serviceLanes(routes)).toEqual(['FE2', 'FE4']);
    expect(filterByService(routes, 'FE2').map((r) => r.key)).toEqual(['b']);
    expect(filterByService(routes, null)).toHaveLength(3);
  });

  it('keeps only the sailings open for booking in BOOKING mode: port cut-off ahead, vessel and voyage known', () => {
    // The factory's port cut-off is 2026-11-23 18:00 at Busan (Asia/Seoul, UTC+9), i.e. 09:00 UTC.
    const open = createRoute({ key: 'open' });
    const noVessel = createRoute({
      key: 'truck',
      sailInfo: [createSailInfo({ vesselName: null, voyageNumber: null })],
    });
    const justBefore = Date.UTC(2026, 10, 23, 8, 59);
    const atCutOff = Date.UTC(2026, 10, 23, 9, 0);
    expect(filterByBooking([open, noVessel], 'ALL', atCutOff).map((r) => r.key)).toEqual(['open', 'truck']);
    expect(filterByBooking([open, noVessel], 'BOOKING', justBefore).map((r) => r.key)).toEqual(['open']);
    expect(filterByBooking([open, noVessel], 'BOOKING', atCutOff)).toEqual([]);
  });

  it('pages from 1 and clamps a page past the end', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, 1, 10)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pageCount: 3 });
    expect(paginate(items, 3, 10).items).toEqual([20, 21, 22]);
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

import { describe, expect, it } from 'vitest';

import {
  firstSeaLeg,
  localDateTimeToEpochMs,
  orderExportRoutes,
  routesOfService,
} from '../../../mocks/schedule/data/route-order';
import { createRoute, createRouteLocation, createSailInfo } from '../../../mocks/schedule/factories';

const NEW_YORK = createRouteLocation({ locationCode: 'USNYC', timeZone: 'America/New_York', countryCode: 'US' });
const SEOUL = createRouteLocation();

describe('the mock export order and filter (from the API contract)', () => {
  it('reads a wire date-time as local time of the zone, across daylight saving', () => {
    expect(localDateTimeToEpochMs('2026-11-24 18:00:00', 'Asia/Seoul')).toBe(Date.UTC(2026, 10, 24, 9));
    expect(localDateTimeToEpochMs('2026-07-01 12:00:00', 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 16));
    expect(localDateTimeToEpochMs('2026-12-01 12:00:00', 'America/New_York')).toBe(Date.UTC(2026, 11, 1, 17));
    expect(() => localDateTimeToEpochMs('2026-12-01T12:00', 'UTC')).toThrow(RangeError);
  });

  it('sorts arrivals by instant, not by wall-clock text, and breaks ties by departure then key', () => {
    // 20:00 in Seoul is 06:00 in New York the same day: the Seoul arrival is earlier although its text is later.
    const seoul = createRoute({ key: 'B', del: SEOUL, arrivalDate: '2026-12-10 20:00:00' });
    const newYork = createRoute({ key: 'A', del: NEW_YORK, arrivalDate: '2026-12-10 07:00:00' });
    expect(orderExportRoutes([newYork, seoul], 'arrival').map((route) => route.key)).toEqual(['B', 'A']);

    const early = createRoute({ key: 'Z', transitTime: 30, departureDate: '2026-11-20 10:00:00' });
    const lateB = createRoute({ key: 'B', transitTime: 30, departureDate: '2026-11-21 10:00:00' });
    const lateA = createRoute({ key: 'A', transitTime: 30, departureDate: '2026-11-21 10:00:00' });
    const quick = createRoute({ key: 'Q', transitTime: 20, departureDate: '2026-11-25 10:00:00' });
    expect(orderExportRoutes([lateB, quick, lateA, early], 'transitTime').map((route) => route.key)).toEqual([
      'Q',
      'Z',
      'A',
      'B',
    ]);
    expect(orderExportRoutes([lateB, quick, lateA, early], 'departure').map((route) => route.key)).toEqual([
      'Z',
      'A',
      'B',
      'Q',
    ]);
  });

  it('keeps the routes with a vessel leg of the service, or all for an empty service', () => {
    const fe4 = createRoute({ key: 'FE4' });
    const fp1 = createRoute({ key: 'FP1', sailInfo: [createSailInfo({ serviceCode: 'FP1' })] });
    expect(routesOfService([fe4, fp1], 'FP1').map((route) => route.key)).toEqual(['FP1']);
    expect(routesOfService([fe4, fp1], '')).toHaveLength(2);
    expect(firstSeaLeg(fp1)?.serviceCode).toBe('FP1');
  });
});

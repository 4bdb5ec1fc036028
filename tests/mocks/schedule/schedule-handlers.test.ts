// @vitest-environment jsdom -- the app's API client resolves its relative base URL against the page's origin.
import { describe, expect, it, vi } from 'vitest';

import { isPortCutOffPassed, sailingOfRoute } from '@/domain/booking/quick-booking-url';
import { getLocations } from '@/domain/location/location-api';
import {
  DOWNLOADS_PATH,
  EMAILS_PATH,
  POINT_TO_POINT_PATH,
  type PointToPointFileRequest,
} from '@/domain/schedule-search/point-to-point-contract';
import { emailSchedule, getPointToPointRoutes } from '@/features/schedule/api/schedule-api';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

import { resetDb } from '../../../mocks/db';
import { readOutbox } from '../../../mocks/schedule/outbox';

const fileRequest: PointToPointFileRequest = {
  porCode: 'KRPUS',
  delCode: 'NLRTM',
  fromDate: '2026-12-01',
  toDate: '2026-12-31',
  rcvTermCode: 'Y',
  deTermCode: 'Y',
  fileType: 'csv',
  sortBy: 'departure',
  service: '',
  porName: 'Busan, South Korea',
  delName: 'Rotterdam, Netherlands',
  useTotalTransitInDays: true,
  searchType: 'calendar',
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('mock schedule API', () => {
  it('finds locations by name or code, case-insensitive, with the user country first', async () => {
    const byName = await getLocations({ keyword: 'ROTTERD' });
    expect(byName[0]).toMatchObject({ locationCode: 'NLRTM', locationName: 'Rotterdam', timeZone: 'Europe/Amsterdam' });
    const byCode = await getLocations({ keyword: 'krpus' });
    expect(byCode[0]?.locationCode).toBe('KRPUS');
    const san = await getLocations({ keyword: 'san', userCountryCode: 'CL' });
    expect(san[0]?.countryCode).toBe('CL');
  });

  it('answers a keyword under 2 characters with 400 and the error body', async () => {
    const error = await rejection(apiClient.get('v1/schedule/point-to-point/locations', { params: { keyword: 'b' } }));
    expect(error.toJSON()).toEqual({
      code: 'INVALID_REQUEST',
      status: 400,
      message: 'keyword: keyword needs at least 2 characters',
      errors: [{ jsonPath: '$.keyword', property: 'keyword', message: 'keyword needs at least 2 characters' }],
    });
  });

  it('returns routes departing within the window, and validates the search', async () => {
    const routes = await getPointToPointRoutes({
      porCode: 'KRPUS',
      delCode: 'NLRTM',
      fromDate: '2026-12-01',
      toDate: '2026-12-14',
      rcvTermCode: 'Y',
      deTermCode: 'Y',
    });
    expect(routes.length).toBeGreaterThan(1);
    expect(routes.every((route) => route.departureDate >= '2026-12-01' && route.departureDate < '2026-12-15')).toBe(
      true,
    );

    const tooLong = await rejection(
      apiClient.get(POINT_TO_POINT_PATH, {
        params: { porCode: 'KRPUS', delCode: 'NLRTM', fromDate: '2026-12-01', toDate: '2027-03-01' },
      }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.message).toContain('toDate: the period is at most 62 days');

    const unknown = await rejection(
      apiClient.get(POINT_TO_POINT_PATH, {
        params: { porCode: 'KRZZZ', delCode: 'NLRTM', fromDate: '2026-12-01', toDate: '2026-12-14' },
      }),
    );
    expect(unknown.toJSON()).toEqual({
      code: 'LOCATION_NOT_FOUND',
      status: 404,
      message: 'No location with UN/LOCODE KRZZZ',
    });
  });

  it('exports the month as CSV with a link back, one header row and a row per route', async () => {
    const { data } = await apiClient.post<string>(DOWNLOADS_PATH, fileRequest, { responseType: 'text' });
    const lines = data.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(
      /^Go to ONE Schedule Page,http.*oriLocCdParam=KRPUS.*searchType=Calendar.*year=2026&month=12/,
    );
    expect(lines[1]).toBe(
      'Origin,Port of Loading,Est. Transit Time - Total,Est. Transit Time - Route,Port of Discharge,Destination,Service,' +
        'Vessel/Voyage,Cut-off - Port (CY),Cut-off - Documentation,Cut-off - VGM,CO2 - Distance (km),CO2 - kg/TEU TTW,CO2 - kg/TEU WTW',
    );
    const routes = await getPointToPointRoutes({ ...fileRequest });
    expect(lines).toHaveLength(2 + routes.length);
    expect(lines[2]).toMatch(/^"BUSAN\n2026-12-\d\d \(\w{3}\)",/);
  });

  it('exports only the sailings open for booking when the booking filter is BOOKING', async () => {
    // "Now" 2026-11-21 10:00 Singapore: November's early sailings are closed, its late ones still open.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
    try {
      const november = { ...fileRequest, fromDate: '2026-11-01', toDate: '2026-11-30' };
      const rowsOf = async (request: PointToPointFileRequest) => {
        const { data } = await apiClient.post<string>(DOWNLOADS_PATH, request, { responseType: 'text' });
        return data.replace('\uFEFF', '').trimEnd().split('\r\n').length - 2;
      };
      const routes = await getPointToPointRoutes({ ...november });
      const open = routes.filter((route) => {
        const sailing = sailingOfRoute(route);
        return sailing !== null && !isPortCutOffPassed(sailing, Date.now());
      });
      expect(open.length).toBeGreaterThan(0);
      expect(open.length).toBeLessThan(routes.length);
      expect(await rowsOf(november)).toBe(routes.length);
      expect(await rowsOf({ ...november, bookingFilter: 'BOOKING' })).toBe(open.length);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a file request without the spec fields', async () => {
    const error = await rejection(apiClient.post(DOWNLOADS_PATH, { ...fileRequest, searchType: 'list' }));
    expect(error.status).toBe(400);
    expect(error.message).toContain('searchType');
  });

  it('sends an e-mail once per idempotency key and rejects a repeated recipient', async () => {
    resetDb();
    const request = {
      recipients: ['ops@shipper.example.com', 'desk@forwarder.example.com'],
      subject: 'Point to Point Schedule',
      message: '',
      pointToPointFileRequest: { ...fileRequest, fileType: 'xlsx' as const },
    };
    const first = await emailSchedule(request, 'key-1');
    const retried = await emailSchedule(request, 'key-1');
    expect(retried.messageId).toBe(first.messageId);
    expect(readOutbox().length).toBe(1);
    await emailSchedule(request, 'key-2');
    expect(readOutbox().length).toBe(2);

    const error = await rejection(
      apiClient.post(EMAILS_PATH, { ...request, recipients: ['ops@shipper.example.com', 'OPS@shipper.example.com'] }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('recipients must not repeat');
  });
});

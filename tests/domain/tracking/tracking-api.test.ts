// jsdom: the app's API client resolves its relative base URL against the page's origin, where the mock answers.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getAllTrackingEvents, getTrackingEvents } from '@/domain/tracking/tracking-api';
import { trackingQueries } from '@/domain/tracking/tracking-queries';
import { ApiError } from '@/lib/api-error';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { findSeeded, NOW } from '../../mocks/tracking/tracking-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const sailedBooking = () =>
  findSeeded((booking) => booking.bookingStatus === 'COMPLETED', DEMO_USERS.shipper.user.userId);

describe('tracking API client', () => {
  it("reads a booking's events without a login, sending eventTypes as one comma-separated value", async () => {
    const number = sailedBooking().carrierBookingReference ?? '';
    const page = await getTrackingEvents({ carrierBookingReference: number, eventTypes: ['TRANSPORT', 'SHIPMENT'] });
    expect(page.nextCursor).toBeUndefined();
    expect(page.events.length).toBeGreaterThan(0);
    expect(new Set(page.events.map((event) => event.eventClassification.eventType))).toEqual(
      new Set(['TRANSPORT', 'SHIPMENT']),
    );
  });

  it('follows Next-Page-Cursor to the last page', async () => {
    const number = sailedBooking().carrierBookingReference ?? '';
    const first = await getTrackingEvents({ carrierBookingReference: number, limit: 3 });
    expect(first.events).toHaveLength(3);
    expect(first.nextCursor).toBeDefined();
    const whole = await getTrackingEvents({ carrierBookingReference: number });
    expect(await getAllTrackingEvents({ carrierBookingReference: number, limit: 3 })).toEqual(whole.events);
    const client = new QueryClient();
    expect(await client.query(trackingQueries.events({ carrierBookingReference: number }))).toEqual(whole.events);
  });

  it('rejects with ApiError 400 when no number is given', async () => {
    const error = await getTrackingEvents({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });
});

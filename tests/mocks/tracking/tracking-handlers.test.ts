import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { CreateBookingResponse } from '@/domain/booking/booking-contract';
import { isValidContainerNumber } from '@/domain/container/container-number';
import {
  NEXT_PAGE_CURSOR_HEADER,
  TRACKING_EVENTS_PATH,
  type TrackingEvent,
  trackingEventsResponseSchema,
} from '@/domain/tracking/tracking-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { createUser } from '../../../mocks/auth/accounts';
import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import { createBookingRequest } from '../../../mocks/booking/factories';
import { seededBooking } from '../../../mocks/booking/seed';
import { handlers } from '../../../mocks/handlers';
import { apiUrl } from '../../../mocks/http';
import { callMock, tokenOf } from '../booking/booking-http';
import { findSeeded, NOW, vesselLegsOf } from './tracking-fixtures';

/*
 * The public tracking call of the mock backend (GET v1/events), asked without a login as the carrier's tracking page
 * does: look-ups by booking number, B/L number and container number, unknown numbers, filters and paging.
 */

const ORIGIN = 'http://mock.test';

interface Answer {
  status: number;
  events: TrackingEvent[];
  error?: ApiErrorBody;
  cursor: string | null;
  apiVersion: string | null;
}

async function track(query: Record<string, string>): Promise<Answer> {
  const request = new Request(`${ORIGIN}${apiUrl(TRACKING_EVENTS_PATH)}?${new URLSearchParams(query).toString()}`);
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  if (!response) throw new Error('no handler answered GET v1/events');
  const body: unknown = await response.json();
  return {
    status: response.status,
    events: response.ok ? trackingEventsResponseSchema.parse(body).events : [],
    ...(response.ok ? {} : { error: body as ApiErrorBody }),
    cursor: response.headers.get(NEXT_PAGE_CURSOR_HEADER),
    apiVersion: response.headers.get('API-Version'),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

/** A shipper booking whose containers have been released by {@link NOW} (a generated, sailed one). */
function releasedBooking(): Booking {
  return findSeeded(
    (booking) => booking.bookingStatus === 'COMPLETED' && vesselLegsOf(booking).length >= 1,
    DEMO_USERS.shipper.user.userId,
  );
}

const containerNumbers = (events: TrackingEvent[]) =>
  [...new Set(events.map((event) => event.equipmentDetails?.equipmentReference))].filter(
    (value): value is string => value !== undefined,
  );

describe('GET v1/events (public)', () => {
  it('finds a booking by booking number and by B/L number, without a login, with the same events', async () => {
    const booking = releasedBooking();
    const number = booking.carrierBookingReference ?? '';
    const byBooking = await track({ carrierBookingReference: number });
    expect(byBooking.status).toBe(200);
    expect(byBooking.apiVersion).toBe('3.0.0');
    expect(byBooking.events.length).toBeGreaterThan(5);
    expect(byBooking.events.every((event) => event.shipmentDetails.documentReference.reference === number)).toBe(true);
    const byBl = await track({ transportDocumentReference: `ONEY${number}` });
    expect(byBl.events).toEqual(byBooking.events);
    expect(byBooking.events[0]?.shipmentDetails.additionalDocumentReferences).toEqual([
      { type: 'TRANSPORT_DOCUMENT', reference: `ONEY${number}` },
    ]);
    // Typed in lower case as users do.
    expect((await track({ carrierBookingReference: number.toLowerCase() })).events).toEqual(byBooking.events);
  });

  it('finds a container by its number: its own equipment events and its vessel', async () => {
    const booking = releasedBooking();
    const all = (await track({ carrierBookingReference: booking.carrierBookingReference ?? '' })).events;
    const numbers = containerNumbers(all);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every(isValidContainerNumber)).toBe(true);
    const [container] = numbers;
    const byContainer = await track({ equipmentReference: container ?? '' });
    expect(byContainer.status).toBe(200);
    expect(containerNumbers(byContainer.events)).toEqual([container]);
    // As users type it: lower case, spaced and dashed.
    const typed = `${container?.slice(0, 4).toLowerCase()} ${container?.slice(4, 10)}-${container?.slice(10)}`;
    expect((await track({ equipmentReference: typed })).events).toEqual(byContainer.events);
    expect(byContainer.events.filter((event) => event.eventClassification.eventType === 'TRANSPORT').length).toBe(
      vesselLegsOf(booking).length * 2,
    );
    // Booking + container (a DCSA base combination) narrows the same way; a container of another booking finds nothing.
    const combined = await track({
      carrierBookingReference: booking.carrierBookingReference ?? '',
      equipmentReference: container ?? '',
    });
    expect(combined.events).toEqual(byContainer.events);
    const other = findSeeded(
      (candidate) =>
        candidate.bookingStatus === 'COMPLETED' &&
        candidate.carrierBookingReference !== booking.carrierBookingReference,
      DEMO_USERS.shipper.user.userId,
    );
    expect(
      (
        await track({
          carrierBookingReference: other.carrierBookingReference ?? '',
          equipmentReference: container ?? '',
        })
      ).events,
    ).toEqual([]);
  });

  it("finds the forwarder's generated bookings and their containers", async () => {
    const booking = findSeeded((candidate) => candidate.bookingStatus === 'COMPLETED');
    const events = (await track({ carrierBookingReference: booking.carrierBookingReference ?? '' })).events;
    expect(events.length).toBeGreaterThan(0);
    const [container] = containerNumbers(events);
    expect((await track({ equipmentReference: container ?? '' })).events.length).toBeGreaterThan(0);
  });

  it('answers 200 with no events for unknown, unconfirmed and malformed numbers (DCSA: no 404)', async () => {
    const unconfirmed = seededBooking(DEMO_USERS.shipper.user.userId, 1, NOW)?.booking;
    expect(unconfirmed?.bookingStatus).toBe('RECEIVED');
    const queries: Record<string, string>[] = [
      { carrierBookingReference: 'PUSB99999999' },
      { carrierBookingReference: unconfirmed?.carrierBookingRequestReference ?? '' },
      { transportDocumentReference: 'ONEYXXXX12345678' },
      { transportDocumentReference: 'MAEU123456789' },
      { equipmentReference: 'ONEU9999990' },
      { equipmentReference: 'CSQU3054383' },
      { equipmentReference: 'not a number' },
      { equipmentReference: 'ONEU-100' },
    ];
    for (const query of queries) {
      const answer = await track(query);
      expect(answer.status, JSON.stringify(query)).toBe(200);
      expect(answer.events, JSON.stringify(query)).toEqual([]);
    }
  });
});

describe('GET v1/events (public): parameters, paging and new bookings', () => {
  it('answers 400 without any reference or with a bad parameter', async () => {
    const queries: Record<string, string>[] = [
      {},
      { eventTypes: 'EQUIPMENT' },
      { carrierBookingReference: 'PUSB10000010', eventTypes: 'IOT' },
      { carrierBookingReference: 'PUSB10000010', limit: '0' },
      { carrierBookingReference: 'PUSB10000010', eventUpdatedDateTimeMin: 'yesterday' },
      { carrierBookingReference: 'PUSB10000010', cursor: 'page-2' },
      { equipmentReference: 'A'.repeat(21) },
    ];
    for (const query of queries) {
      const answer = await track(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.error?.code).toBe('INVALID_REQUEST');
      expect(answer.apiVersion).toBe('3.0.0');
    }
  });

  it('filters by eventTypes and by eventUpdatedDateTime, and pages with limit and Next-Page-Cursor', async () => {
    const booking = releasedBooking();
    const reference = { carrierBookingReference: booking.carrierBookingReference ?? '' };
    const all = (await track(reference)).events;
    const vessel = (await track({ ...reference, eventTypes: 'TRANSPORT,SHIPMENT' })).events;
    expect(vessel).toEqual(all.filter((event) => event.eventClassification.eventType !== 'EQUIPMENT'));
    const middle = all[Math.floor(all.length / 2)]?.eventUpdatedDateTime ?? '';
    const since = (await track({ ...reference, eventUpdatedDateTimeMin: middle })).events;
    expect(since).toEqual(all.filter((event) => Date.parse(event.eventUpdatedDateTime) >= Date.parse(middle)));
    expect(since.length).toBeGreaterThan(0);
    expect(since.length).toBeLessThan(all.length);

    const pages: TrackingEvent[] = [];
    let cursor: string | null = null;
    let calls = 0;
    do {
      const page: Answer = await track({ ...reference, limit: '4', ...(cursor ? { cursor } : {}) });
      expect(page.events.length).toBeLessThanOrEqual(4);
      pages.push(...page.events);
      cursor = page.cursor;
      calls += 1;
    } while (cursor !== null);
    expect(pages).toEqual(all);
    expect(calls).toBe(Math.ceil(all.length / 4));
  });

  it('tracks a booking made during the session once confirmed, by any visitor', async () => {
    const userId = createUser().user.userId;
    const token = await tokenOf(userId, NOW);
    const created = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
      token,
      body: createBookingRequest(),
      idempotencyKey: 'track-me',
    });
    const reference = created.body.carrierBookingRequestReference;
    vi.setSystemTime(NOW + DEFAULT_CONFIRM_DELAY_MS);
    const booking = (
      await callMock<Booking>('GET', `v1/bookings/${reference}`, {
        token: await tokenOf(userId, NOW + DEFAULT_CONFIRM_DELAY_MS),
      })
    ).body;
    expect(booking.bookingStatus).toBe('CONFIRMED');
    const number = booking.carrierBookingReference ?? '';
    const events = (await track({ carrierBookingReference: number })).events;
    expect(events[0]?.eventClassification).toEqual({
      eventType: 'SHIPMENT',
      eventClassifier: 'ACTUAL',
      shipmentEventType: 'CONFIRMED',
    });
    expect(events.slice(1).every((event) => event.eventClassification.eventClassifier !== 'ACTUAL')).toBe(true);
    expect((await track({ transportDocumentReference: `ONEY${number}` })).events).toEqual(events);

    // Once its empty containers are released (mock time moves on), their numbers find it too.
    const release = events.find((event) => event.eventID.endsWith('-001-GTOT-E'));
    vi.setSystemTime(Date.parse(release?.eventDateTime ?? ''));
    const later = (await track({ carrierBookingReference: number })).events;
    const [container] = containerNumbers(later);
    expect(container).toMatch(/^ONEU9\d{6}$/);
    const byContainer = (await track({ equipmentReference: container ?? '' })).events;
    expect(byContainer.length).toBeGreaterThan(0);
    expect(byContainer.every((event) => event.shipmentDetails.documentReference.reference === number)).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type Booking, bookingSchema } from '@/domain/booking/booking-answer-contract';
import { BOOKING_STATUSES } from '@/domain/booking/booking-codes-contract';
import { type CreateBookingResponse } from '@/domain/booking/booking-contract';
import { type BookingListResponse, bookingListResponseSchema } from '@/domain/booking/booking-list-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { createUser } from '../../../mocks/auth/accounts';
import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { DEFAULT_CONFIRM_DELAY_MS } from '../../../mocks/booking/booking-settings';
import {
  createBookingRequest,
  createCancelBooking,
  createDangerousGoodsEquipment,
} from '../../../mocks/booking/factories';
import { seededBooking } from '../../../mocks/booking/seed';
import { SEEDED_USERS } from '../../../mocks/booking/seed-variants';
import { requestOf } from '../../../mocks/booking/stored-booking';
import { callMock, tokenOf } from './booking-http';

const NOW = Date.parse('2026-11-23T03:00:00Z');
const SHIPPER = DEMO_USERS.shipper.user.userId;
const FORWARDER = DEMO_USERS.forwarder.user.userId;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

async function list(userId: string, query: Record<string, string> | URLSearchParams = {}) {
  const answer = await callMock<BookingListResponse>('GET', 'v1/bookings', { token: await tokenOf(userId), query });
  expect(answer.status).toBe(200);
  return bookingListResponseSchema.parse(answer.body);
}

describe('generated demo bookings', () => {
  it('gives every demo user bookings in every status, the forwarder 10,000, a new user none', async () => {
    expect((await list(SHIPPER)).totalCount).toBe(SEEDED_USERS[SHIPPER]?.count);
    expect((await list(FORWARDER)).totalCount).toBe(10_000);
    expect((await list(createUser().user.userId)).totalCount).toBe(0);
    for (const demo of Object.values(DEMO_USERS)) {
      for (const status of BOOKING_STATUSES) {
        const page = await list(demo.user.userId, { status });
        expect(page.totalCount, `${demo.user.userId} ${status}`).toBeGreaterThan(0);
        expect(page.bookings.every((row) => row.bookingStatus === status)).toBe(true);
      }
    }
  });

  it('generates the same bookings for the same user and week, valid per the contract', () => {
    for (let index = 0; index < 36; index += 1) {
      const first = seededBooking(SHIPPER, index, NOW);
      expect(first).toEqual(seededBooking(SHIPPER, index, NOW + 3_600_000));
      expect(() => bookingSchema.parse(first?.booking)).not.toThrow();
    }
    for (const index of [0, 1, 2, 500, 4_321, 9_999]) {
      expect(() => bookingSchema.parse(seededBooking(FORWARDER, index, NOW)?.booking)).not.toThrow();
    }
    expect(seededBooking(FORWARDER, 10_000, NOW)).toBeUndefined();
    expect(seededBooking(createUser().user.userId, 0, NOW)).toBeUndefined();
  });

  it('builds each row from the same booking the detail answers', async () => {
    const token = await tokenOf(SHIPPER);
    const page = await list(SHIPPER, { pageSize: '50' });
    for (const row of page.bookings) {
      const detail = (await callMock<Booking>('GET', `v1/bookings/${row.carrierBookingRequestReference}`, { token }))
        .body;
      const mainCarriage = detail.transportPlan?.filter((leg) => leg.transportPlanStage === 'MNC') ?? [];
      const code = (type: string) =>
        detail.shipmentLocations.find((location) => location.locationTypeCode === type)?.location.UNLocationCode;
      expect({
        carrierBookingReference: row.carrierBookingReference,
        bookingStatus: row.bookingStatus,
        pol: row.pol.UNLocationCode,
        pod: row.pod.UNLocationCode,
        departureDateTime: row.departureDateTime,
        arrivalDateTime: row.arrivalDateTime,
        equipments: row.equipments,
        createdDateTime: row.createdDateTime,
      }).toEqual({
        carrierBookingReference: detail.carrierBookingReference,
        bookingStatus: detail.bookingStatus,
        pol: code('POL'),
        pod: code('POD'),
        departureDateTime: mainCarriage[0]?.plannedDepartureDateTime,
        arrivalDateTime: mainCarriage.at(-1)?.plannedArrivalDateTime,
        equipments: (detail.confirmedEquipments ?? detail.requestedEquipments).map(({ ISOEquipmentCode, units }) => ({
          ISOEquipmentCode,
          units,
        })),
        createdDateTime: detail.createdDateTime,
      });
      if (row.nextCutOff) {
        expect(detail.shipmentCutOffTimes).toContainEqual(row.nextCutOff);
        expect(Date.parse(row.nextCutOff.cutOffDateTime)).toBeGreaterThan(NOW);
      }
      if (detail.carrierBookingReference) {
        const byNumber = await callMock<Booking>('GET', `v1/bookings/${detail.carrierBookingReference}`, { token });
        expect(byNumber.body).toEqual(detail);
      }
    }
  });
});

describe('the booking list', () => {
  it('sorts newest first by default and pages without overlap', async () => {
    const first = await list(FORWARDER, { pageSize: '20' });
    const second = await list(FORWARDER, { pageSize: '20', page: '2' });
    expect(first).toMatchObject({ page: 1, pageSize: 20, totalCount: 10_000 });
    expect(first.bookings).toHaveLength(20);
    const created = [...first.bookings, ...second.bookings].map((row) => Date.parse(row.createdDateTime));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const references = new Set(
      [...first.bookings, ...second.bookings].map((row) => row.carrierBookingRequestReference),
    );
    expect(references.size).toBe(40);
    const beyond = await list(FORWARDER, { pageSize: '50', page: '201' });
    expect(beyond).toMatchObject({ bookings: [], totalCount: 10_000, page: 201 });
  });

  it('sorts by departure ascending with unplanned bookings last', async () => {
    const all = await list(SHIPPER, { sort: 'departureDateTime', pageSize: '50' });
    const departures = all.bookings.map((row) => row.departureDateTime);
    const planned = departures.filter((value): value is string => value !== undefined).map(Date.parse);
    expect(planned).toEqual([...planned].sort((a, b) => a - b));
    expect(departures.slice(planned.length).every((value) => value === undefined)).toBe(true);
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.length).toBeLessThan(departures.length);
  });

  it('filters by statuses, POL, POD and the departure window (POL local dates)', async () => {
    const query = new URLSearchParams([
      ['status', 'CONFIRMED'],
      ['status', 'COMPLETED'],
      ['polCode', 'KRPUS'],
      ['departureFrom', '2026-11-01'],
      ['departureTo', '2026-12-31'],
      ['pageSize', '50'],
    ]);
    const page = await list(FORWARDER, query);
    expect(page.totalCount).toBeGreaterThan(50);
    for (const row of page.bookings) {
      expect(['CONFIRMED', 'COMPLETED']).toContain(row.bookingStatus);
      expect(row.pol.UNLocationCode).toBe('KRPUS');
      expect((row.departureDateTime ?? '').slice(0, 10) >= '2026-11-01').toBe(true);
      expect((row.departureDateTime ?? '9999').slice(0, 10) <= '2026-12-31').toBe(true);
    }
    const toRotterdam = await list(FORWARDER, { podCode: 'NLRTM', pageSize: '50' });
    expect(toRotterdam.totalCount).toBeGreaterThan(0);
    expect(toRotterdam.bookings.every((row) => row.pod.UNLocationCode === 'NLRTM')).toBe(true);
  });

  it('finds a booking by any reference, case-insensitive', async () => {
    const target = (await list(FORWARDER, { status: 'CONFIRMED' })).bookings[0];
    if (!target?.carrierBookingReference) throw new Error('expected a confirmed booking');
    const byNumber = await list(FORWARDER, { q: target.carrierBookingReference.toLowerCase() });
    expect(byNumber.bookings.map((row) => row.carrierBookingRequestReference)).toEqual([
      target.carrierBookingRequestReference,
    ]);
    const byRequest = await list(FORWARDER, { q: target.carrierBookingRequestReference });
    expect(byRequest.totalCount).toBe(1);
    const purchaseOrder = target.references.find((reference) => reference.startsWith('PO-'));
    const byCustomerReference = await list(FORWARDER, { q: purchaseOrder ?? 'missing' });
    expect(byCustomerReference.bookings.map((row) => row.carrierBookingRequestReference)).toContain(
      target.carrierBookingRequestReference,
    );
  });

  it('shows created bookings first and changed generated ones in place', async () => {
    const token = await tokenOf(SHIPPER);
    vi.setSystemTime(NOW + 60_000);
    const created = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
      token,
      body: createBookingRequest(),
      idempotencyKey: 'list-1',
    });
    const confirmed = (await list(SHIPPER, { status: 'CONFIRMED' })).bookings[0];
    if (!confirmed) throw new Error('expected a confirmed generated booking');
    const cancelled = await callMock('PATCH', `v1/bookings/${confirmed.carrierBookingRequestReference}`, {
      token,
      body: createCancelBooking('confirmed'),
    });
    expect(cancelled.status).toBe(202);

    const page = await list(SHIPPER, { pageSize: '50' });
    expect(page.totalCount).toBe((SEEDED_USERS[SHIPPER]?.count ?? 0) + 1);
    expect(page.bookings[0]).toMatchObject({
      carrierBookingRequestReference: created.body.carrierBookingRequestReference,
      bookingStatus: 'RECEIVED',
    });
    expect(
      page.bookings.find((row) => row.carrierBookingRequestReference === confirmed.carrierBookingRequestReference),
    ).toMatchObject({ bookingStatus: 'CANCELLED', carrierBookingReference: confirmed.carrierBookingReference });
  });

  it('confirms a generated booking the user answered, found by its new booking number', async () => {
    const token = await tokenOf(SHIPPER);
    const pending = (await list(SHIPPER, { status: 'PENDING_UPDATE' })).bookings[0];
    if (!pending) throw new Error('expected a generated PENDING_UPDATE booking');
    expect(pending.carrierBookingReference).toBeUndefined();
    const detail = (await callMock<Booking>('GET', `v1/bookings/${pending.carrierBookingRequestReference}`, { token }))
      .body;
    const answered = {
      ...requestOf(detail),
      requestedEquipments: [createDangerousGoodsEquipment()],
    };
    const put = await callMock('PUT', `v1/bookings/${pending.carrierBookingRequestReference}`, {
      token,
      body: answered,
      idempotencyKey: 'answer-generated',
    });
    expect(put.status).toBe(202);
    vi.setSystemTime(NOW + DEFAULT_CONFIRM_DELAY_MS);
    const confirmedToken = await tokenOf(SHIPPER);
    const confirmed = (
      await callMock<Booking>('GET', `v1/bookings/${pending.carrierBookingRequestReference}`, { token: confirmedToken })
    ).body;
    expect(confirmed.bookingStatus).toBe('CONFIRMED');
    const byNumber = await callMock<Booking>('GET', `v1/bookings/${confirmed.carrierBookingReference ?? ''}`, {
      token: confirmedToken,
    });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.carrierBookingRequestReference).toBe(pending.carrierBookingRequestReference);
  });

  it('does not find a booking by a number it has not been given yet', async () => {
    const userId = createUser().user.userId;
    const token = await tokenOf(userId);
    const created = await callMock<CreateBookingResponse>('POST', 'v1/bookings', {
      token,
      body: createBookingRequest(),
      idempotencyKey: 'number-later',
    });
    vi.setSystemTime(NOW + DEFAULT_CONFIRM_DELAY_MS);
    const laterToken = await tokenOf(userId);
    const confirmed = (
      await callMock<Booking>('GET', `v1/bookings/${created.body.carrierBookingRequestReference}`, {
        token: laterToken,
      })
    ).body;
    const number = confirmed.carrierBookingReference ?? '';
    expect(number).toMatch(/^PUSB9\d{7}$/);
    vi.setSystemTime(NOW);
    const early = await callMock('GET', `v1/bookings/${number}`, { token: await tokenOf(userId) });
    expect(early.status).toBe(404);
  });

  it('refuses a page size outside docs/requirements.md §9 and an unknown status, naming the field', async () => {
    const token = await tokenOf(SHIPPER);
    const answer = await callMock<ApiErrorBody>('GET', 'v1/bookings', {
      token,
      query: { pageSize: '15', status: 'SHIPPED' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.jsonPath).sort()).toEqual(['$.pageSize', '$.status[0]']);
  });
});

describe('the booking list on one sailing', () => {
  it('keeps the bookings on one vessel and export voyage, case-insensitive', async () => {
    const target = (await list(FORWARDER, { status: 'CONFIRMED', pageSize: '50' })).bookings.find(
      (row) => row.vesselName && row.carrierExportVoyageNumber,
    );
    if (!target?.vesselName || !target.carrierExportVoyageNumber) throw new Error('expected a planned booking');
    const onSailing = await list(FORWARDER, {
      vesselName: target.vesselName.toLowerCase(),
      carrierExportVoyageNumber: target.carrierExportVoyageNumber.toLowerCase(),
      pageSize: '50',
    });
    expect(onSailing.bookings.map((row) => row.carrierBookingRequestReference)).toContain(
      target.carrierBookingRequestReference,
    );
    for (const row of onSailing.bookings) {
      expect([row.vesselName, row.carrierExportVoyageNumber]).toEqual([
        target.vesselName,
        target.carrierExportVoyageNumber,
      ]);
    }
    const all = await list(FORWARDER);
    expect(onSailing.totalCount).toBeLessThan(all.totalCount);
  });
});

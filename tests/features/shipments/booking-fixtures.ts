import { http, HttpResponse } from 'msw';

import { type Booking } from '@/domain/booking/booking-answer-contract';
import { cancelBookingSchema, createBookingSchema } from '@/domain/booking/booking-contract';
import { bookingListParamsSchema, type BookingSummary } from '@/domain/booking/booking-list-contract';

/*
 * A small carrier backend for the shipments tests, installed per test with server.use (CONVENTIONS: edge cases and
 * states are per-test overrides). It answers the contract's paths from bookings the test gives, validates bodies with
 * the contract's schemas (400 otherwise) and applies the DCSA steps the detail page sends.
 */

/** A confirmed Busan -> Rotterdam booking; `overrides` change any field. */
export function createBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    carrierBookingRequestReference: 'BKR100000001',
    carrierBookingReference: 'PUSB12345600',
    bookingStatus: 'CONFIRMED',
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    serviceContractReference: 'SC-2026-001',
    freightPaymentTermCode: 'PRE',
    vessel: { name: 'ONE HAMBURG', vesselIMONumber: '9321483' },
    carrierServiceCode: 'FE4',
    carrierExportVoyageNumber: '021W',
    bookingChannelReference: 'WEB',
    isEquipmentSubstitutionAllowed: false,
    references: [{ type: 'CR', value: 'PO-7781' }],
    documentParties: {
      bookingAgent: {
        partyName: 'Hanil Electronics',
        address: { street: 'Jungang-daero 1', city: 'Busan', countryCode: 'KR' },
      },
      consignee: { partyName: 'Rotterdam Imports BV' },
    },
    shipmentLocations: [
      { location: { UNLocationCode: 'KRPUS', locationName: 'Busan' }, locationTypeCode: 'POL' },
      { location: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' }, locationTypeCode: 'POD' },
    ],
    requestedEquipments: [
      {
        ISOEquipmentCode: '45G1',
        units: 2,
        isShipperOwned: false,
        cargoGrossWeight: { value: 18000, unit: 'KGM' },
        commodities: [{ commodityType: 'Flat-panel displays', HSCodes: ['852872'] }],
      },
    ],
    confirmedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
    transportPlan: [
      {
        transportPlanStage: 'MNC',
        transportPlanStageSequenceNumber: 1,
        loadLocation: { UNLocationCode: 'KRPUS', locationName: 'Busan' },
        dischargeLocation: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' },
        plannedDepartureDate: '2026-12-05',
        plannedArrivalDate: '2027-01-08',
        plannedDepartureDateTime: '2026-12-05T18:00:00+09:00',
        plannedArrivalDateTime: '2027-01-08T06:00:00+01:00',
        modeOfTransport: 'VESSEL',
        vesselName: 'ONE HAMBURG',
        carrierExportVoyageNumber: '021W',
      },
    ],
    shipmentCutOffTimes: [
      { cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-12-03T17:00:00+09:00' },
      { cutOffDateTimeCode: 'PCO', cutOffDateTime: '2026-12-04T12:00:00+09:00' },
    ],
    statusHistory: [
      { bookingStatus: 'RECEIVED', dateTime: '2026-11-20T01:00:00Z' },
      { bookingStatus: 'CONFIRMED', dateTime: '2026-11-20T01:00:03Z' },
    ],
    createdDateTime: '2026-11-20T01:00:00Z',
    updatedDateTime: '2026-11-20T01:00:03Z',
    ...overrides,
  };
}

/** The list row of a booking (the contract's BookingSummary). */
export function toSummary(booking: Booking): BookingSummary {
  const main = booking.transportPlan?.find((leg) => leg.transportPlanStage === 'MNC');
  const location = (type: 'POL' | 'POD') => {
    const found = booking.shipmentLocations.find((l) => l.locationTypeCode === type)?.location;
    return {
      UNLocationCode: found?.UNLocationCode ?? 'KRPUS',
      locationName: found?.locationName ?? 'Busan',
      timeZone: type === 'POL' ? 'Asia/Seoul' : 'Europe/Amsterdam',
    };
  };
  return {
    carrierBookingRequestReference: booking.carrierBookingRequestReference,
    ...(booking.carrierBookingReference ? { carrierBookingReference: booking.carrierBookingReference } : {}),
    bookingStatus: booking.bookingStatus,
    ...(booking.amendedBookingStatus ? { amendedBookingStatus: booking.amendedBookingStatus } : {}),
    pol: location('POL'),
    pod: location('POD'),
    ...(main?.vesselName ? { vesselName: main.vesselName } : {}),
    ...(main?.carrierExportVoyageNumber ? { carrierExportVoyageNumber: main.carrierExportVoyageNumber } : {}),
    ...(main ? { departureDateTime: main.plannedDepartureDateTime, arrivalDateTime: main.plannedArrivalDateTime } : {}),
    equipments: booking.requestedEquipments.map(({ ISOEquipmentCode, units }) => ({ ISOEquipmentCode, units })),
    ...(booking.shipmentCutOffTimes?.[0] ? { nextCutOff: booking.shipmentCutOffTimes[0] } : {}),
    references: [booking.carrierBookingRequestReference, ...(booking.references ?? []).map((r) => r.value)],
    createdDateTime: booking.createdDateTime,
  };
}

/** `count` bookings numbered 1..count, each departing one day after the previous. */
export function createBookings(count: number): Booking[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const day = String((n % 28) + 1).padStart(2, '0');
    const base = createBooking();
    return createBooking({
      carrierBookingRequestReference: `BR-${String(n).padStart(6, '0')}`,
      carrierBookingReference: `KRPUS${String(n).padStart(7, '0')}`,
      bookingStatus: n % 3 === 0 ? 'RECEIVED' : 'CONFIRMED',
      createdDateTime: `2026-10-${day}T00:00:00Z`,
      transportPlan: base.transportPlan?.map((leg) => ({
        ...leg,
        plannedDepartureDateTime: `2026-12-${day}T18:00:00+09:00`,
        plannedDepartureDate: `2026-12-${day}`,
      })),
    });
  });
}

/**
 * How long the fake carrier takes for a processing step, in ms of wall clock (the mock's confirm delay, shortened):
 * the read right after an action still shows the step, the page's next poll (1 s later) its outcome.
 */
const STEP_DELAY_MS = 900;

/** What the fake backend saw: each list query, each PUT and PATCH body. */
export interface FakeBackendLog {
  listQueries: URLSearchParams[];
  amendments: { reference: string; body: unknown; idempotencyKey: string | null }[];
  cancellations: { reference: string; body: unknown }[];
}

const referenceOf = (booking: Booking) => booking.carrierBookingReference ?? booking.carrierBookingRequestReference;

/**
 * Installs list, detail, amend and cancel handlers over `bookings` (mutated in place by PUT and PATCH). The list
 * filters by status and `q` (contains, any reference), sorts by departure or creation, and pages. A processing step
 * (AMENDMENT_RECEIVED, UPDATE_RECEIVED, CANCELLATION_RECEIVED) completes on the first read
 * STEP_DELAY_MS after it, as the mock carrier does after its delay.
 */
export function fakeBookingBackend(bookings: Booking[]) {
  const log: FakeBackendLog = { listQueries: [], amendments: [], cancellations: [] };
  const stepAt = new Map<string, number>();

  const advance = (booking: Booking) => {
    const at = stepAt.get(referenceOf(booking));
    if (at === undefined || Date.now() - at < STEP_DELAY_MS) return;
    const now = '2026-11-21T00:00:00Z';
    if (booking.amendedBookingStatus === 'AMENDMENT_RECEIVED') {
      booking.amendedBookingStatus = 'AMENDMENT_CONFIRMED';
      booking.statusHistory.push({
        bookingStatus: 'CONFIRMED',
        amendedBookingStatus: 'AMENDMENT_CONFIRMED',
        dateTime: now,
      });
    }
    if (booking.bookingStatus === 'UPDATE_RECEIVED') {
      booking.bookingStatus = 'CONFIRMED';
      booking.statusHistory.push({ bookingStatus: 'CONFIRMED', dateTime: now });
    }
    if (booking.bookingCancellationStatus === 'CANCELLATION_RECEIVED') {
      booking.bookingCancellationStatus = 'CANCELLATION_CONFIRMED';
      booking.bookingStatus = 'CANCELLED';
      booking.statusHistory.push({ bookingStatus: 'CANCELLED', dateTime: now });
    }
  };

  const find = (reference: string) =>
    bookings.find((b) => b.carrierBookingReference === reference || b.carrierBookingRequestReference === reference);

  const handlers = [
    http.get('*/v1/bookings', ({ request }) => {
      const search = new URL(request.url).searchParams;
      log.listQueries.push(search);
      const parsed = bookingListParamsSchema.safeParse({
        ...Object.fromEntries(search),
        status: search.getAll('status').length ? search.getAll('status') : undefined,
      });
      if (!parsed.success)
        return HttpResponse.json({ code: 'BAD', status: 400, message: 'bad query' }, { status: 400 });
      const params = parsed.data;
      const q = params.q?.toLowerCase();
      const rows = bookings
        .map(toSummary)
        .filter((row) => !params.status || params.status.includes(row.bookingStatus))
        .filter(
          (row) =>
            !q ||
            [row.carrierBookingReference ?? '', ...row.references].some((value) => value.toLowerCase().includes(q)),
        );
      const descending = params.sort.startsWith('-');
      const key = params.sort.replace('-', '') as 'createdDateTime' | 'departureDateTime';
      rows.sort((a, b) => {
        const order = (a[key] ?? '').localeCompare(b[key] ?? '');
        return descending ? -order : order;
      });
      const start = (params.page - 1) * params.pageSize;
      return HttpResponse.json({
        bookings: rows.slice(start, start + params.pageSize),
        totalCount: rows.length,
        page: params.page,
        pageSize: params.pageSize,
      });
    }),
    http.get('*/v1/bookings/:reference', ({ params }) => {
      const booking = find(String(params.reference));
      if (!booking)
        return HttpResponse.json({ code: 'NOT_FOUND', status: 404, message: 'no booking' }, { status: 404 });
      advance(booking);
      return HttpResponse.json(booking);
    }),
    http.put('*/v1/bookings/:reference', async ({ params, request }) => {
      const reference = String(params.reference);
      const booking = find(reference);
      if (!booking)
        return HttpResponse.json({ code: 'NOT_FOUND', status: 404, message: 'no booking' }, { status: 404 });
      const body: unknown = await request.json();
      log.amendments.push({ reference, body, idempotencyKey: request.headers.get('Idempotency-Key') });
      const parsed = createBookingSchema.safeParse(body);
      if (!parsed.success || !request.headers.get('Idempotency-Key')) {
        return HttpResponse.json({ code: 'BAD', status: 400, message: 'invalid amendment' }, { status: 400 });
      }
      Object.assign(booking, parsed.data);
      stepAt.set(referenceOf(booking), Date.now());
      // The step is stamped with the real instant: the detail polls only shortly after a change.
      booking.updatedDateTime = new Date().toISOString();
      if (booking.bookingStatus === 'PENDING_UPDATE') {
        booking.bookingStatus = 'UPDATE_RECEIVED';
        booking.feedbacks = [];
        booking.statusHistory.push({ bookingStatus: 'UPDATE_RECEIVED', dateTime: '2026-11-20T02:00:00Z' });
      } else {
        booking.amendedBookingStatus = 'AMENDMENT_RECEIVED';
        booking.statusHistory.push({
          bookingStatus: booking.bookingStatus,
          amendedBookingStatus: 'AMENDMENT_RECEIVED',
          dateTime: '2026-11-20T02:00:00Z',
        });
      }
      return HttpResponse.json(
        { carrierBookingRequestReference: booking.carrierBookingRequestReference },
        { status: 202 },
      );
    }),
    http.patch('*/v1/bookings/:reference', async ({ params, request }) => {
      const reference = String(params.reference);
      const booking = find(reference);
      if (!booking)
        return HttpResponse.json({ code: 'NOT_FOUND', status: 404, message: 'no booking' }, { status: 404 });
      const body: unknown = await request.json();
      log.cancellations.push({ reference, body });
      const parsed = cancelBookingSchema.safeParse(body);
      if (!parsed.success) return HttpResponse.json({ code: 'BAD', status: 400, message: 'invalid' }, { status: 400 });
      stepAt.set(referenceOf(booking), Date.now());
      // The step is stamped with the real instant: the detail polls only shortly after a change.
      booking.updatedDateTime = new Date().toISOString();
      if ('bookingStatus' in parsed.data) {
        booking.bookingStatus = 'CANCELLED';
        booking.statusHistory.push({
          bookingStatus: 'CANCELLED',
          dateTime: '2026-11-20T02:00:00Z',
          reason: parsed.data.reason,
        });
      } else if ('bookingCancellationStatus' in parsed.data) {
        booking.bookingCancellationStatus = 'CANCELLATION_RECEIVED';
        booking.statusHistory.push({
          bookingStatus: booking.bookingStatus,
          dateTime: '2026-11-20T02:00:00Z',
          reason: parsed.data.reason,
        });
      }
      return HttpResponse.json(
        { carrierBookingRequestReference: booking.carrierBookingRequestReference },
        { status: 202 },
      );
    }),
  ];
  return { handlers, log };
}

import { type Booking, type ShipmentCutOffTime, type Transport } from '@/domain/booking/booking-answer-contract';
import { BOOKING_STATUSES } from '@/domain/booking/booking-codes-contract';
import { type CancelBooking, type CreateBooking } from '@/domain/booking/booking-contract';
import {
  type BookingListParams,
  type BookingListResponse,
  type BookingSummary,
} from '@/domain/booking/booking-list-contract';

import { defineUserCollection, defineUserDocument, storedUserIds } from '../db';
import { getBookingConfirmDelayMs } from './booking-settings';
import {
  amendStoredBooking,
  cancelStoredBooking,
  isRefusal,
  receiveBooking,
  type StepRefusal,
  type StoredBooking,
  viewBooking,
} from './lifecycle';
import { createdReferences, parseSeededReference, seededRequestReference } from './references';
import { locationCode, placeOf } from './sailings';
import { seededBooking, seededBookingByReference } from './seed';
import { anchorOf, SEEDED_USERS, seededCount } from './seed-variants';

/*
 * The bookings of each user in the mock database: generated ones (./seed.ts, never stored) overlaid with what users
 * created or changed (stored by request reference, with the carrier's pending decision: ./lifecycle.ts). Every read
 * applies the decisions due at that instant; nothing runs on a timer.
 */

/** Created or changed bookings, by carrierBookingRequestReference (overrides of generated ones use theirs). */
const storedBookings = defineUserCollection<StoredBooking>('bookings', {
  idOf: (stored) => stored.booking.carrierBookingRequestReference,
});
/** Booking number -> request reference of the bookings users created (generated ones decode their numbers). */
const bookingNumbers = defineUserDocument<Record<string, string>>('booking-numbers', () => ({}));
/** Idempotency-Key -> request reference, per user: a retried POST or PUT answers the first result. */
const idempotencyKeys = defineUserDocument<Record<string, string>>('booking-idempotency', () => ({}));

/**
 * A stored booking of the user, or a generated one, by request reference or booking number; undefined if not theirs.
 * A booking number finds a booking only once it has it (confirmed at `nowMs`), also a generated booking confirmed
 * after the user changed it.
 */
function findStored(userId: string, reference: string, nowMs: number): StoredBooking | undefined {
  const seeded = SEEDED_USERS[userId];
  const parsed = parseSeededReference(reference);
  const candidates = [
    reference,
    bookingNumbers.get(userId)?.[reference],
    parsed && seeded && parsed.tag === seeded.tag ? seededRequestReference(seeded.tag, parsed.index) : undefined,
  ];
  for (const requestReference of new Set(candidates)) {
    const stored = requestReference === undefined ? undefined : storedBookings.get(userId, requestReference);
    if (!stored) continue;
    const booking = viewBooking(stored, nowMs);
    const matches =
      booking.carrierBookingRequestReference === reference || booking.carrierBookingReference === reference;
    return matches ? stored : undefined;
  }
  const generated = seededBookingByReference(userId, reference, nowMs);
  return generated ? { booking: generated.booking, bookingNumber: generated.bookingNumber } : undefined;
}

/** The booking as the user sees it at `nowMs`, by request reference or booking number; undefined if not theirs. */
export function getBooking(userId: string, reference: string, nowMs: number): Booking | undefined {
  const stored = findStored(userId, reference, nowMs);
  return stored ? viewBooking(stored, nowMs) : undefined;
}

/**
 * Every stored booking (created by a user, or a generated one a user changed) of every user, as seen at `nowMs`, in no
 * particular order. For look-ups that are not per user: public cargo tracking by booking or container number
 * (mocks/tracking). Generated bookings are not listed: their references decode to them (./references.ts).
 */
export function storedBookingsOfEveryUser(nowMs: number): Booking[] {
  return storedUserIds().flatMap((userId) => storedBookings.list(userId).map((stored) => viewBooking(stored, nowMs)));
}

/**
 * The stored bookings of `userId` (created by them, or generated ones they changed) as seen at `nowMs`, in the order
 * they were first stored. Few per user, so cheap to read often: the notifications mock checks them live.
 */
export function storedBookingsOf(userId: string, nowMs: number): Booking[] {
  return storedBookings.list(userId).map((stored) => viewBooking(stored, nowMs));
}

/** The outcome of a create or amend: the request reference, and whether this call made the change. */
export interface Accepted {
  carrierBookingRequestReference: string;
  /** False when the Idempotency-Key was seen before: nothing changed. */
  created: boolean;
}

/** The request reference a create with `idempotencyKey` of `userId` already made, or undefined for a new key. */
export function createdWithKey(userId: string, idempotencyKey: string): string | undefined {
  return idempotencyKeys.get(userId)?.[idempotencyKey];
}

/**
 * Receives a booking request of `userId` at `nowMs` (RECEIVED; decided after the confirm delay). The same
 * `idempotencyKey` again answers the first request's reference and creates nothing.
 */
export function createBooking(userId: string, request: CreateBooking, idempotencyKey: string, nowMs: number): Accepted {
  const seen = idempotencyKeys.get(userId)?.[idempotencyKey];
  if (seen) return { carrierBookingRequestReference: seen, created: false };
  const numbers = bookingNumbers.get(userId) ?? {};
  const pol = locationCode(request, 'POL') ?? 'XXXXX';
  let attempt = 0;
  let references = createdReferences(userId, idempotencyKey, pol, attempt);
  while (
    storedBookings.get(userId, references.carrierBookingRequestReference) !== undefined ||
    numbers[references.bookingNumber] !== undefined
  ) {
    attempt += 1;
    references = createdReferences(userId, idempotencyKey, pol, attempt);
  }
  storedBookings.put(userId, receiveBooking(request, references, nowMs, getBookingConfirmDelayMs()));
  bookingNumbers.set(userId, { ...numbers, [references.bookingNumber]: references.carrierBookingRequestReference });
  idempotencyKeys.set(userId, {
    ...idempotencyKeys.get(userId),
    [idempotencyKey]: references.carrierBookingRequestReference,
  });
  return { carrierBookingRequestReference: references.carrierBookingRequestReference, created: true };
}

/** Why a step on a booking failed: unknown (404) or refused in its status (409). */
export type StepFailure = { status: 404 } | StepRefusal;

/**
 * Amends booking `reference` of `userId` at `nowMs` (lifecycle.ts `amendStoredBooking`); a seen `idempotencyKey`
 * answers without changing anything.
 */
export function amendBooking(
  userId: string,
  reference: string,
  request: CreateBooking,
  idempotencyKey: string,
  nowMs: number,
): Accepted | StepFailure {
  const stored = findStored(userId, reference, nowMs);
  if (!stored) return { status: 404 };
  const requestReference = stored.booking.carrierBookingRequestReference;
  const keyScope = `${requestReference}:${idempotencyKey}`;
  if (idempotencyKeys.get(userId)?.[keyScope])
    return { carrierBookingRequestReference: requestReference, created: false };
  const next = amendStoredBooking(stored, request, nowMs, getBookingConfirmDelayMs());
  if (isRefusal(next)) return next;
  storedBookings.put(userId, next);
  idempotencyKeys.set(userId, { ...idempotencyKeys.get(userId), [keyScope]: requestReference });
  return { carrierBookingRequestReference: requestReference, created: true };
}

/** Cancels booking `reference` of `userId` at `nowMs` (lifecycle.ts `cancelStoredBooking`). */
export function cancelBooking(
  userId: string,
  reference: string,
  body: CancelBooking,
  nowMs: number,
): { carrierBookingRequestReference: string } | StepFailure {
  const stored = findStored(userId, reference, nowMs);
  if (!stored) return { status: 404 };
  const next = cancelStoredBooking(stored, body, nowMs);
  if (isRefusal(next)) return next;
  storedBookings.put(userId, next);
  return { carrierBookingRequestReference: next.booking.carrierBookingRequestReference };
}

// ---------------------------------------------------------------------------------------------------------------------
// The list

/** A list row: the summary without its time-dependent next cut-off, and the keys filters and sorts use. */
interface Row {
  summary: Omit<BookingSummary, 'nextCutOff'>;
  cutOffs: { cutOff: ShipmentCutOffTime; epochMs: number }[];
  createdMs: number;
  departureMs: number | undefined;
  arrivalMs: number | undefined;
  /** POL local date of departure, 'yyyy-MM-dd'. */
  departureDate: string | undefined;
  statusRank: number;
  /** Every reference, lower case, joined by newlines (for `q`). */
  haystack: string;
}

interface PlanKeys {
  first: Transport | undefined;
  last: Transport | undefined;
  departureMs: number | undefined;
  arrivalMs: number | undefined;
}

// Generated bookings on one sailing share its plan and cut-off arrays: what rows derive from them is computed once.
const planKeys = new WeakMap<Transport[], PlanKeys>();
const cutOffKeys = new WeakMap<ShipmentCutOffTime[], Row['cutOffs']>();

function planKeysOf(plan: Transport[] | undefined): PlanKeys {
  const cached = plan && planKeys.get(plan);
  if (cached) return cached;
  const mainCarriage = (plan ?? []).filter((transport) => transport.transportPlanStage === 'MNC');
  const first = mainCarriage[0];
  const last = mainCarriage.at(-1);
  const keys = {
    first,
    last,
    departureMs: first ? Date.parse(first.plannedDepartureDateTime) : undefined,
    arrivalMs: last ? Date.parse(last.plannedArrivalDateTime) : undefined,
  };
  if (plan) planKeys.set(plan, keys);
  return keys;
}

function cutOffKeysOf(cutOffs: ShipmentCutOffTime[] | undefined): Row['cutOffs'] {
  if (!cutOffs) return [];
  let keys = cutOffKeys.get(cutOffs);
  if (!keys) {
    keys = cutOffs.map((cutOff) => ({ cutOff, epochMs: Date.parse(cutOff.cutOffDateTime) }));
    cutOffKeys.set(cutOffs, keys);
  }
  return keys;
}

/** The list row of a booking (the summary is built from the booking itself, generated or stored alike). */
export function toRow(booking: Booking): Row {
  const { first, last, departureMs, arrivalMs } = planKeysOf(booking.transportPlan);
  const pol = placeOf(locationCode(booking, 'POL') ?? '');
  const pod = placeOf(locationCode(booking, 'POD') ?? '');
  const vesselName = first?.vesselName ?? booking.vessel?.name;
  const voyage = first?.carrierExportVoyageNumber ?? booking.carrierExportVoyageNumber;
  const references = [
    booking.serviceContractReference,
    booking.contractQuotationReference,
    ...(booking.references ?? []).map((reference) => reference.value),
  ].filter((reference): reference is string => Boolean(reference));
  const summary: Omit<BookingSummary, 'nextCutOff'> = {
    carrierBookingRequestReference: booking.carrierBookingRequestReference,
    ...(booking.carrierBookingReference ? { carrierBookingReference: booking.carrierBookingReference } : {}),
    bookingStatus: booking.bookingStatus,
    ...(booking.amendedBookingStatus ? { amendedBookingStatus: booking.amendedBookingStatus } : {}),
    pol,
    pod,
    ...(vesselName ? { vesselName } : {}),
    ...(voyage ? { carrierExportVoyageNumber: voyage } : {}),
    ...(first ? { departureDateTime: first.plannedDepartureDateTime } : {}),
    ...(last ? { arrivalDateTime: last.plannedArrivalDateTime } : {}),
    equipments: (booking.confirmedEquipments ?? booking.requestedEquipments).map(({ ISOEquipmentCode, units }) => ({
      ISOEquipmentCode,
      units,
    })),
    references,
    createdDateTime: booking.createdDateTime,
  };
  return {
    summary,
    cutOffs: cutOffKeysOf(booking.shipmentCutOffTimes),
    createdMs: Date.parse(booking.createdDateTime),
    departureMs,
    arrivalMs,
    departureDate: first?.plannedDepartureDateTime.slice(0, 10),
    statusRank: BOOKING_STATUSES.indexOf(booking.bookingStatus),
    haystack: [booking.carrierBookingRequestReference, booking.carrierBookingReference ?? '', ...references]
      .join('\n')
      .toLowerCase(),
  };
}

const seededRows = new Map<string, { anchorMs: number; rows: Row[] }>();

/** The rows of the user's generated bookings (cached per user for the week: the list is asked page after page). */
function seededRowsOf(userId: string, nowMs: number): Row[] {
  const anchorMs = anchorOf(nowMs);
  const cached = seededRows.get(userId);
  if (cached?.anchorMs === anchorMs) return cached.rows;
  const rows: Row[] = [];
  for (let index = 0; index < seededCount(userId); index += 1) {
    const generated = seededBooking(userId, index, nowMs);
    if (generated) rows.push(toRow(generated.booking));
  }
  seededRows.set(userId, { anchorMs, rows });
  return rows;
}

/** Every row of the user at `nowMs`: generated ones (replaced where stored), then the ones the user created. */
function rowsOf(userId: string, nowMs: number): Row[] {
  const stored = storedBookings.list(userId);
  if (stored.length === 0) return seededRowsOf(userId, nowMs);
  const overrides = new Map(stored.map((item) => [item.booking.carrierBookingRequestReference, item]));
  const rows = seededRowsOf(userId, nowMs).map((row) => {
    const override = overrides.get(row.summary.carrierBookingRequestReference);
    if (!override) return row;
    overrides.delete(row.summary.carrierBookingRequestReference);
    return toRow(viewBooking(override, nowMs));
  });
  for (const item of overrides.values()) rows.push(toRow(viewBooking(item, nowMs)));
  return rows;
}

type SortValue = (row: Row) => number | undefined;

const SORT_VALUES: Record<string, SortValue> = {
  createdDateTime: (row) => row.createdMs,
  departureDateTime: (row) => row.departureMs,
  arrivalDateTime: (row) => row.arrivalMs,
  bookingStatus: (row) => row.statusRank,
};

/** Compares two rows by `sort` ('-' first: descending); rows without a value come last either way; ties by reference. */
function comparatorOf(sort: string): (a: Row, b: Row) => number {
  const descending = sort.startsWith('-');
  const value = SORT_VALUES[descending ? sort.slice(1) : sort] ?? SORT_VALUES.createdDateTime;
  const direction = descending ? -1 : 1;
  return (a, b) => {
    const left = value?.(a);
    const right = value?.(b);
    if (left !== right) {
      if (left === undefined) return 1;
      if (right === undefined) return -1;
      return (left - right) * direction;
    }
    // Plain code-unit order (references are ASCII): localeCompare would cost more than the rest of the sort.
    const refA = a.summary.carrierBookingRequestReference;
    const refB = b.summary.carrierBookingRequestReference;
    return refA < refB ? -1 : refA > refB ? 1 : 0;
  };
}

/**
 * One page of the user's bookings at `nowMs` (GET v1/bookings; params validated by bookingListParamsSchema). Filters:
 * any of `status`; `polCode`, `podCode`; the departure window on POL local dates (bookings without a planned
 * departure are left out when a window is given); `q` contained, case-insensitive, in a reference (request reference,
 * booking number, contract, quotation, customer references). A page past the end is empty, with the total.
 */
export function listBookings(userId: string, params: BookingListParams, nowMs: number): BookingListResponse {
  const statuses = params.status && params.status.length > 0 ? new Set<string>(params.status) : undefined;
  const q = params.q?.toLowerCase();
  const { departureFrom, departureTo, polCode, podCode } = params;
  const filtered = rowsOf(userId, nowMs).filter(
    (row) =>
      (!statuses || statuses.has(row.summary.bookingStatus)) &&
      (!polCode || row.summary.pol.UNLocationCode === polCode) &&
      (!podCode || row.summary.pod.UNLocationCode === podCode) &&
      (!departureFrom || (row.departureDate !== undefined && row.departureDate >= departureFrom)) &&
      (!departureTo || (row.departureDate !== undefined && row.departureDate <= departureTo)) &&
      (!q || row.haystack.includes(q)),
  );
  filtered.sort(comparatorOf(params.sort));
  const start = (params.page - 1) * params.pageSize;
  const bookings = filtered.slice(start, start + params.pageSize).map((row): BookingSummary => {
    const next = row.cutOffs.filter((cutOff) => cutOff.epochMs > nowMs).sort((a, b) => a.epochMs - b.epochMs)[0];
    return { ...row.summary, ...(next ? { nextCutOff: next.cutOff } : {}) };
  });
  return { bookings, totalCount: filtered.length, page: params.page, pageSize: params.pageSize };
}

import { type Booking, type ShipmentCutOffTime, type Transport } from '@/domain/booking/booking-answer-contract';
import { BOOKING_STATUSES } from '@/domain/booking/booking-codes-contract';
import {
  type BookingListParams,
  type BookingListResponse,
  type BookingSummary,
} from '@/domain/booking/booking-list-contract';

import { storedBookingsOf } from './booking-store';
import { locationCode, placeOf } from './sailings';
import { seededBooking } from './seed';
import { anchorOf, seededCount } from './seed-variants';

/*
 * The mock carrier's booking list (GET v1/bookings): the user's generated bookings (./seed.ts) with the stored ones
 * (./booking-store.ts) in their place or after them, filtered, sorted and paged at the instant asked.
 */

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
  const stored = storedBookingsOf(userId, nowMs);
  if (stored.length === 0) return seededRowsOf(userId, nowMs);
  const overrides = new Map(stored.map((booking) => [booking.carrierBookingRequestReference, booking]));
  const rows = seededRowsOf(userId, nowMs).map((row) => {
    const override = overrides.get(row.summary.carrierBookingRequestReference);
    if (!override) return row;
    overrides.delete(row.summary.carrierBookingRequestReference);
    return toRow(override);
  });
  for (const booking of overrides.values()) rows.push(toRow(booking));
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
 * booking number, contract, quotation, customer references); `vesselName` and `carrierExportVoyageNumber` equal,
 * case-insensitive. A page past the end is empty, with the total.
 */
export function listBookings(userId: string, params: BookingListParams, nowMs: number): BookingListResponse {
  const statuses = params.status && params.status.length > 0 ? new Set<string>(params.status) : undefined;
  const q = params.q?.toLowerCase();
  const { departureFrom, departureTo, polCode, podCode } = params;
  const vessel = params.vesselName?.toUpperCase();
  const voyage = params.carrierExportVoyageNumber?.toUpperCase();
  const filtered = rowsOf(userId, nowMs).filter(
    (row) =>
      (!statuses || statuses.has(row.summary.bookingStatus)) &&
      (!polCode || row.summary.pol.UNLocationCode === polCode) &&
      (!podCode || row.summary.pod.UNLocationCode === podCode) &&
      (!departureFrom || (row.departureDate !== undefined && row.departureDate >= departureFrom)) &&
      (!departureTo || (row.departureDate !== undefined && row.departureDate <= departureTo)) &&
      (!q || row.haystack.includes(q)) &&
      (!vessel || row.summary.vesselName?.toUpperCase() === vessel) &&
      (!voyage || row.summary.carrierExportVoyageNumber?.toUpperCase() === voyage),
  );
  filtered.sort(comparatorOf(params.sort));
  const start = (params.page - 1) * params.pageSize;
  const bookings = filtered.slice(start, start + params.pageSize).map((row): BookingSummary => {
    const next = row.cutOffs.filter((cutOff) => cutOff.epochMs > nowMs).sort((a, b) => a.epochMs - b.epochMs)[0];
    return { ...row.summary, ...(next ? { nextCutOff: next.cutOff } : {}) };
  });
  return { bookings, totalCount: filtered.length, page: params.page, pageSize: params.pageSize };
}

import type { Booking } from '@/domain/booking/booking-contract';
import type { ArrivalNotice } from '@/domain/documentation/arrival-notice-contract';
import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';
import {
  SI_SUMMARY_STATUSES,
  type SiDashboard,
  type SiListItem,
  type SiListQuery,
  type SiListResponse,
  type SiSummaryStatus,
} from '@/domain/documentation/si-list-contract';

import { getBooking, storedBookingsOf } from '../booking/booking-store';
import { parseSeededReference } from '../booking/references';
import { anchorOf, SEEDED_USERS, seededBooking, seededCount } from '../booking/seed';
import { defineUserCollection, defineUserDocument } from '../db';
import { blNumberOf, bookingNumberOfBl } from '../tracking/identifiers';
import { arrivalNoticeOf } from './arrival-notice';
import { type BookingFacts, bookingFactsOf, shippingInstructionsOfBooking } from './si-derive';
import {
  amendSi,
  approveDraft,
  isSiRefusal,
  receiveSi,
  requestCorrection,
  siReferenceOf,
  type SiRefusal,
  type SiStep,
  type SiView,
  stepsAt,
  type StoredSi,
  surrender,
  viewSi,
} from './si-lifecycle';

/*
 * The SIs of each user in the mock database (issue 17 section 1; README "Documentation"). Every confirmed booking of
 * the user has a row; seeded (generated) bookings come with an SI in a state derived from the booking, so each demo
 * user has SIs in every state without anything stored; what a user sends or does is stored per booking number
 * (./si-lifecycle.ts steps) and overrides the derived state. Nothing runs on a timer: reads replay the steps due.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** SIs users sent or acted on, by booking number. */
const storedSis = defineUserCollection<StoredSi>('shipping-instructions', {
  idOf: (stored) => stored.carrierBookingReference,
});
/** Idempotency-Key -> booking number of the SI a submit created, per user. */
const idempotencyKeys = defineUserDocument<Record<string, string>>('si-idempotency', () => ({}));

/** Booking statuses that have a booking number and go on to an SI. */
const SI_BOOKING_STATUSES = new Set(['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED']);

/** States a seeded booking's SI is in before its vessel departs, cycled over the bookings. */
const UPCOMING_STATES: readonly SiSummaryStatus[] = [
  'NOT_SUBMITTED',
  'SUBMITTED',
  'DRAFT_TO_REVIEW',
  'CORRECTION_PENDING',
  'APPROVED',
];

/** The comment of a seeded correction request. */
const SEEDED_CORRECTION = 'Please add PO 4500123987 to the marks and show the consignee tax ID.';

/**
 * The steps of the SI of a seeded booking (undefined: none sent yet), placed around the booking's DCO and departure and
 * the week's anchor so they stay the same all week. `rank` counts the user's seeded bookings of the same kind (still to
 * sail, or sailed) so that every user's bookings show every state: before departure {@link UPCOMING_STATES} in turn,
 * after it ISSUED and SURRENDERED in turn.
 */
function seededSteps(rank: SeededRank, facts: BookingFacts, nowMs: number): SiStep[] | undefined {
  const state: SiSummaryStatus = rank.sailed
    ? rank.rank % 2 === 1
      ? 'SURRENDERED'
      : 'ISSUED'
    : (UPCOMING_STATES[rank.rank % UPCOMING_STATES.length] ?? 'NOT_SUBMITTED');
  if (state === 'NOT_SUBMITTED') return undefined;
  const late = rank.rank % 7 === 3 && facts.dueMs + 2 * HOUR_MS <= nowMs;
  // Sent before the week began (so every seeded step has happened whatever the day of the week), and before the DCO.
  const received = late
    ? facts.dueMs + 2 * HOUR_MS
    : Math.min(facts.dueMs - 30 * HOUR_MS, anchorOf(nowMs) - 3 * DAY_MS + (rank.rank % 5) * 3 * HOUR_MS);
  const steps: SiStep[] = [{ event: late ? 'SI_RECEIVED_LATE' : 'SI_RECEIVED', atMs: received }];
  // The desk's next draft for an SI still in its hands: hours before departure (never before the user could see it).
  const nextDraft = Math.max(facts.departureMs - 6 * HOUR_MS, received + 4 * HOUR_MS);
  if (state === 'SUBMITTED') return [...steps, { event: 'DRAFT_ISSUED', atMs: nextDraft }];
  steps.push({ event: 'DRAFT_ISSUED', atMs: received + 4 * HOUR_MS });
  if (state === 'DRAFT_TO_REVIEW') return steps;
  if (state === 'CORRECTION_PENDING') {
    return [
      ...steps,
      { event: 'CORRECTION_REQUESTED', atMs: received + 8 * HOUR_MS, comment: SEEDED_CORRECTION },
      { event: 'DRAFT_ISSUED', atMs: Math.max(nextDraft, received + 9 * HOUR_MS) },
    ];
  }
  steps.push({ event: 'DRAFT_APPROVED', atMs: received + 10 * HOUR_MS });
  if (state === 'SURRENDERED') steps.push({ event: 'BL_SURRENDERED', atMs: facts.departureMs + HOUR_MS });
  return steps;
}

/** Where a seeded booking stands among the user's seeded bookings of its kind (sailed: COMPLETED). */
interface SeededRank {
  sailed: boolean;
  rank: number;
}

/** One confirmed booking of the user with what documentation needs. */
interface Entry {
  booking: Booking;
  facts: BookingFacts;
  /** A generated booking (it comes with a seeded SI), not one the user created. */
  isGenerated: boolean;
}

function entryOf(booking: Booking, isGenerated: boolean): Entry | undefined {
  if (!SI_BOOKING_STATUSES.has(booking.bookingStatus)) return undefined;
  const facts = bookingFactsOf(booking);
  return facts ? { booking, facts, isGenerated } : undefined;
}

/** The seeded steps of an entry's SI, or undefined when it has none (created by the user, or not sent yet). */
function seededStepsOf(userId: string, entry: Entry, nowMs: number): SiStep[] | undefined {
  if (!entry.isGenerated) return undefined;
  const rank = generatedOf(userId, nowMs).ranks.get(entry.facts.carrierBookingReference);
  return rank ? seededSteps(rank, entry.facts, nowMs) : undefined;
}

interface GeneratedEntries {
  anchorMs: number;
  entries: Entry[];
  /** Booking number -> rank of the seeded SI. */
  ranks: Map<string, SeededRank>;
}

const generatedEntries = new Map<string, GeneratedEntries>();

/** The confirmed generated bookings of the user and their seeded ranks (cached for the week, like the booking list). */
function generatedOf(userId: string, nowMs: number): GeneratedEntries {
  const anchorMs = anchorOf(nowMs);
  const cached = generatedEntries.get(userId);
  if (cached?.anchorMs === anchorMs) return cached;
  const entries: Entry[] = [];
  const ranks = new Map<string, SeededRank>();
  let sailed = 0;
  let upcoming = 0;
  for (let index = 0; index < seededCount(userId); index += 1) {
    const generated = seededBooking(userId, index, nowMs);
    const entry = generated && entryOf(generated.booking, true);
    if (!entry) continue;
    entries.push(entry);
    const isSailed = entry.booking.bookingStatus === 'COMPLETED';
    ranks.set(entry.facts.carrierBookingReference, {
      sailed: isSailed,
      rank: isSailed ? (sailed += 1) - 1 : (upcoming += 1) - 1,
    });
  }
  const result = { anchorMs, entries, ranks };
  generatedEntries.set(userId, result);
  return result;
}

/** Every confirmed booking of the user at `nowMs`: generated ones (replaced where the user changed them), then theirs. */
function entriesOf(userId: string, nowMs: number): Entry[] {
  const stored = storedBookingsOf(userId, nowMs);
  const overrides = new Map(stored.map((booking) => [booking.carrierBookingRequestReference, booking]));
  const entries: Entry[] = [];
  for (const entry of generatedOf(userId, nowMs).entries) {
    const override = overrides.get(entry.booking.carrierBookingRequestReference);
    if (!override) {
      entries.push(entry);
      continue;
    }
    overrides.delete(entry.booking.carrierBookingRequestReference);
    const replaced = entryOf(override, true);
    if (replaced) entries.push(replaced);
  }
  for (const booking of overrides.values()) {
    const entry = entryOf(booking, false);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** The entry of one booking number (or B/L number) of the user, undefined when not theirs or not confirmed. */
function entryByReference(userId: string, reference: string, nowMs: number): Entry | undefined {
  const bookingNumber = bookingNumberOfBl(reference) ?? reference.replace(/^SI(?=[A-Z]{4}\d{8}$)/, '');
  const booking = getBooking(userId, bookingNumber, nowMs);
  if (!booking || booking.carrierBookingReference !== bookingNumber) return undefined;
  const seeded = SEEDED_USERS[userId];
  const parsed = parseSeededReference(booking.carrierBookingRequestReference);
  return entryOf(booking, parsed !== undefined && seeded !== undefined && parsed.tag === seeded.tag);
}

/** The SI of an entry as stored, or as seeded (not stored until the user acts), or undefined when none was sent. */
function storedOrSeeded(userId: string, entry: Entry, nowMs: number): StoredSi | undefined {
  const stored = storedSis.get(userId, entry.facts.carrierBookingReference);
  if (stored) return stored;
  const steps = seededStepsOf(userId, entry, nowMs);
  if (!steps) return undefined;
  return {
    carrierBookingReference: entry.facts.carrierBookingReference,
    shippingInstructionsReference: siReferenceOf(entry.facts.carrierBookingReference),
    request: shippingInstructionsOfBooking(entry.booking, entry.facts),
    isLate: steps[0]?.event === 'SI_RECEIVED_LATE',
    steps,
  };
}

/** The SI and document of a booking (booking number, SI reference or B/L number) of the user at `nowMs`. */
export function getSiView(userId: string, reference: string, nowMs: number): SiView | undefined {
  const entry = entryByReference(userId, reference, nowMs);
  const stored = entry && storedOrSeeded(userId, entry, nowMs);
  return entry && stored ? viewSi(stored, entry.facts, nowMs) : undefined;
}

/**
 * The arrival notices (DCSA AN 1.0.1) of the user's B/L `blNumber` at `nowMs`: one once the B/L is issued and the
 * notice is due (./arrival-notice.ts), none before, none for another user's B/L.
 */
export function arrivalNoticesOf(userId: string, blNumber: string, nowMs: number): ArrivalNotice[] {
  const entry = entryByReference(userId, blNumber, nowMs);
  const stored = entry && storedOrSeeded(userId, entry, nowMs);
  const document = entry && stored ? viewSi(stored, entry.facts, nowMs).document : undefined;
  if (!entry || document?.transportDocumentReference !== blNumber) return [];
  const notice = arrivalNoticeOf(document, entry.facts, nowMs);
  return notice ? [notice] : [];
}

/** Why a documentation step failed. */
export type SiFailure = { status: 404; code: string; message: string } | SiRefusal;

const bookingNotFound = (reference: string): SiFailure => ({
  status: 404,
  code: 'BOOKING_NOT_FOUND',
  message: `There is no confirmed booking ${reference} of yours.`,
});

/**
 * Receives the SI of a confirmed booking of the user at `nowMs`. The same `idempotencyKey` again answers the first
 * SI and changes nothing; a second SI for the booking is refused (409 SI_ALREADY_SUBMITTED: amend it instead).
 */
export function submitSi(
  userId: string,
  request: ShippingInstructionsRequest,
  idempotencyKey: string,
  nowMs: number,
): { shippingInstructionsReference: string } | SiFailure {
  const seen = idempotencyKeys.get(userId)?.[idempotencyKey];
  if (seen) return { shippingInstructionsReference: siReferenceOf(seen) };
  const bookingNumbers = [...new Set(request.consignmentItems.map((item) => item.carrierBookingReference))];
  const bookingNumber = bookingNumbers[0] ?? '';
  const entry = bookingNumbers.length === 1 ? entryByReference(userId, bookingNumber, nowMs) : undefined;
  if (!entry) return bookingNotFound(bookingNumbers.join(', '));
  if (storedOrSeeded(userId, entry, nowMs)) {
    return {
      status: 409,
      code: 'SI_ALREADY_SUBMITTED',
      message: `Booking ${bookingNumber} already has shipping instructions: amend them instead.`,
    };
  }
  storedSis.put(userId, receiveSi(request, entry.facts, nowMs));
  idempotencyKeys.set(userId, { ...idempotencyKeys.get(userId), [idempotencyKey]: bookingNumber });
  return { shippingInstructionsReference: siReferenceOf(bookingNumber) };
}

type Step = (stored: StoredSi, facts: BookingFacts) => StoredSi | SiRefusal;

function applyStep(userId: string, reference: string, nowMs: number, step: Step): SiView | SiFailure {
  const entry = entryByReference(userId, reference, nowMs);
  const stored = entry && storedOrSeeded(userId, entry, nowMs);
  if (!entry || !stored) {
    return { status: 404, code: 'SHIPPING_INSTRUCTIONS_NOT_FOUND', message: `There are no SIs for ${reference}.` };
  }
  const next = step(stored, entry.facts);
  if (isSiRefusal(next)) return next;
  storedSis.put(userId, next);
  return viewSi(next, entry.facts, nowMs);
}

/** Amends the SI of `reference` (SI reference or booking number); the same key again changes nothing more. */
export function amendSiOf(
  userId: string,
  reference: string,
  request: ShippingInstructionsRequest,
  idempotencyKey: string,
  nowMs: number,
): SiView | SiFailure {
  const keyName = `amend:${idempotencyKey}`;
  const seen = idempotencyKeys.get(userId)?.[keyName];
  if (seen) {
    const view = getSiView(userId, seen, nowMs);
    if (view) return view;
  }
  const result = applyStep(userId, reference, nowMs, (stored, facts) => amendSi(stored, request, facts, nowMs));
  if (!('status' in result)) {
    idempotencyKeys.set(userId, { ...idempotencyKeys.get(userId), [keyName]: result.si.carrierBookingReference });
  }
  return result;
}

/** Approves the draft B/L `blNumber`. */
export function approveDocument(userId: string, blNumber: string, nowMs: number): SiView | SiFailure {
  return applyStep(userId, blNumber, nowMs, (stored, facts) => approveDraft(stored, facts, nowMs));
}

/** Asks for a correction of the draft B/L `blNumber` with the customer's comment. */
export function correctDocument(userId: string, blNumber: string, comment: string, nowMs: number): SiView | SiFailure {
  return applyStep(userId, blNumber, nowMs, (stored, facts) => requestCorrection(stored, comment, facts, nowMs));
}

/** Surrenders the originals of the issued B/L `blNumber` (telex release). */
export function surrenderDocument(userId: string, blNumber: string, nowMs: number): SiView | SiFailure {
  return applyStep(userId, blNumber, nowMs, (stored, facts) => surrender(stored, facts, nowMs));
}

// ---------------------------------------------------------------------------------------------------------------------
// The list and the dashboard

interface ListRow {
  item: SiListItem;
  dueMs: number;
}

/** The status part of a row without building the SI's documents (cheap for thousands of seeded rows). */
function rowOf(userId: string, entry: Entry, nowMs: number): ListRow {
  const { facts } = entry;
  const stored = storedSis.get(userId, facts.carrierBookingReference);
  const base = {
    carrierBookingReference: facts.carrierBookingReference,
    transportDocumentReference: blNumberOf(facts.carrierBookingReference),
    dueDateTime: facts.dueDateTime,
    portOfLoading: facts.pol.UNLocationCode,
    portOfDischarge: facts.pod.UNLocationCode,
    vesselName: facts.vesselName,
    carrierExportVoyageNumber: facts.carrierExportVoyageNumber,
  };
  const steps = stored ? stored.steps : seededStepsOf(userId, entry, nowMs);
  if (!steps) return { item: { ...base, summaryStatus: 'NOT_SUBMITTED', isLate: false }, dueMs: facts.dueMs };
  const shell: StoredSi = {
    carrierBookingReference: facts.carrierBookingReference,
    shippingInstructionsReference: siReferenceOf(facts.carrierBookingReference),
    request: stored?.request ?? EMPTY_REQUEST,
    isLate: stored?.isLate ?? steps[0]?.event === 'SI_RECEIVED_LATE',
    steps,
  };
  const { si, document, summaryStatus } = viewSi(shell, facts, nowMs);
  return {
    item: {
      ...base,
      shippingInstructionsReference: si.shippingInstructionsReference,
      summaryStatus,
      shippingInstructionsStatus: si.shippingInstructionsStatus,
      ...(document ? { transportDocumentStatus: document.transportDocumentStatus } : {}),
      isLate: si.isLate,
    },
    dueMs: facts.dueMs,
  };
}

/** A placeholder request for status-only views of seeded SIs (the list never shows their content). */
const EMPTY_REQUEST: ShippingInstructionsRequest = {
  transportDocumentTypeCode: 'BOL',
  isShippedOnBoardType: true,
  isElectronic: false,
  isToOrder: false,
  freightPaymentTermCode: 'PRE',
  partyContactDetails: [{ name: 'n/a', email: 'n/a@example.com' }],
  documentParties: { shipper: { partyName: 'n/a' } },
  isCargoDeliveredInICS2Zone: false,
  consignmentItems: [],
  utilizedTransportEquipments: [],
};

function rowsOf(userId: string, nowMs: number): ListRow[] {
  return entriesOf(userId, nowMs).map((entry) => rowOf(userId, entry, nowMs));
}

/** Not sent yet and due within `hours` from `nowMs` (DCO still ahead). */
function dueWithin(row: ListRow, hours: number, nowMs: number): boolean {
  return row.item.summaryStatus === 'NOT_SUBMITTED' && row.dueMs > nowMs && row.dueMs <= nowMs + hours * HOUR_MS;
}

/** Not sent and the DCO has passed. */
function isOverdue(row: ListRow, nowMs: number): boolean {
  return row.item.summaryStatus === 'NOT_SUBMITTED' && row.dueMs <= nowMs;
}

/**
 * One page of the user's SI rows at `nowMs` (GET v1/shipping-instructions; query validated by siListQuerySchema):
 * one row per confirmed booking; filters status, POL, POD, due within N hours / overdue (SIs not sent), `q` in the
 * booking or B/L number, a list of booking numbers; sorted by due time or booking number, ties by booking number.
 */
export function listSis(userId: string, query: SiListQuery, nowMs: number): SiListResponse {
  const q = query.q?.trim().toUpperCase();
  const only = query.carrierBookingReferences
    ? new Set(query.carrierBookingReferences.split(',').map((reference) => reference.trim()))
    : undefined;
  // The overview asks for its page's bookings only: skip working out the state of the user's thousands of others.
  const entries = entriesOf(userId, nowMs).filter((entry) => !only || only.has(entry.facts.carrierBookingReference));
  const rows = entries
    .map((entry) => rowOf(userId, entry, nowMs))
    .filter(
      (row) =>
        (!query.summaryStatus || row.item.summaryStatus === query.summaryStatus) &&
        (!query.polCode || row.item.portOfLoading === query.polCode) &&
        (!query.podCode || row.item.portOfDischarge === query.podCode) &&
        (query.dueWithinHours === undefined || dueWithin(row, query.dueWithinHours, nowMs)) &&
        (!query.overdue || isOverdue(row, nowMs)) &&
        (!q || row.item.carrierBookingReference.includes(q) || row.item.transportDocumentReference.includes(q)) &&
        (!only || only.has(row.item.carrierBookingReference)),
    );
  const descending = query.sort.startsWith('-');
  const byDue = query.sort.endsWith('dueDateTime');
  rows.sort((a, b) => {
    const refA = a.item.carrierBookingReference;
    const refB = b.item.carrierBookingReference;
    const byReference = refA < refB ? -1 : refA > refB ? 1 : 0;
    const primary = byDue ? a.dueMs - b.dueMs : byReference;
    return (primary !== 0 ? primary : byReference) * (descending ? -1 : 1);
  });
  const start = (query.page - 1) * query.pageSize;
  return { items: rows.slice(start, start + query.pageSize).map((row) => row.item), total: rows.length };
}

/** The SI summary's dashboard of the user at `nowMs`. */
export function siDashboardOf(userId: string, nowMs: number): SiDashboard {
  const counts = Object.fromEntries(SI_SUMMARY_STATUSES.map((status) => [status, 0])) as Record<
    SiSummaryStatus,
    number
  >;
  let dueWithin24h = 0;
  let dueWithin48h = 0;
  let overdue = 0;
  for (const row of rowsOf(userId, nowMs)) {
    counts[row.item.summaryStatus] += 1;
    if (dueWithin(row, 24, nowMs)) dueWithin24h += 1;
    if (dueWithin(row, 48, nowMs)) dueWithin48h += 1;
    if (isOverdue(row, nowMs)) overdue += 1;
  }
  return { counts, dueWithin24h, dueWithin48h, overdue };
}

/**
 * The SIs of the user whose draft B/L came out in the window (epoch ms, both ends included) with that instant: for
 * DRAFT_BL_READY notifications (mocks/notifications). Only SIs the user sent or acted on (seeded drafts are old news).
 */
export function draftsIssuedOf(
  userId: string,
  fromMs: number,
  toMs: number,
  nowMs: number,
): { carrierBookingReference: string; transportDocumentReference: string; atMs: number }[] {
  const drafts: { carrierBookingReference: string; transportDocumentReference: string; atMs: number }[] = [];
  for (const stored of storedSis.list(userId)) {
    const entry = entryByReference(userId, stored.carrierBookingReference, nowMs);
    if (!entry) continue;
    for (const step of stepsAt(stored, entry.facts, nowMs)) {
      if (step.event === 'DRAFT_ISSUED' && step.atMs >= fromMs && step.atMs <= toMs) {
        drafts.push({
          carrierBookingReference: stored.carrierBookingReference,
          transportDocumentReference: blNumberOf(stored.carrierBookingReference),
          atMs: step.atMs,
        });
      }
    }
  }
  return drafts;
}

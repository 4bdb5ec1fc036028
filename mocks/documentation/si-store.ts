import type { ArrivalNotice } from '@/domain/documentation/arrival-notice-contract';
import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';

import { defineUserDocument } from '../db';
import { blNumberOf } from '../tracking/identifiers';
import { arrivalNoticeOf } from './arrival-notice';
import type { BookingFacts } from './si-derive';
import { entryByReference, storedOrSeeded, storedSis } from './si-entries';
import {
  amendSi,
  approveDraft,
  isSiRefusal,
  receiveSi,
  requestCorrection,
  siReferenceOf,
  type SiRefusal,
  type SiView,
  stepsAt,
  type StoredSi,
  surrender,
  viewSi,
} from './si-lifecycle';

/*
 * The SIs of each user in the mock database (docs/areas/documentation.md). Every confirmed booking of the user has a
 * row (./si-entries.ts); seeded (generated) bookings come with an SI in a state derived from the booking, so each demo
 * user has SIs in every state without anything stored; what a user sends or does is stored per booking number
 * (./si-lifecycle.ts steps) and overrides the derived state. Nothing runs on a timer: reads replay the steps due.
 */

/** Idempotency-Key -> booking number of the SI a submit created, per user. */
const idempotencyKeys = defineUserDocument<Record<string, string>>('si-idempotency', () => ({}));

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

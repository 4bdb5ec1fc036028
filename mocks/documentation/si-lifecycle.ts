import {
  type ShippingInstructions,
  type ShippingInstructionsRequest,
  type SiHistoryEvent,
  siSummaryStatusOf,
} from '@/domain/documentation/si-contract';
import { type SiSummaryStatus, type TransportDocumentStatus } from '@/domain/documentation/si-list-contract';
import { type TransportDocument } from '@/domain/documentation/transport-document-contract';

import { type BookingFacts } from './si-derive';
import { transportDocumentOf } from './transport-document';

/*
 * The life of one SI and its transport document in the mock carrier (docs/areas/documentation.md),
 * as a list of steps with their instants. Nothing runs on a timer: every read replays the steps due at that instant.
 *
 *   SI_RECEIVED (SI_RECEIVED_LATE after the DCO)  -> RECEIVED, no document yet
 *   DRAFT_ISSUED (the carrier, DRAFT_DELAY_MS later) -> document DRAFT (an open amendment is UPDATE_CONFIRMED)
 *   CORRECTION_REQUESTED / UPDATE_RECEIVED (the customer) -> updatedShippingInstructionsStatus UPDATE_RECEIVED and
 *                                                  a new DRAFT_ISSUED DRAFT_DELAY_MS later
 *   DRAFT_APPROVED (the customer)                 -> document APPROVED
 *   BL_ISSUED (derived: approved and the vessel has departed) -> ISSUED, SI COMPLETED, issue date = departure date
 *   BL_SURRENDERED (the customer, ISSUED BOL only) -> SURRENDERED_FOR_DELIVERY (telex release)
 */

/** How long (ms) the carrier's documentation desk takes to send a draft after an SI, correction or amendment. */
export const DRAFT_DELAY_MS = 2 * 60_000;

/** One step of an SI's life at an instant (epoch ms); `comment` is the customer's, for a correction. */
export interface SiStep {
  event: SiHistoryEvent;
  atMs: number;
  comment?: string;
}

/** An SI as the mock stores it. */
export interface StoredSi {
  carrierBookingReference: string;
  shippingInstructionsReference: string;
  /** The SI as last sent (the amendment replaces it). */
  request: ShippingInstructionsRequest;
  /** Received after the DCO: accepted but flagged. */
  isLate: boolean;
  steps: SiStep[];
}

/** The SI reference of a booking's SI (one SI per booking). */
export function siReferenceOf(bookingNumber: string): string {
  return `SI${bookingNumber}`;
}

/** The state of an SI at an instant. */
export interface SiView {
  si: ShippingInstructions;
  /** The transport document once the first draft is out. */
  document?: TransportDocument;
  summaryStatus: SiSummaryStatus;
}

/** The steps of `stored` due at `nowMs`, plus BL_ISSUED when the approved B/L's vessel has departed by then. */
export function stepsAt(stored: StoredSi, facts: BookingFacts, nowMs: number): SiStep[] {
  const due = stored.steps.filter((step) => step.atMs <= nowMs).sort((a, b) => a.atMs - b.atMs);
  let approvedAt: number | undefined;
  let issued = false;
  for (const step of due) {
    if (step.event === 'DRAFT_APPROVED') approvedAt = step.atMs;
    if (step.event === 'DRAFT_ISSUED' || step.event === 'CORRECTION_REQUESTED' || step.event === 'UPDATE_RECEIVED') {
      approvedAt = undefined;
    }
    if (step.event === 'BL_ISSUED') issued = true;
  }
  if (!issued && approvedAt !== undefined) {
    const issueMs = Math.max(approvedAt + 1, facts.departureMs);
    if (issueMs <= nowMs) {
      const surrender = due.findIndex((step) => step.event === 'BL_SURRENDERED');
      const issuedStep: SiStep = { event: 'BL_ISSUED', atMs: issueMs };
      if (surrender >= 0) due.splice(surrender, 0, issuedStep);
      else due.push(issuedStep);
    }
  }
  return due;
}

/** What the steps make of the SI and its document at `nowMs`. */
export function viewSi(stored: StoredSi, facts: BookingFacts, nowMs: number): SiView {
  const steps = stepsAt(stored, facts, nowMs);
  let documentStatus: TransportDocumentStatus | undefined;
  let update: ShippingInstructions['updatedShippingInstructionsStatus'];
  let issueDate: string | undefined;
  for (const step of steps) {
    switch (step.event) {
      case 'DRAFT_ISSUED':
        documentStatus = 'DRAFT';
        if (update === 'UPDATE_RECEIVED') update = 'UPDATE_CONFIRMED';
        break;
      case 'CORRECTION_REQUESTED':
      case 'UPDATE_RECEIVED':
        update = 'UPDATE_RECEIVED';
        break;
      case 'DRAFT_APPROVED':
        documentStatus = 'APPROVED';
        break;
      case 'BL_ISSUED':
        documentStatus = 'ISSUED';
        issueDate = facts.departureDate;
        break;
      case 'BL_SURRENDERED':
        documentStatus = 'SURRENDERED_FOR_DELIVERY';
        break;
      default:
        break;
    }
  }
  const si: ShippingInstructions = {
    ...stored.request,
    shippingInstructionsReference: stored.shippingInstructionsReference,
    carrierBookingReference: stored.carrierBookingReference,
    shippingInstructionsStatus: issueDate !== undefined ? 'COMPLETED' : 'RECEIVED',
    ...(update ? { updatedShippingInstructionsStatus: update } : {}),
    dueDateTime: facts.dueDateTime,
    isLate: stored.isLate,
    history: steps.map((step) => ({
      dateTime: new Date(step.atMs).toISOString(),
      event: step.event,
      ...(step.comment ? { comment: step.comment } : {}),
    })),
  };
  const document =
    documentStatus === undefined
      ? undefined
      : transportDocumentOf(stored.request, stored.shippingInstructionsReference, facts, {
          status: documentStatus,
          ...(issueDate ? { issueDate } : {}),
        });
  if (document) si.transportDocumentReference = document.transportDocumentReference;
  return { si, ...(document ? { document } : {}), summaryStatus: siSummaryStatusOf(si, documentStatus) };
}

/** Why a step is refused: 409 with the carrier's code. */
export interface SiRefusal {
  status: 409;
  code: string;
  message: string;
}

/** A new SI received at `nowMs` (late after the DCO); the draft follows after {@link DRAFT_DELAY_MS}. */
export function receiveSi(request: ShippingInstructionsRequest, facts: BookingFacts, nowMs: number): StoredSi {
  const isLate = nowMs > facts.dueMs;
  return {
    carrierBookingReference: facts.carrierBookingReference,
    shippingInstructionsReference: siReferenceOf(facts.carrierBookingReference),
    request,
    isLate,
    steps: [
      { event: isLate ? 'SI_RECEIVED_LATE' : 'SI_RECEIVED', atMs: nowMs },
      { event: 'DRAFT_ISSUED', atMs: nowMs + DRAFT_DELAY_MS },
    ],
  };
}

/** Steps still to come are dropped when the customer acts (a new draft is scheduled from this instant). */
function pastSteps(stored: StoredSi, nowMs: number): SiStep[] {
  return stored.steps.filter((step) => step.atMs <= nowMs);
}

/** An amendment (DCSA UpdateShippingInstructions) at `nowMs`: refused once the B/L is issued. */
export function amendSi(
  stored: StoredSi,
  request: ShippingInstructionsRequest,
  facts: BookingFacts,
  nowMs: number,
): StoredSi | SiRefusal {
  const { document } = viewSi(stored, facts, nowMs);
  if (document && document.transportDocumentStatus !== 'DRAFT' && document.transportDocumentStatus !== 'APPROVED') {
    return {
      status: 409,
      code: 'TRANSPORT_DOCUMENT_ISSUED',
      message: 'The B/L is issued: surrender it for amendment first.',
    };
  }
  return {
    ...stored,
    request,
    steps: [
      ...pastSteps(stored, nowMs),
      { event: 'UPDATE_RECEIVED', atMs: nowMs },
      { event: 'DRAFT_ISSUED', atMs: nowMs + DRAFT_DELAY_MS },
    ],
  };
}

function refuseUnless(view: SiView, wanted: TransportDocumentStatus, action: string): SiRefusal | undefined {
  const status = view.document?.transportDocumentStatus;
  if (status === wanted && view.si.updatedShippingInstructionsStatus !== 'UPDATE_RECEIVED') return undefined;
  return {
    status: 409,
    code: 'TRANSPORT_DOCUMENT_STATUS_CONFLICT',
    message: `The B/L is ${status ?? 'not drafted yet'}${view.si.updatedShippingInstructionsStatus === 'UPDATE_RECEIVED' ? ' (a correction is pending)' : ''}: it cannot be ${action}.`,
  };
}

/** The customer approves the DRAFT at `nowMs`. */
export function approveDraft(stored: StoredSi, facts: BookingFacts, nowMs: number): StoredSi | SiRefusal {
  const refusal = refuseUnless(viewSi(stored, facts, nowMs), 'DRAFT', 'approved');
  if (refusal) return refusal;
  return { ...stored, steps: [...pastSteps(stored, nowMs), { event: 'DRAFT_APPROVED', atMs: nowMs }] };
}

/** The customer asks for a correction of the DRAFT at `nowMs`; a new draft follows after {@link DRAFT_DELAY_MS}. */
export function requestCorrection(
  stored: StoredSi,
  comment: string,
  facts: BookingFacts,
  nowMs: number,
): StoredSi | SiRefusal {
  const refusal = refuseUnless(viewSi(stored, facts, nowMs), 'DRAFT', 'corrected');
  if (refusal) return refusal;
  return {
    ...stored,
    steps: [
      ...pastSteps(stored, nowMs),
      { event: 'CORRECTION_REQUESTED', atMs: nowMs, comment },
      { event: 'DRAFT_ISSUED', atMs: nowMs + DRAFT_DELAY_MS },
    ],
  };
}

/** The customer surrenders the originals of an ISSUED B/L at `nowMs` (telex release); a sea waybill has none. */
export function surrender(stored: StoredSi, facts: BookingFacts, nowMs: number): StoredSi | SiRefusal {
  if (stored.request.transportDocumentTypeCode === 'SWB') {
    return { status: 409, code: 'SEA_WAYBILL', message: 'A sea waybill has no originals to surrender.' };
  }
  const view = viewSi(stored, facts, nowMs);
  const refusal = refuseUnless(view, 'ISSUED', 'surrendered');
  if (refusal) return refusal;
  // The derived BL_ISSUED step becomes a stored one, so the history keeps it before the surrender.
  const issued = stepsAt(stored, facts, nowMs).find((step) => step.event === 'BL_ISSUED');
  const past = pastSteps(stored, nowMs).filter((step) => step.event !== 'BL_ISSUED');
  return {
    ...stored,
    steps: [...past, ...(issued ? [issued] : []), { event: 'BL_SURRENDERED', atMs: nowMs }],
  };
}

/** Whether `value` is a refusal. */
export function isSiRefusal(value: StoredSi | SiRefusal): value is SiRefusal {
  return 'status' in value;
}

import { z } from '@/config/zod';
import { consignmentItemSchema, utilizedTransportEquipmentSchema } from '@/domain/documentation/si-cargo-contract';
import {
  FREIGHT_PAYMENT_TERM_CODES,
  TRANSPORT_DOCUMENT_TYPE_CODES,
  UPDATED_SHIPPING_INSTRUCTIONS_STATUSES,
} from '@/domain/documentation/si-codes-contract';
import { requiredText } from '@/domain/documentation/si-field-contract';
import {
  SHIPPING_INSTRUCTIONS_PATH,
  SHIPPING_INSTRUCTIONS_STATUSES,
  type SiSummaryStatus,
  type TransportDocumentStatus,
} from '@/domain/documentation/si-list-contract';
import { documentPartiesSchema, partyContactDetailSchema } from '@/domain/documentation/si-party-contract';
import { siBusinessIssues } from '@/domain/documentation/si-rules-contract';

/*
 * The shipping instructions (SI) and transport document (B/L) contract (DCSA eBL 3.0.4,
 * shared/reference/dcsa/EBL_v3.0.4.yaml). Every field DCSA defines keeps DCSA's name, type, enum and pattern; fields
 * DCSA does not define (isLate, dueDateTime, history) are ours and marked so. The same schemas type the client,
 * validate the SI form and validate requests in the mock carrier backend (mocks/documentation; docs/areas/documentation.md).
 * The list and dashboard calls, and the status code lists, are si-list-contract.ts. Its parts: si-codes-contract.ts
 * (code lists), si-field-contract.ts (text, weights), si-party-contract.ts (parties), si-cargo-contract.ts
 * (consignment items, containers) and transport-document-contract.ts (the B/L); this file holds the SI itself.
 *
 * Calls (paths relative to the main API base, DCSA style):
 *   POST  v1/shipping-instructions                       CreateShippingInstructions, header Idempotency-Key
 *                                                        -> 202 {shippingInstructionsReference}; a retried submit
 *                                                        with the same key answers the first SI, never a second one;
 *                                                        409 when the booking is not CONFIRMED or already has an SI
 *   PUT   v1/shipping-instructions/{reference}           amend (UpdateShippingInstructions = Create...) -> 202
 *                                                        {shippingInstructionsReference}; sets updatedShippingInstructionsStatus
 *                                                        UPDATE_RECEIVED until the new draft is out
 *   GET   v1/shipping-instructions/{reference}           one SI (SI reference or booking number) -> ShippingInstructions
 *   GET   v1/shipping-instructions (list), v1/shipping-instructions-dashboard: si-list-contract.ts
 *   GET   v1/transport-documents/{transportDocumentReference}   the draft or issued B/L -> TransportDocument
 *   PATCH v1/transport-documents/{transportDocumentReference}   ApproveTransportDocument {transportDocumentStatus: APPROVED}
 *   POST  v1/transport-documents/{transportDocumentReference}/correction-requests  {comment} -> 202 (ours)
 *   POST  v1/transport-documents/{transportDocumentReference}/surrender-requests   telex release -> 202 (ours)
 *
 * Errors: 400 with DCSA's error body and per-field errors (the business checks below), 404 unknown reference, 409
 * wrong state.
 */

/** Path of one SI; `reference` is the shippingInstructionsReference or the carrierBookingReference. */
export const shippingInstructionsPath = (reference: string) =>
  `${SHIPPING_INSTRUCTIONS_PATH}/${encodeURIComponent(reference)}`;
/** Path of the transport document collection. */
export const TRANSPORT_DOCUMENTS_PATH = 'v1/transport-documents';
/** Path of one transport document (its reference is the B/L number, ONEY + booking number). */
export const transportDocumentPath = (reference: string) =>
  `${TRANSPORT_DOCUMENTS_PATH}/${encodeURIComponent(reference)}`;
/** Path to request a correction of a draft (ours: DCSA does it by an SI update). */
export const correctionRequestPath = (reference: string) => `${transportDocumentPath(reference)}/correction-requests`;
/** Path to surrender the originals of an issued B/L (ours: telex release). */
export const surrenderRequestPath = (reference: string) => `${transportDocumentPath(reference)}/surrender-requests`;
export { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';

// ---------------------------------------------------------------------------------------------------------------------
// The SI (DCSA eBL 3.0.4 *Shipper variants of CreateShippingInstructions)

/** DCSA AdvanceManifestFiling (EU ICS2 and other filings). */
export const advanceManifestFilingSchema = z.object({
  manifestTypeCode: requiredText(50),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  advanceManifestFilingsHouseBLPerformedBy: z.enum(['SHIPPER', 'CARRIER']).optional(),
  selfFilerCode: z.string().max(100).optional(),
});

/** DCSA HouseBillOfLading (forwarders), only the fields the portal asks for. */
export const houseBillOfLadingSchema = z.object({
  houseBillOfLadingReference: requiredText(100),
  isToOrder: z.boolean(),
  documentParties: documentPartiesSchema,
  consignmentItems: z.array(consignmentItemSchema.omit({ carrierBookingReference: true })).min(1),
});

const shippingInstructionsBase = z.object({
  transportDocumentTypeCode: z.enum(TRANSPORT_DOCUMENT_TYPE_CODES),
  isShippedOnBoardType: z.boolean(),
  isElectronic: z.boolean(),
  isToOrder: z.boolean(),
  freightPaymentTermCode: z.enum(FREIGHT_PAYMENT_TERM_CODES),
  numberOfOriginalsWithCharges: z.number().int().min(0).optional(),
  numberOfOriginalsWithoutCharges: z.number().int().min(0).optional(),
  numberOfCopiesWithCharges: z.number().int().min(0).optional(),
  numberOfCopiesWithoutCharges: z.number().int().min(0).optional(),
  partyContactDetails: z.array(partyContactDetailSchema).min(1),
  documentParties: documentPartiesSchema,
  isCargoDeliveredInICS2Zone: z.boolean(),
  consignmentItems: z.array(consignmentItemSchema).min(1),
  utilizedTransportEquipments: z.array(utilizedTransportEquipmentSchema).min(1),
  advanceManifestFilings: z.array(advanceManifestFilingSchema).optional(),
  isHouseBillOfLadingsIssued: z.boolean().optional(),
  houseBillOfLadings: z.array(houseBillOfLadingSchema).optional(),
});

/**
 * DCSA CreateShippingInstructions (= UpdateShippingInstructions) with the business checks the carrier enforces:
 * consignee unless to order; every cargo item's container is among utilizedTransportEquipments; per container, the
 * cargo weight adds up within WEIGHT_TOLERANCE (si-rules-contract.ts); ICS2 filings when the cargo goes to the EU. Issues carry
 * DCSA-style paths (consignmentItems.0.cargoItems.1.equipmentReference).
 */
export const shippingInstructionsRequestSchema = shippingInstructionsBase.superRefine((si, context) => {
  if (!si.isToOrder && si.documentParties.consignee === undefined) {
    context.addIssue({ code: 'custom', path: ['documentParties', 'consignee'], message: 'consignee required' });
  }
  if (si.isCargoDeliveredInICS2Zone && (si.advanceManifestFilings ?? []).length === 0) {
    context.addIssue({ code: 'custom', path: ['advanceManifestFilings'], message: 'ICS2 filing required' });
  }
  for (const issue of siBusinessIssues(si)) context.addIssue({ code: 'custom', ...issue });
});
export type ShippingInstructionsRequest = z.infer<typeof shippingInstructionsBase>;

/**
 * DCSA UpdateShippingInstructions (PUT body of an amendment): the whole SI again plus its shippingInstructionsReference,
 * with the same business checks as {@link shippingInstructionsRequestSchema}.
 */
export const updateShippingInstructionsRequestSchema = shippingInstructionsRequestSchema.and(
  z.object({ shippingInstructionsReference: z.string().min(1).max(100) }),
);
export type UpdateShippingInstructionsRequest = ShippingInstructionsRequest & { shippingInstructionsReference: string };

// ---------------------------------------------------------------------------------------------------------------------
// Answers

/** DCSA CreateShippingInstructionsResponse (also the answer of an amendment). */
export const createShippingInstructionsResponseSchema = z.object({ shippingInstructionsReference: z.string().min(1) });
export type CreateShippingInstructionsResponse = z.infer<typeof createShippingInstructionsResponseSchema>;

/**
 * DCSA ShippingInstructions as the portal reads it: the request plus references and statuses; `dueDateTime` (the
 * booking's DCO, ISO 8601 with offset) and `isLate` (submitted after it; accepted but flagged) are ours.
 */
export const shippingInstructionsSchema = shippingInstructionsBase.extend({
  shippingInstructionsReference: z.string().min(1),
  /** Ours: the booking the SI belongs to (DCSA has it per consignment item). */
  carrierBookingReference: z.string().min(1),
  /** Ours: what happened to the SI and its document, oldest first. */
  history: z.array(z.lazy(() => siHistoryEntrySchema)),
  transportDocumentReference: z.string().min(1).optional(),
  shippingInstructionsStatus: z.enum(SHIPPING_INSTRUCTIONS_STATUSES),
  updatedShippingInstructionsStatus: z.enum(UPDATED_SHIPPING_INSTRUCTIONS_STATUSES).optional(),
  dueDateTime: z.iso.datetime({ offset: true }),
  isLate: z.boolean(),
});
export type ShippingInstructions = z.infer<typeof shippingInstructionsSchema>;

/** What can happen to an SI and its transport document (ours; the SI details' history). */
export const SI_HISTORY_EVENTS = [
  'SI_RECEIVED',
  'SI_RECEIVED_LATE',
  'DRAFT_ISSUED',
  'CORRECTION_REQUESTED',
  'UPDATE_RECEIVED',
  'DRAFT_APPROVED',
  'BL_ISSUED',
  'BL_SURRENDERED',
] as const;
export type SiHistoryEvent = (typeof SI_HISTORY_EVENTS)[number];

/** One history entry (ours): when (ISO 8601 with offset, UTC from the mock), what, and the customer's comment if any. */
export const siHistoryEntrySchema = z.object({
  dateTime: z.iso.datetime({ offset: true }),
  event: z.enum(SI_HISTORY_EVENTS),
  comment: z.string().optional(),
});
export type SiHistoryEntry = z.infer<typeof siHistoryEntrySchema>;

/**
 * The summary status of an SI from DCSA's statuses (ours): no SI -> NOT_SUBMITTED; a pending amendment ->
 * CORRECTION_PENDING; no document yet -> SUBMITTED; DRAFT -> DRAFT_TO_REVIEW; APPROVED; ISSUED; SURRENDERED_* ->
 * SURRENDERED.
 */
export function siSummaryStatusOf(
  si: Pick<ShippingInstructions, 'updatedShippingInstructionsStatus'> | undefined,
  documentStatus: TransportDocumentStatus | undefined,
): SiSummaryStatus {
  if (si === undefined) return 'NOT_SUBMITTED';
  if (si.updatedShippingInstructionsStatus === 'UPDATE_RECEIVED') return 'CORRECTION_PENDING';
  if (documentStatus === undefined) return 'SUBMITTED';
  if (documentStatus === 'DRAFT') return 'DRAFT_TO_REVIEW';
  if (documentStatus === 'APPROVED') return 'APPROVED';
  if (documentStatus.startsWith('SURRENDERED')) return 'SURRENDERED';
  return 'ISSUED';
}

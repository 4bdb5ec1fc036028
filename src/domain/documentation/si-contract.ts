import { z } from '@/config/zod';
import { isValidContainerNumber } from '@/domain/container/container-number';
import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import { HS_CODE_PATTERN } from '@/domain/customs/ics2-rules-contract';
import {
  SHIPPING_INSTRUCTIONS_PATH,
  SHIPPING_INSTRUCTIONS_STATUSES,
  type SiSummaryStatus,
  TRANSPORT_DOCUMENT_STATUSES,
  type TransportDocumentStatus,
} from '@/domain/documentation/si-list-contract';
import { siBusinessIssues } from '@/domain/documentation/si-rules-contract';

/*
 * The shipping instructions (SI) and transport document (B/L) contract (DCSA eBL 3.0.4,
 * shared/reference/dcsa/EBL_v3.0.4.yaml). Every field DCSA defines keeps DCSA's name, type, enum and pattern; fields
 * DCSA does not define (isLate, dueDateTime, history) are ours and marked so. The same schemas type the client,
 * validate the SI form and validate requests in the mock carrier backend (mocks/documentation; docs/areas/documentation.md).
 * The list and dashboard calls, and the status code lists, are si-list-contract.ts.
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
// Code lists (DCSA eBL 3.0.4)

/** DCSA `updatedShippingInstructionsStatus`: the latest amendment of an SI. */
export const UPDATED_SHIPPING_INSTRUCTIONS_STATUSES = [
  'UPDATE_RECEIVED',
  'UPDATE_CONFIRMED',
  'UPDATE_CANCELLED',
  'UPDATE_DECLINED',
] as const;
export type UpdatedShippingInstructionsStatus = (typeof UPDATED_SHIPPING_INSTRUCTIONS_STATUSES)[number];

/** DCSA transportDocumentTypeCode: bill of lading, sea waybill. */
export const TRANSPORT_DOCUMENT_TYPE_CODES = ['BOL', 'SWB'] as const;
/** DCSA freightPaymentTermCode: prepaid, collect. */
export const FREIGHT_PAYMENT_TERM_CODES = ['PRE', 'COL'] as const;
/** DCSA Seal.source: carrier, shipper, veterinary, customs. */
export const SEAL_SOURCES = ['CAR', 'SHI', 'VET', 'CUS'] as const;

/**
 * UN/ECE Recommendation 21 package codes the portal offers (a subset of annex VI, the ones ocean cargo uses most),
 * code -> English name (the form shows the translated name; the code goes on the wire as `packageCode`).
 */
export const PACKAGE_CODES: Readonly<Record<string, string>> = {
  BA: 'Barrel',
  BE: 'Bundle',
  BG: 'Bag',
  BX: 'Box',
  CA: 'Can, rectangular',
  CR: 'Crate',
  CS: 'Case',
  CT: 'Carton',
  CY: 'Cylinder',
  DR: 'Drum',
  JR: 'Jar',
  PK: 'Package',
  PL: 'Pail',
  PX: 'Pallet',
  RL: 'Reel',
  RO: 'Roll',
  SA: 'Sack',
  TN: 'Tin',
};

/** Whether `code` is one of the Rec. 21 {@link PACKAGE_CODES} the portal accepts. */
export function isPackageCode(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(PACKAGE_CODES, code);
}

// ---------------------------------------------------------------------------------------------------------------------
// Schemas (DCSA eBL 3.0.4 *Shipper variants of CreateShippingInstructions)

const text = (max: number) => z.string().trim().min(1).max(max);

/** DCSA CargoGrossWeight / TareWeight: value with unit KGM or LBR. */
export const weightSchema = z.object({ value: z.number().positive(), unit: z.enum(['KGM', 'LBR']) });
export type Weight = z.infer<typeof weightSchema>;
/** DCSA CargoGrossVolume: value with unit MTQ (m³) or FTQ (ft³). */
export const volumeSchema = z.object({ value: z.number().positive(), unit: z.enum(['MTQ', 'FTQ']) });

/** DCSA Address (street, city and 2-letter ISO country code required). */
export const addressSchema = z.object({
  street: text(100),
  streetNumber: z.string().max(50).optional(),
  postCode: z.string().max(50).optional(),
  city: text(35),
  stateRegion: z.string().max(65).optional(),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
});

/** DCSA PartyContactDetail: a name with a phone or an e-mail. */
export const partyContactDetailSchema = z
  .object({ name: text(35), phone: z.string().max(30).optional(), email: z.email().max(100).optional() })
  .refine((contact) => contact.phone !== undefined || contact.email !== undefined, {
    message: 'phone or email required',
  });

/** A document party (DCSA ShipperShipper / ConsigneeShipper / EndorseeShipper / NotifyPartyShipper). */
export const documentPartySchema = z.object({
  partyName: text(70),
  address: addressSchema.optional(),
  partyContactDetails: z.array(partyContactDetailSchema).optional(),
});

/**
 * DCSA DocumentPartiesShippingInstructions: shipper required; a consignee unless the B/L is to order, where the
 * endorsee (optional until endorsement) takes its place (checked in {@link shippingInstructionsRequestSchema}).
 */
export const documentPartiesSchema = z.object({
  shipper: documentPartySchema,
  consignee: documentPartySchema.optional(),
  endorsee: documentPartySchema.optional(),
  notifyParties: z.array(documentPartySchema).max(3).optional(),
});

/** DCSA OuterPackagingShipper; packageCode restricted to the portal's Rec. 21 list. */
export const outerPackagingSchema = z.object({
  packageCode: z.string().refine(isPackageCode, { message: 'unknown package code' }).optional(),
  numberOfPackages: z.number().int().min(1).max(99999999),
  description: text(100),
});

/** DCSA CargoItemShipper: what one container holds of one consignment item. */
export const cargoItemSchema = z.object({
  equipmentReference: z.string().refine(isValidContainerNumber, { message: 'invalid container number' }),
  cargoGrossWeight: weightSchema,
  cargoGrossVolume: volumeSchema.optional(),
  outerPackaging: outerPackagingSchema,
});

/** HS code: 6 to 10 digits, the one rule of the SI and ICS2 (domain/customs HS_CODE_PATTERN, DCSA HSCodes). */
export const hsCodeSchema = z.string().regex(HS_CODE_PATTERN, { message: 'HS code has 6 to 10 digits' });

/** DCSA ConsignmentItemShipper. */
export const consignmentItemSchema = z.object({
  carrierBookingReference: text(35),
  descriptionOfGoods: z.array(text(35)).min(1).max(150),
  HSCodes: z.array(hsCodeSchema).min(1).max(100),
  shippingMarks: z.array(text(35)).max(50).optional(),
  cargoItems: z.array(cargoItemSchema).min(1),
});

/** DCSA Seal. */
export const sealSchema = z.object({ number: text(15), source: z.enum(SEAL_SOURCES).optional() });

/**
 * DCSA UtilizedTransportEquipmentShipper (the `equipment` variant, DCSA RequiredEquipment): a container with its ISO
 * size-type, tare weight (required by DCSA in this variant) and seals (at least one: the carrier checks them).
 */
export const utilizedTransportEquipmentSchema = z.object({
  equipment: z.object({
    equipmentReference: z.string().refine(isValidContainerNumber, { message: 'invalid container number' }),
    ISOEquipmentCode: z.enum(CONTAINER_SIZE_TYPE_CODES),
    tareWeight: weightSchema,
  }),
  isShipperOwned: z.boolean(),
  cargoGrossWeight: weightSchema.optional(),
  seals: z.array(sealSchema).min(1, { message: 'seal required' }),
  shippingMarks: z.array(text(35)).max(50).optional(),
});

/** DCSA AdvanceManifestFiling (EU ICS2 and other filings). */
export const advanceManifestFilingSchema = z.object({
  manifestTypeCode: text(50),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  advanceManifestFilingsHouseBLPerformedBy: z.enum(['SHIPPER', 'CARRIER']).optional(),
  selfFilerCode: z.string().max(100).optional(),
});

/** DCSA HouseBillOfLading (forwarders), only the fields the portal asks for. */
export const houseBillOfLadingSchema = z.object({
  houseBillOfLadingReference: text(100),
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

const unLocationCode = z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/);
/** DCSA PortOfLoading / PortOfDischarge / PlaceOfReceipt / PlaceOfDelivery, as the portal fills them. */
export const transportLocationSchema = z.object({
  locationName: z.string().max(100).optional(),
  UNLocationCode: unLocationCode.optional(),
});
/** DCSA IdentifyingCode (e.g. the consignee's EORI or the carrier's SMDG code). */
export const identifyingCodeSchema = z.object({
  codeListProvider: z.string().min(1).max(100),
  partyCode: z.string().min(1).max(150),
  codeListName: z.string().max(100).optional(),
});
/** A document party of a transport document (DCSA Shipper / Consignee / NotifyParty / IssuingParty subset). */
export const transportDocumentPartySchema = documentPartySchema.extend({
  identifyingCodes: z.array(identifyingCodeSchema).optional(),
});

/**
 * DCSA TransportDocument (eBL 3.0.4): the draft or issued B/L or sea waybill with the fields a B/L shows. Dates are
 * ISO dates (yyyy-MM-dd, the local date at the place); `transportDocumentReference` is the B/L number ('ONEY' + booking
 * number).
 */
export const transportDocumentSchema = z.object({
  transportDocumentReference: z.string().min(1).max(20),
  shippingInstructionsReference: z.string().min(1).max(100),
  transportDocumentStatus: z.enum(TRANSPORT_DOCUMENT_STATUSES),
  transportDocumentTypeCode: z.enum(TRANSPORT_DOCUMENT_TYPE_CODES),
  isShippedOnBoardType: z.boolean(),
  freightPaymentTermCode: z.enum(FREIGHT_PAYMENT_TERM_CODES).optional(),
  isElectronic: z.boolean(),
  isToOrder: z.boolean(),
  numberOfCopiesWithCharges: z.number().int().min(0).optional(),
  numberOfCopiesWithoutCharges: z.number().int().min(0).optional(),
  numberOfOriginalsWithCharges: z.number().int().min(0).optional(),
  numberOfOriginalsWithoutCharges: z.number().int().min(0).optional(),
  displayedNameForPlaceOfReceipt: z.array(z.string().max(35)).max(5).optional(),
  displayedNameForPortOfLoad: z.array(z.string().max(35)).max(5).optional(),
  displayedNameForPortOfDischarge: z.array(z.string().max(35)).max(5).optional(),
  displayedNameForPlaceOfDelivery: z.array(z.string().max(35)).max(5).optional(),
  shippedOnBoardDate: z.iso.date().optional(),
  issueDate: z.iso.date().optional(),
  placeOfIssue: z.object({ locationName: z.string().max(100).optional(), UNLocationCode: unLocationCode }).optional(),
  termsAndConditions: z.string().min(1).max(50000),
  receiptTypeAtOrigin: z.enum(['CY', 'SD', 'CFS']),
  deliveryTypeAtDestination: z.enum(['CY', 'SD', 'CFS']),
  cargoMovementTypeAtOrigin: z.string().max(3),
  cargoMovementTypeAtDestination: z.string().max(3),
  carrierCode: z.string().max(4),
  carrierCodeListProvider: z.enum(['SMDG', 'NMFTA']),
  invoicePayableAt: z.object({ UNLocationCode: unLocationCode.optional() }),
  partyContactDetails: z.array(partyContactDetailSchema).min(1),
  documentParties: z.object({
    shipper: transportDocumentPartySchema,
    consignee: transportDocumentPartySchema.optional(),
    endorsee: transportDocumentPartySchema.optional(),
    issuingParty: transportDocumentPartySchema,
    notifyParties: z.array(transportDocumentPartySchema).optional(),
  }),
  consignmentItems: z.array(consignmentItemSchema).min(1),
  utilizedTransportEquipments: z.array(utilizedTransportEquipmentSchema).min(1),
  transports: z.object({
    plannedDepartureDate: z.iso.date(),
    plannedArrivalDate: z.iso.date(),
    placeOfReceipt: transportLocationSchema.optional(),
    portOfLoading: transportLocationSchema,
    portOfDischarge: transportLocationSchema,
    placeOfDelivery: transportLocationSchema.optional(),
    vesselVoyages: z
      .array(z.object({ vesselName: z.string().min(1).max(50), carrierExportVoyageNumber: z.string().min(1).max(50) }))
      .min(1),
  }),
  isHouseBillOfLadingsIssued: z.boolean().optional(),
  houseBillOfLadings: z.array(houseBillOfLadingSchema).optional(),
});
export type TransportDocument = z.infer<typeof transportDocumentSchema>;

/** DCSA ApproveTransportDocument (PATCH body). */
export const approveTransportDocumentSchema = z.object({ transportDocumentStatus: z.literal('APPROVED') });
/** Correction request body (ours): what the customer wants changed on the draft, 1-5000 characters. */
export const correctionRequestSchema = z.object({ comment: text(5000) });
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

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

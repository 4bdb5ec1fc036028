import { z } from '@/config/zod';
import { consignmentItemSchema, utilizedTransportEquipmentSchema } from '@/domain/documentation/si-cargo-contract';
import { FREIGHT_PAYMENT_TERM_CODES, TRANSPORT_DOCUMENT_TYPE_CODES } from '@/domain/documentation/si-codes-contract';
import { houseBillOfLadingSchema } from '@/domain/documentation/si-contract';
import { requiredText } from '@/domain/documentation/si-field-contract';
import { TRANSPORT_DOCUMENT_STATUSES } from '@/domain/documentation/si-list-contract';
import { partyContactDetailSchema, transportDocumentPartySchema } from '@/domain/documentation/si-party-contract';

/*
 * The transport document (B/L or sea waybill) as the portal reads it, and the customer's steps on a draft (DCSA
 * eBL 3.0.4, shared/reference/dcsa/EBL_v3.0.4.yaml). Its calls (paths in si-contract.ts): GET and PATCH
 * v1/transport-documents/{reference}, POST .../correction-requests and .../surrender-requests.
 */

const unLocationCode = z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/);
/** DCSA PortOfLoading / PortOfDischarge / PlaceOfReceipt / PlaceOfDelivery, as the portal fills them. */
export const transportLocationSchema = z.object({
  locationName: z.string().max(100).optional(),
  UNLocationCode: unLocationCode.optional(),
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
export const correctionRequestSchema = z.object({ comment: requiredText(5000) });
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;

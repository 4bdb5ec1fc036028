import { z } from '@/config/zod-mini';

/*
 * The delivery order API contract (docs/areas/vgm-delivery-orders.md, "Delivery orders"). Names and shapes follow DCSA
 * DEO 1.0.0-Beta-1 (../shared/reference/dcsa/DEO_v1.0.0-Beta-1.yaml): the DO's `documentStatus` is one of DEO's
 * shipmentEventTypeCode values and its `events` are DEO `deliveryOrderShipmentEvent`s. DEO has no request call and no
 * list, so those are ours; `deliveryStatus` is our step of the five the portal shows, mapped onto DEO's codes by
 * {@link DEO_STATUS_OF}.
 *
 * Calls (paths relative to the main API base):
 *   GET  v1/delivery-orders/import-documents           -> 200 ImportDocumentListResponse (the company's import B/Ls)
 *   GET  v1/delivery-orders                            -> 200 DeliveryOrderListResponse (the company's, newest first)
 *   POST v1/delivery-orders  DeliveryOrderRequest + Idempotency-Key -> 201 DeliveryOrder (the same key: 200, the same)
 *   GET  v1/delivery-order/{deliveryOrderReference}    -> 200 DeliveryOrder (DEO's own path); 404 DELIVERY_ORDER_NOT_FOUND
 *   POST v1/delivery-order/{deliveryOrderReference}/cancellation -> 200 DeliveryOrder; 409 DELIVERY_ORDER_NOT_CANCELLABLE
 *
 * Errors: 400 INVALID_REQUEST with field errors (messages are the codes of {@link DELIVERY_ORDER_ISSUES}), 401, 404
 * TRANSPORT_DOCUMENT_NOT_FOUND, 409 with the codes of {@link RELEASE_BLOCKS} (the B/L cannot be released yet) or
 * DELIVERY_ORDER_EXISTS. Instants ISO 8601 UTC; the pickup window in the release terminal's local time with its offset.
 */

/** Path of the DO list and of a new DO. */
export const DELIVERY_ORDERS_PATH = 'v1/delivery-orders';
/** Path of the company's import B/Ls. */
export const IMPORT_DOCUMENTS_PATH = `${DELIVERY_ORDERS_PATH}/import-documents`;
/** Path of one DO (DEO `/v1/delivery-order/{deliveryOrderReference}`). */
export const deliveryOrderPath = (reference: string) => `v1/delivery-order/${encodeURIComponent(reference)}`;
/** Path of the cancellation of one DO. */
export const deliveryOrderCancellationPath = (reference: string) => `${deliveryOrderPath(reference)}/cancellation`;

/** DEO shipmentEventTypeCode: RECE received, PENC pending confirmation, CONF confirmed, REJE rejected, CANC cancelled. */
export const DEO_STATUS_CODES = ['RECE', 'PENC', 'CONF', 'REJE', 'CANC'] as const;
/** One of {@link DEO_STATUS_CODES}. */
export type DeoStatusCode = (typeof DEO_STATUS_CODES)[number];

/** The portal's steps of a DO: requested, issued by the carrier, released to the terminal, collected, or cancelled. */
export const DELIVERY_STATUSES = ['REQUESTED', 'ISSUED', 'RELEASED', 'COLLECTED', 'CANCELLED'] as const;
/** One of {@link DELIVERY_STATUSES}. */
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * Our step -> DEO's status code: requested = RECE (received), issued = PENC (the carrier issued it, the terminal has not
 * confirmed it), released = CONF (the terminal confirmed the release), collected = CONF as well (DEO ends at the
 * release; the gate-out of the full container is a track-and-trace equipment event, so `collectedDateTime` tells it),
 * cancelled = CANC. REJE (the terminal refused) is not used by the mock carrier.
 */
export const DEO_STATUS_OF: Readonly<Record<DeliveryStatus, DeoStatusCode>> = {
  REQUESTED: 'RECE',
  ISSUED: 'PENC',
  RELEASED: 'CONF',
  COLLECTED: 'CONF',
  CANCELLED: 'CANC',
};

/** Why a B/L's cargo cannot be released yet: originals not surrendered, or collect charges not paid. */
export const RELEASE_BLOCKS = ['BL_NOT_SURRENDERED', 'COLLECT_CHARGES_OPEN'] as const;
/** One of {@link RELEASE_BLOCKS}. */
export type ReleaseBlock = (typeof RELEASE_BLOCKS)[number];

/** Issue codes of the request; the form shows `delivery-orders:form.error.<code>` at the field. */
export const DELIVERY_ORDER_ISSUES = {
  required: 'required',
  tooLong: 'too-long',
  email: 'email',
  phone: 'phone',
  date: 'date',
  dateRange: 'date-range',
  time: 'time',
  timeOrder: 'time-order',
} as const;

/** Longest party and contact name (DCSA partyName: 70 characters). */
export const DELIVERY_ORDER_NAME_MAX = 70;

/** A place with its terminal (DCSA Location with a facility, as in the arrival notice's pickupLocation). */
export const releaseLocationSchema = z.object({
  locationName: z.string(),
  UNLocationCode: z.string(),
  facilityName: z.string(),
  facilityCode: z.string(),
  /** IANA time zone of the terminal: the pickup window is in its local time. */
  timeZone: z.string(),
});
/** See {@link releaseLocationSchema}. */
export type ReleaseLocation = z.infer<typeof releaseLocationSchema>;

/** A container of the B/L (DCSA utilizedTransportEquipment, the equipment part). */
export const equipmentSchema = z.object({ equipmentReference: z.string(), ISOEquipmentCode: z.string() });
/** See {@link equipmentSchema}. */
export type DeliveryEquipment = z.infer<typeof equipmentSchema>;

/** The trucking company or agent who collects the cargo, with its contact (DCSA partyContactDetails: name, phone, email). */
export const releasePartySchema = z.object({
  partyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.optional(z.string()),
});
/** See {@link releasePartySchema}. */
export type ReleaseParty = z.infer<typeof releasePartySchema>;

/** The pickup window: local date-times at the release terminal with its offset ('2026-11-22T09:00:00+09:00'). */
export const pickupWindowSchema = z.object({ startDateTime: z.string(), endDateTime: z.string() });
/** See {@link pickupWindowSchema}. */
export type PickupWindow = z.infer<typeof pickupWindowSchema>;

/** A DEO deliveryOrderShipmentEvent: metadata (EVENT_DOMAIN) and payload (baseEvent + the DEO fields). */
export const deliveryOrderEventSchema = z.object({
  metadata: z.object({ eventID: z.string(), eventCreatedDateTime: z.string(), eventType: z.literal('SHIPMENT') }),
  payload: z.object({
    eventClassifierCode: z.literal('ACT'),
    eventDateTime: z.string(),
    shipmentEventTypeCode: z.enum(DEO_STATUS_CODES),
    documentTypeCode: z.literal('DEO'),
    documentReference: z.string(),
    relatedDocumentReferences: z.array(z.object({ type: z.enum(['CBR', 'BKG', 'SHI', 'TRD']), value: z.string() })),
    reason: z.optional(z.string()),
  }),
});
/** See {@link deliveryOrderEventSchema}. */
export type DeliveryOrderEvent = z.infer<typeof deliveryOrderEventSchema>;

/** The request: the B/L, who collects, and when. */
export const deliveryOrderRequestSchema = z.object({
  transportDocumentReference: z.string(),
  releaseParty: releasePartySchema,
  pickupWindow: pickupWindowSchema,
});
/** See {@link deliveryOrderRequestSchema}. */
export type DeliveryOrderRequest = z.infer<typeof deliveryOrderRequestSchema>;

/** A DO as the list shows it. */
export const deliveryOrderSummarySchema = z.object({
  deliveryOrderReference: z.string(),
  transportDocumentReference: z.string(),
  documentStatus: z.enum(DEO_STATUS_CODES),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  equipmentReferences: z.array(z.string()),
  requestedDateTime: z.string(),
  updatedDateTime: z.string(),
});
/** See {@link deliveryOrderSummarySchema}. */
export type DeliveryOrderSummary = z.infer<typeof deliveryOrderSummarySchema>;

/** One DO with who collects, where, when and its DEO events (oldest first). */
export const deliveryOrderSchema = z.object({
  ...deliveryOrderSummarySchema.shape,
  releaseParty: releasePartySchema,
  pickupWindow: pickupWindowSchema,
  releaseLocation: releaseLocationSchema,
  utilizedTransportEquipments: z.array(z.object({ equipment: equipmentSchema })),
  vesselName: z.string(),
  carrierImportVoyageNumber: z.string(),
  consigneeName: z.string(),
  /** Issued (PENC) and later: when the carrier issued it. */
  issueDateTime: z.optional(z.string()),
  /** Collected: the full containers' gate-out at the terminal. */
  collectedDateTime: z.optional(z.string()),
  events: z.array(deliveryOrderEventSchema),
});
/** See {@link deliveryOrderSchema}. */
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

/** The company's DOs. */
export const deliveryOrderListResponseSchema = z.object({ deliveryOrders: z.array(deliveryOrderSummarySchema) });
/** See {@link deliveryOrderListResponseSchema}. */
export type DeliveryOrderListResponse = z.infer<typeof deliveryOrderListResponseSchema>;

/** A collect invoice of an import B/L with its e-finance status (domain/invoice: OPEN, PARTLY_PAID, OVERDUE, PAID...). */
export const collectInvoiceSchema = z.object({ invoiceNumber: z.string(), status: z.string() });

/**
 * An import B/L of which the user's company is consignee or notify party: what releasing it depends on (DCSA
 * transportDocumentTypeCode BOL/SWB, transportDocumentStatus ISSUED or SURRENDERED_FOR_DELIVERY, isElectronic),
 * the collect invoices, its arrival and terminal, and its latest DO.
 */
export const importDocumentSchema = z.object({
  transportDocumentReference: z.string(),
  transportDocumentTypeCode: z.enum(['BOL', 'SWB']),
  transportDocumentStatus: z.string(),
  isElectronic: z.boolean(),
  /** How the user's company appears on the B/L. */
  partyFunction: z.enum(['CN', 'N1']),
  shipperName: z.string(),
  vesselName: z.string(),
  carrierImportVoyageNumber: z.string(),
  portOfLoading: z.object({ locationName: z.string(), UNLocationCode: z.string() }),
  releaseLocation: releaseLocationSchema,
  /** Local date of arrival at the POD, 'yyyy-MM-dd'. */
  arrivalDate: z.string(),
  /** Whether the carrier's arrival notice is out (the arrival notice page shows it). */
  hasArrivalNotice: z.boolean(),
  collectInvoices: z.array(collectInvoiceSchema),
  utilizedTransportEquipments: z.array(z.object({ equipment: equipmentSchema })),
  latestDeliveryOrder: z.optional(deliveryOrderSummarySchema),
});
/** See {@link importDocumentSchema}. */
export type ImportDocument = z.infer<typeof importDocumentSchema>;

/** The company's import B/Ls, newest arrival first. */
export const importDocumentListResponseSchema = z.object({ importDocuments: z.array(importDocumentSchema) });
/** See {@link importDocumentListResponseSchema}. */
export type ImportDocumentListResponse = z.infer<typeof importDocumentListResponseSchema>;

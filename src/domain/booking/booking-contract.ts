import { z } from '@/config/zod';
import { requestedEquipmentSchema } from '@/domain/booking/booking-cargo-contract';
import {
  BOOKING_CHANNELS,
  CANCEL_REASON_MAX_LENGTH,
  CARGO_MOVEMENT_TYPES,
  FREIGHT_PAYMENT_TERMS,
  RECEIPT_DELIVERY_TYPES,
  REMARKS_MAX_LENGTH,
  SUPPORTING_DOCUMENT_MAX_BYTES,
  SUPPORTING_DOCUMENTS_MAX,
} from '@/domain/booking/booking-codes-contract';
import { bookingDateSchema, trimmedText } from '@/domain/booking/booking-field-contract';
import { documentPartiesSchema, shipmentLocationSchema } from '@/domain/booking/booking-party-contract';

/*
 * The booking API contract (DCSA Booking 2.0.5, shared/reference/dcsa/BKG_v2.0.5.yaml, names and shapes
 * wherever our spec is silent). The same schemas type the client, validate the booking forms and validate requests in
 * the mock carrier backend (mocks/booking). Every field DCSA defines keeps DCSA's name, type, enum, pattern and length;
 * a test validates requests and answers against the DCSA schema (tests/mocks/booking). Fields DCSA does not define
 * (statusHistory, outOfGauge, supportingDocuments, the list's summaries) are ours and marked so.
 *
 * Here, not in features/booking, because booking, shipments, documentation, prices and tracking all read bookings.
 * Its parts: booking-field-contract.ts (free text, dates), booking-cargo-contract.ts (equipment, commodities, dangerous
 * goods), booking-party-contract.ts (document parties, shipment locations), booking-codes-contract.ts (code lists and
 * limits) and booking-answer-contract.ts (the booking as the carrier answers it); this file holds the calls' bodies.
 *
 * Calls (paths relative to the main API base, DCSA style; docs/areas/booking.md):
 *   POST   v1/bookings                      CreateBooking, header Idempotency-Key -> 202 {carrierBookingRequestReference}
 *   GET    v1/bookings?status&polCode&...    the user's bookings, filtered, sorted, paged -> BookingListResponse
 *   GET    v1/bookings/{bookingReference}   one booking (request reference or booking number) -> Booking
 *   PUT    v1/bookings/{bookingReference}   amend (UpdateBooking = CreateBooking) -> 202 {carrierBookingRequestReference}
 *   PATCH  v1/bookings/{bookingReference}   cancel with a reason (CancelBookingRequest) -> 202 {...}
 *   POST   v1/booking-documents             upload a supporting document (multipart 'file', 'documentTypeCode')
 *
 * Date-times on the wire are ISO 8601 with the UTC offset of the place they belong to ('2026-12-01T17:00:00+09:00' at
 * Busan): DCSA's `date-time` format, and the local time a user reads. Dates are 'yyyy-MM-dd'.
 */

/** Path of the booking collection (POST create, GET list). */
export const BOOKINGS_PATH = 'v1/bookings';
/** Path of one booking; `bookingReference` is the carrierBookingRequestReference or the carrierBookingReference. */
export const bookingPath = (bookingReference: string) => `${BOOKINGS_PATH}/${encodeURIComponent(bookingReference)}`;
/** Path of the supporting-document upload (ours; DCSA has none). */
export const BOOKING_DOCUMENTS_PATH = 'v1/booking-documents';
/** Header that makes a create or amend safe to retry: same key, same answer, nothing created twice (lib/). */
export { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';

// ---------------------------------------------------------------------------------------------------------------------
// Request parts of our own or DCSA's that only the request itself uses

/** DCSA ReferenceShipper: CR customer's reference, AEF customer load reference (and others). */
export const referenceSchema = z.object({ type: z.enum(['CR', 'AKG', 'AEF']), value: trimmedText(35) });

/** A supporting document already uploaded with POST v1/booking-documents (ours). */
export const supportingDocumentSchema = z.object({
  documentId: z.string().min(1),
  fileName: z.string().min(1).max(255),
  /** Size in bytes (shown Bytes..YB, docs/requirements.md §5). */
  sizeBytes: z.number().int().min(0).max(SUPPORTING_DOCUMENT_MAX_BYTES),
  /** A code of the master-data group 'danger cargo upload type' or the supporting document type (docs/requirements.md §3). */
  documentTypeCode: z.string().min(1).max(20),
});
export type SupportingDocument = z.infer<typeof supportingDocumentSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// POST v1/bookings and PUT v1/bookings/{bookingReference}

/**
 * DCSA CreateBooking (and UpdateBooking: the same fields). The sailing is given by vessel + carrierExportVoyageNumber
 * + carrierServiceCode (a sailing chosen from the schedule) or, with "no preference", by `expectedDepartureDate`.
 * shipmentLocations carry POL and POD and, for Door/inland terms, PRE and PDE.
 */
export const createBookingFields = z.object({
  receiptTypeAtOrigin: z.enum(RECEIPT_DELIVERY_TYPES),
  deliveryTypeAtDestination: z.enum(RECEIPT_DELIVERY_TYPES),
  cargoMovementTypeAtOrigin: z.enum(CARGO_MOVEMENT_TYPES),
  cargoMovementTypeAtDestination: z.enum(CARGO_MOVEMENT_TYPES),
  serviceContractReference: z.string().trim().max(30).optional(),
  contractQuotationReference: z.string().trim().max(35).optional(),
  freightPaymentTermCode: z.enum(FREIGHT_PAYMENT_TERMS),
  vessel: z
    .object({
      name: trimmedText(50),
      vesselIMONumber: z
        .string()
        .regex(/^\d{7,8}$/)
        .optional(),
    })
    .optional(),
  carrierServiceCode: z.string().max(11).optional(),
  carrierExportVoyageNumber: z.string().max(50).optional(),
  expectedDepartureDate: bookingDateSchema.optional(),
  /** The cargo-ready date (DCSA expectedDepartureFromPlaceOfReceiptDate). */
  expectedDepartureFromPlaceOfReceiptDate: bookingDateSchema.optional(),
  bookingChannelReference: z.enum(BOOKING_CHANNELS),
  isEquipmentSubstitutionAllowed: z.boolean(),
  isExportDeclarationRequired: z.boolean().optional(),
  exportDeclarationReference: z.string().trim().max(35).optional(),
  references: z.array(referenceSchema).max(10).optional(),
  documentParties: documentPartiesSchema,
  shipmentLocations: z.array(shipmentLocationSchema).min(2).max(4),
  requestedEquipments: z.array(requestedEquipmentSchema).min(1, 'at least one equipment line').max(20),
  /** Ours: free text to the carrier's booking desk. */
  remarks: z.string().max(REMARKS_MAX_LENGTH).optional(),
  /** Ours: documents uploaded before submit. */
  supportingDocuments: z.array(supportingDocumentSchema).max(SUPPORTING_DOCUMENTS_MAX).optional(),
});

/** The cross-field rules of a booking request (contract or quotation number, a sailing or a date, POL and POD). */
function checkCreateBooking(booking: z.infer<typeof createBookingFields>, ctx: z.RefinementCtx) {
  if (!booking.serviceContractReference && !booking.contractQuotationReference) {
    ctx.addIssue({
      code: 'custom',
      path: ['serviceContractReference'],
      message: 'a service contract or quotation number is required',
    });
  }
  const hasSailing = Boolean(booking.vessel && booking.carrierExportVoyageNumber);
  if (!hasSailing && !booking.expectedDepartureDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['expectedDepartureDate'],
      message: 'choose a sailing or give an expected departure date',
    });
  }
  for (const type of ['POL', 'POD'] as const) {
    if (!booking.shipmentLocations.some((location) => location.locationTypeCode === type)) {
      ctx.addIssue({ code: 'custom', path: ['shipmentLocations'], message: `${type} is required` });
    }
  }
}

export const createBookingSchema = createBookingFields.superRefine(checkCreateBooking);
export type CreateBooking = z.infer<typeof createBookingSchema>;
/** What the form holds before parsing (optional fields may be missing). */
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** DCSA CreateBookingResponse (202): the request reference, known at once. */
export const createBookingResponseSchema = z.object({ carrierBookingRequestReference: z.string().min(1).max(100) });
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/**
 * Answer of PUT (amend) and PATCH (cancel): 202 with the request reference. DCSA answers these with an empty body;
 * ours names the booking so a client can refetch it, and an empty body is accepted too (null).
 */
export const bookingAcceptedResponseSchema = createBookingResponseSchema.nullable();
export type BookingAcceptedResponse = z.infer<typeof bookingAcceptedResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// PATCH v1/bookings/{bookingReference}: cancel (DCSA CancelBookingRequest)

/**
 * Before confirmation: `{bookingStatus: 'CANCELLED'}`; a confirmed booking: `{bookingCancellationStatus:
 * 'CANCELLATION_RECEIVED'}` (the mock confirms the cancellation at once); an amendment in progress:
 * `{amendedBookingStatus: 'AMENDMENT_CANCELLED'}`. The portal always sends a reason.
 */
export const cancelBookingSchema = z.union([
  z.object({ bookingStatus: z.literal('CANCELLED'), reason: trimmedText(CANCEL_REASON_MAX_LENGTH) }),
  z.object({
    bookingCancellationStatus: z.literal('CANCELLATION_RECEIVED'),
    reason: trimmedText(CANCEL_REASON_MAX_LENGTH),
  }),
  z.object({ amendedBookingStatus: z.literal('AMENDMENT_CANCELLED'), reason: trimmedText(CANCEL_REASON_MAX_LENGTH) }),
]);
export type CancelBooking = z.infer<typeof cancelBookingSchema>;

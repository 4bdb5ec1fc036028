import { type Booking, bookingSchema } from '@/domain/booking/booking-answer-contract';
import {
  BOOKING_DOCUMENTS_PATH,
  type BookingAcceptedResponse,
  bookingAcceptedResponseSchema,
  bookingPath,
  BOOKINGS_PATH,
  type CancelBooking,
  type CreateBooking,
  type CreateBookingResponse,
  createBookingResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type SupportingDocument,
  supportingDocumentSchema,
} from '@/domain/booking/booking-contract';
import {
  type BookingListParamsInput,
  type BookingListResponse,
  bookingListResponseSchema,
} from '@/domain/booking/booking-list-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the booking API (booking-contract.ts lists the calls; docs/areas/booking.md). Every one rejects with ApiError
 * (a 400 carries `errors` with the invalid fields' JSONPaths: lib/api-field-errors maps them onto form fields) or with
 * a ZodError when the answer does not have the contract's shape.
 */

/**
 * POST v1/bookings: submits a booking request; 202 with its `carrierBookingRequestReference`. `idempotencyKey` (a
 * uuid the form keeps from the first press until the booking exists) makes a retry safe: the same key answers the same
 * reference and creates nothing new. 400 with field errors on an invalid request or a missing key.
 */
export async function createBooking(request: CreateBooking, idempotencyKey: string): Promise<CreateBookingResponse> {
  const { data } = await apiClient.post<unknown>(BOOKINGS_PATH, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return createBookingResponseSchema.parse(data);
}

/**
 * GET v1/bookings: one page of the user's bookings (filters, sort, page and pageSize as in bookingListParamsSchema;
 * `status` repeats: `status=RECEIVED&status=CONFIRMED`). Undefined and empty parameters are not sent.
 */
export async function getBookings(params: BookingListParamsInput, signal?: AbortSignal): Promise<BookingListResponse> {
  const { data } = await apiClient.get<unknown>(BOOKINGS_PATH, { params: toSearchParams(params), signal });
  return bookingListResponseSchema.parse(data);
}

/** GET v1/bookings/{bookingReference} (request reference or booking number): the Booking. 404 if unknown or not yours. */
export async function getBooking(bookingReference: string, signal?: AbortSignal): Promise<Booking> {
  const { data } = await apiClient.get<unknown>(bookingPath(bookingReference), { signal });
  return bookingSchema.parse(data);
}

/**
 * PUT v1/bookings/{bookingReference}: amends a booking (answers PENDING_UPDATE, or amends a confirmed one) with the
 * whole request; same Idempotency-Key rules as {@link createBooking}. 409 when the booking's status allows no
 * amendment, 404 if unknown.
 */
export async function amendBooking(
  bookingReference: string,
  request: CreateBooking,
  idempotencyKey: string,
): Promise<BookingAcceptedResponse> {
  const { data } = await apiClient.put<unknown>(bookingPath(bookingReference), request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return bookingAcceptedResponseSchema.parse(data ?? null);
}

/**
 * PATCH v1/bookings/{bookingReference}: cancels the booking request, a confirmed booking, or the pending amendment
 * (DCSA CancelBookingRequest, always with a reason). 409 when the status allows no cancellation, 404 if unknown.
 */
export async function cancelBooking(bookingReference: string, body: CancelBooking): Promise<BookingAcceptedResponse> {
  const { data } = await apiClient.patch<unknown>(bookingPath(bookingReference), body);
  return bookingAcceptedResponseSchema.parse(data ?? null);
}

/**
 * POST v1/booking-documents (multipart: 'file', 'documentTypeCode'): uploads one supporting document and resolves
 * with its descriptor to put in the request's `supportingDocuments`. 400 over 10 MB (SUPPORTING_DOCUMENT_MAX_BYTES) or
 * without a type.
 */
export async function uploadBookingDocument(file: File, documentTypeCode: string): Promise<SupportingDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('documentTypeCode', documentTypeCode);
  const { data } = await apiClient.post<unknown>(BOOKING_DOCUMENTS_PATH, form);
  return supportingDocumentSchema.parse(data);
}

// axios writes arrays as `status[]=...`; the contract repeats the name (`status=A&status=B`).
function toSearchParams(params: BookingListParamsInput): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, string | number | string[] | undefined][]) {
    if (value === undefined || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search;
}

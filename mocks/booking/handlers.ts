import { http, HttpResponse, type RequestHandler } from 'msw';

import { SUPPORTING_DOCUMENT_MAX_BYTES } from '@/domain/booking/booking-codes-contract';
import {
  BOOKING_DOCUMENTS_PATH,
  BOOKINGS_PATH,
  cancelBookingSchema,
  createBookingSchema,
  type SupportingDocument,
} from '@/domain/booking/booking-contract';
import { doorAddressIssues } from '@/domain/booking/booking-door-contract';
import { bookingListParamsSchema } from '@/domain/booking/booking-list-contract';

import { verifyAccessToken } from '../auth/auth-db';
import {
  apiUrl,
  badRequest,
  errorResponse,
  fieldErrorResponse,
  listQueryOf,
  requireIdempotencyKey,
  toJsonPath,
} from '../http';
import { markQuoteBooked } from '../prices/quote-store';
import { hashString } from '../schedule/data/random';
import { listBookings } from './booking-list';
import { amendBooking, cancelBooking, createBooking, createdWithKey, getBooking } from './booking-store';
import { checkBookingOnQuote, type QuoteRefusal } from './quote-check';

/*
 * The mock carrier's booking API (contract: src/domain/booking/booking-contract.ts; docs/areas/booking.md).
 *
 * POST  {API}/v1/bookings                     CreateBooking + Idempotency-Key -> 202 {carrierBookingRequestReference}
 * GET   {API}/v1/bookings?status&polCode&podCode&departureFrom&departureTo&q&sort&page&pageSize -> 200 BookingListResponse
 * GET   {API}/v1/bookings/{bookingReference}  -> 200 Booking (request reference or booking number)
 * PUT   {API}/v1/bookings/{bookingReference}  CreateBooking + Idempotency-Key -> 202 {carrierBookingRequestReference}
 * PATCH {API}/v1/bookings/{bookingReference}  CancelBookingRequest -> 202 {carrierBookingRequestReference}
 * POST  {API}/v1/booking-documents            multipart file + documentTypeCode -> 201 SupportingDocument
 *
 * 400 INVALID_REQUEST with `errors` (JSONPath per field) on a body or query the contract's schemas refuse, or without
 * an Idempotency-Key, or (POST) with Door terms whose place of receipt or delivery is missing; a booking on a quote (bookingChannelReference AOQ, ./quote-check.ts): 404 QUOTE_NOT_FOUND,
 * 409 QUOTE_EXPIRED or QUOTE_ALREADY_BOOKED, 422 QUOTE_MISMATCH with field errors, and on success the quote turns
 * BOOKED with the request reference (POST and PUT alike; the booking a quote is BOOKED by may amend within its terms); 401 UNAUTHORIZED without a valid bearer; 404 BOOKING_NOT_FOUND for a reference that is unknown or
 * another user's; 409 BOOKING_STATUS_CONFLICT for a step the booking's status does not allow (DCSA transitions).
 * The lifecycle runs on the mock database's timestamps (./data/lifecycle.ts): no timers.
 */

async function userOf(request: Request): Promise<string | null> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  return token ? verifyAccessToken(token) : null;
}

const notLoggedIn = () => errorResponse(401, 'UNAUTHORIZED', 'Log in to see and make bookings.');
const notFound = (reference: string) =>
  errorResponse(404, 'BOOKING_NOT_FOUND', `There is no booking ${reference} of yours.`);

async function jsonOf(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined);
}

function refusalResponse(refusal: QuoteRefusal) {
  return refusal.errors
    ? fieldErrorResponse(refusal.status, refusal.code, refusal.message, refusal.errors)
    : errorResponse(refusal.status, refusal.code, refusal.message);
}

/** 400 for Door terms without their place (domain/booking/booking-door-contract.ts). */
function doorAddressRefusal(issues: ReturnType<typeof doorAddressIssues>) {
  return fieldErrorResponse(
    400,
    'INVALID_REQUEST',
    issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    issues.map((issue) => ({ jsonPath: toJsonPath(issue.path), message: issue.message })),
  );
}

/**
 * A booking request or amendment as sent: the user, its Idempotency-Key and its body (createBookingSchema), or the
 * refusal: 401 without a valid login, 400 without the key or for a body the schema refuses.
 */
async function bookingWriteOf(request: Request) {
  const userId = await userOf(request);
  if (!userId) return notLoggedIn();
  const key = requireIdempotencyKey(request);
  if (key instanceof Response) return key;
  const parsed = createBookingSchema.safeParse(await jsonOf(request));
  if (!parsed.success) return badRequest(parsed.error);
  return { userId, key, parsed };
}

/** Handlers of the booking resource. */
export const bookingHandlers: RequestHandler[] = [
  http.post(apiUrl(BOOKINGS_PATH), async ({ request }) => {
    const write = await bookingWriteOf(request);
    if (write instanceof Response) return write;
    const { userId, key, parsed } = write;
    const doorIssues = doorAddressIssues(parsed.data);
    if (doorIssues.length > 0) return doorAddressRefusal(doorIssues);
    const nowMs = Date.now();
    // A retried request (same key) answers the first result: its quote is already BOOKED by that very booking.
    const refusal = createdWithKey(userId, key) ? null : checkBookingOnQuote(userId, parsed.data, nowMs);
    if (refusal) return refusalResponse(refusal);
    const accepted = createBooking(userId, parsed.data, key, nowMs);
    if (accepted.created && parsed.data.bookingChannelReference === 'AOQ' && parsed.data.contractQuotationReference) {
      markQuoteBooked(userId, parsed.data.contractQuotationReference.trim(), accepted.carrierBookingRequestReference);
    }
    return HttpResponse.json(
      { carrierBookingRequestReference: accepted.carrierBookingRequestReference },
      { status: 202 },
    );
  }),
  http.get(apiUrl(BOOKINGS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = bookingListParamsSchema.safeParse(listQueryOf(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    return HttpResponse.json(listBookings(userId, parsed.data, Date.now()));
  }),
  http.get(apiUrl(`${BOOKINGS_PATH}/:bookingReference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const reference = String(params.bookingReference);
    const booking = getBooking(userId, reference, Date.now());
    return booking ? HttpResponse.json(booking) : notFound(reference);
  }),
  http.put(apiUrl(`${BOOKINGS_PATH}/:bookingReference`), async ({ request, params }) => {
    const write = await bookingWriteOf(request);
    if (write instanceof Response) return write;
    const { userId, key, parsed } = write;
    const reference = String(params.bookingReference);
    const nowMs = Date.now();
    // An amendment on a quote keeps to the quote's terms too (a booking turned AOQ by it books the quote).
    const requestReference = getBooking(userId, reference, nowMs)?.carrierBookingRequestReference;
    const refusal = requestReference ? checkBookingOnQuote(userId, parsed.data, nowMs, requestReference) : null;
    if (refusal) return refusalResponse(refusal);
    const result = amendBooking(userId, reference, parsed.data, key, nowMs);
    if ('status' in result) {
      return result.status === 404 ? notFound(reference) : errorResponse(result.status, result.code, result.message);
    }
    if (result.created && parsed.data.bookingChannelReference === 'AOQ' && parsed.data.contractQuotationReference) {
      markQuoteBooked(userId, parsed.data.contractQuotationReference.trim(), result.carrierBookingRequestReference);
    }
    return HttpResponse.json(
      { carrierBookingRequestReference: result.carrierBookingRequestReference },
      { status: 202 },
    );
  }),
  http.patch(apiUrl(`${BOOKINGS_PATH}/:bookingReference`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const parsed = cancelBookingSchema.safeParse(await jsonOf(request));
    if (!parsed.success) return badRequest(parsed.error);
    const reference = String(params.bookingReference);
    const result = cancelBooking(userId, reference, parsed.data, Date.now());
    if ('status' in result) {
      return result.status === 404 ? notFound(reference) : errorResponse(result.status, result.code, result.message);
    }
    return HttpResponse.json(result, { status: 202 });
  }),
  http.post(apiUrl(BOOKING_DOCUMENTS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (!userId) return notLoggedIn();
    const form = await request.formData().catch(() => undefined);
    const file = form?.get('file');
    const documentTypeCode = form?.get('documentTypeCode');
    const errors = [
      ...(typeof file === 'object' && file !== null
        ? file.size > SUPPORTING_DOCUMENT_MAX_BYTES
          ? [{ jsonPath: '$.file', property: 'file', message: 'a document is at most 10 MB' }]
          : []
        : [{ jsonPath: '$.file', property: 'file', message: 'a file is required' }]),
      ...(typeof documentTypeCode === 'string' && documentTypeCode.length > 0 && documentTypeCode.length <= 20
        ? []
        : [
            {
              jsonPath: '$.documentTypeCode',
              property: 'documentTypeCode',
              message: 'a document type code is required',
            },
          ]),
    ];
    if (errors.length > 0 || typeof file !== 'object' || file === null || typeof documentTypeCode !== 'string') {
      return fieldErrorResponse(400, 'INVALID_REQUEST', errors.map((error) => error.message).join('; '), errors);
    }
    const document: SupportingDocument = {
      documentId: `DOC${String(hashString(`${userId}\n${file.name}\n${file.size}\n${Date.now()}`)).padStart(10, '0')}`,
      fileName: file.name.slice(0, 255) || 'document',
      sizeBytes: file.size,
      documentTypeCode,
    };
    return HttpResponse.json(document, { status: 201 });
  }),
];

import {
  ARRIVAL_NOTICES_PATH,
  type ArrivalNotice,
  getArrivalNoticesResponseSchema,
} from '@/domain/documentation/arrival-notice-contract';
import {
  correctionRequestPath,
  type CreateShippingInstructionsResponse,
  createShippingInstructionsResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  type ShippingInstructions,
  shippingInstructionsPath,
  type ShippingInstructionsRequest,
  shippingInstructionsSchema,
  surrenderRequestPath,
  transportDocumentPath,
} from '@/domain/documentation/si-contract';
import { SHIPPING_INSTRUCTIONS_PATH } from '@/domain/documentation/si-list-contract';
import {
  type CorrectionRequest,
  type TransportDocument,
  transportDocumentSchema,
} from '@/domain/documentation/transport-document-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the SI and transport document API (si-contract.ts lists the calls and errors; docs/areas/documentation.md).
 * Every one rejects with ApiError (a 400 carries `errors` with DCSA-style JSONPaths: lib/api-field-errors maps them onto
 * form fields; 404 unknown reference; 409 wrong state) or a ZodError on an answer of another shape.
 */

/**
 * GET v1/shipping-instructions/{reference}: one SI by its reference or its booking number; 404 when the booking has
 * no SI (or is not the user's).
 */
export async function getShippingInstructions(reference: string, signal?: AbortSignal): Promise<ShippingInstructions> {
  const { data } = await apiClient.get<unknown>(shippingInstructionsPath(reference), { signal });
  return shippingInstructionsSchema.parse(data);
}

/**
 * POST v1/shipping-instructions: submits the SI of a confirmed booking; 202 with its reference. `idempotencyKey` (a
 * uuid the form keeps from the first press until the SI exists) makes a retry safe: the same key answers the same SI
 * and creates no second one. 400 with field errors; 409 when the booking is not confirmed or already has an SI.
 */
export async function submitShippingInstructions(
  request: ShippingInstructionsRequest,
  idempotencyKey: string,
): Promise<CreateShippingInstructionsResponse> {
  const { data } = await apiClient.post<unknown>(SHIPPING_INSTRUCTIONS_PATH, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return createShippingInstructionsResponseSchema.parse(data);
}

/**
 * PUT v1/shipping-instructions/{reference}: amends a submitted SI with the whole SI again (DCSA
 * UpdateShippingInstructions); 202. The SI is UPDATE_RECEIVED until the carrier's new draft is out. 409 once the B/L
 * is issued.
 */
export async function amendShippingInstructions(
  reference: string,
  request: ShippingInstructionsRequest,
  idempotencyKey: string,
): Promise<CreateShippingInstructionsResponse> {
  const { data } = await apiClient.put<unknown>(
    shippingInstructionsPath(reference),
    { ...request, shippingInstructionsReference: reference },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
  return createShippingInstructionsResponseSchema.parse(data);
}

/** GET v1/transport-documents/{reference}: the draft or issued B/L (reference = B/L number); 404 before the draft. */
export async function getTransportDocument(reference: string, signal?: AbortSignal): Promise<TransportDocument> {
  const { data } = await apiClient.get<unknown>(transportDocumentPath(reference), { signal });
  return transportDocumentSchema.parse(data);
}

/** PATCH v1/transport-documents/{reference} {transportDocumentStatus: APPROVED}: approves a DRAFT; 409 otherwise. */
export async function approveTransportDocument(reference: string): Promise<void> {
  await apiClient.patch(transportDocumentPath(reference), { transportDocumentStatus: 'APPROVED' });
}

/** POST v1/transport-documents/{reference}/correction-requests {comment}: asks for a new draft; 409 unless DRAFT. */
export async function requestTransportDocumentCorrection(reference: string, body: CorrectionRequest): Promise<void> {
  await apiClient.post(correctionRequestPath(reference), body);
}

/** POST v1/transport-documents/{reference}/surrender-requests: surrenders an ISSUED B/L (telex release); 409 for SWB. */
export async function surrenderTransportDocument(reference: string): Promise<void> {
  await apiClient.post(surrenderRequestPath(reference), {});
}

/**
 * GET v1/arrival-notices?transportDocumentReferences={blNumber}: the arrival notices of one B/L (DCSA AN 1.0.1,
 * arrival-notice-contract.ts), newest issue first; an empty list while none is issued or when the B/L is not the
 * user's (DCSA: no 404).
 */
export async function getArrivalNotices(blNumber: string, signal?: AbortSignal): Promise<ArrivalNotice[]> {
  const { data } = await apiClient.get<unknown>(ARRIVAL_NOTICES_PATH, {
    params: { transportDocumentReferences: blNumber },
    signal,
  });
  return getArrivalNoticesResponseSchema
    .parse(data)
    .arrivalNotices.sort((a, b) => Date.parse(b.issueDateTime) - Date.parse(a.issueDateTime));
}

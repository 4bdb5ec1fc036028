import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { bookingQueries } from '@/domain/booking/booking-queries';
import {
  amendShippingInstructions,
  approveTransportDocument,
  getArrivalNotices,
  getShippingInstructions,
  getTransportDocument,
  requestTransportDocumentCorrection,
  submitShippingInstructions,
  surrenderTransportDocument,
} from '@/domain/documentation/si-api';
import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';
import { siListQueries } from '@/domain/documentation/si-list-queries';

/**
 * Query factory of the documentation area (TkDodo's hierarchy): all -> user(userId) -> lists / dashboard / SIs /
 * documents. The upper levels, the list and the dashboard are {@link siListQueries} (the SI summary loads only them);
 * this adds the SI, its transport document and its arrival notices under the same `user(userId)`. Mutations
 * invalidate everything under `user(userId)` (list, dashboard, the SI and its document move together), and the user's
 * bookings (the shipments overview shows the SI status).
 */
export const siQueries = {
  ...siListQueries,
  /** One SI by SI reference or booking number (404 when the booking has none yet: the caller offers to submit). */
  shippingInstructions: (userId: string, reference: string) =>
    queryOptions({
      queryKey: [...siQueries.user(userId), 'si', reference] as const,
      queryFn: ({ signal }) => getShippingInstructions(reference, signal),
      meta: { errorHandling: 'custom' },
    }),
  /** One transport document by B/L number (404 before the first draft). */
  transportDocument: (userId: string, reference: string) =>
    queryOptions({
      queryKey: [...siQueries.user(userId), 'transport-document', reference] as const,
      queryFn: ({ signal }) => getTransportDocument(reference, signal),
      meta: { errorHandling: 'custom' },
    }),
  /** The arrival notices of B/L `blNumber`, newest first (empty until the carrier issues one). */
  arrivalNotices: (userId: string, blNumber: string) =>
    queryOptions({
      queryKey: [...siQueries.user(userId), 'arrival-notices', blNumber] as const,
      queryFn: ({ signal }) => getArrivalNotices(blNumber, signal),
      meta: { errorHandling: 'custom' },
    }),
};

function useInvalidateDocumentation(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: siQueries.user(userId) }),
      queryClient.invalidateQueries({ queryKey: bookingQueries.user(userId) }),
    ]);
}

/** Variables of {@link useSubmitShippingInstructions}: the request and the form's Idempotency-Key (kept in its draft). */
export interface SubmitShippingInstructionsVariables {
  request: ShippingInstructionsRequest;
  idempotencyKey: string;
}

/**
 * Submits the SI of a confirmed booking as `userId` (a retry with the same key creates no second SI). The caller shows
 * failures at its submit button (`errorHandling: 'custom'`; field errors: lib/api-field-errors).
 */
export function useSubmitShippingInstructions(userId: string) {
  const invalidate = useInvalidateDocumentation(userId);
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: SubmitShippingInstructionsVariables) =>
      submitShippingInstructions(request, idempotencyKey),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Variables of {@link useAmendShippingInstructions}. */
export interface AmendShippingInstructionsVariables extends SubmitShippingInstructionsVariables {
  /** The SI's reference (shippingInstructionsReference). */
  reference: string;
}

/** Amends a submitted SI (the whole SI again); the SI is UPDATE_RECEIVED until the new draft. */
export function useAmendShippingInstructions(userId: string) {
  const invalidate = useInvalidateDocumentation(userId);
  return useMutation({
    mutationFn: ({ reference, request, idempotencyKey }: AmendShippingInstructionsVariables) =>
      amendShippingInstructions(reference, request, idempotencyKey),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Approves a draft B/L (variable: its B/L number). */
export function useApproveTransportDocument(userId: string) {
  const invalidate = useInvalidateDocumentation(userId);
  return useMutation({
    mutationFn: (reference: string) => approveTransportDocument(reference),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Requests a correction of a draft B/L with the customer's comment. */
export function useRequestCorrection(userId: string) {
  const invalidate = useInvalidateDocumentation(userId);
  return useMutation({
    mutationFn: ({ reference, comment }: { reference: string; comment: string }) =>
      requestTransportDocumentCorrection(reference, { comment }),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Surrenders the originals of an issued B/L (telex release; variable: its B/L number). */
export function useSurrenderTransportDocument(userId: string) {
  const invalidate = useInvalidateDocumentation(userId);
  return useMutation({
    mutationFn: (reference: string) => surrenderTransportDocument(reference),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

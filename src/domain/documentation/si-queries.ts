import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { bookingQueries } from '@/domain/booking/booking-queries';
import {
  amendShippingInstructions,
  approveTransportDocument,
  getArrivalNotices,
  getShippingInstructions,
  getSiDashboard,
  getSiList,
  getTransportDocument,
  requestTransportDocumentCorrection,
  submitShippingInstructions,
  surrenderTransportDocument,
} from '@/domain/documentation/si-api';
import type { ShippingInstructionsRequest, SiListQueryInput } from '@/domain/documentation/si-contract';
import { userScope } from '@/lib/user-scope';

/**
 * Query factory of the documentation area (TkDodo's hierarchy): all -> user(userId) -> lists / dashboard / SIs /
 * documents. Every key but `all()` carries `userScope(userId)` (lib/user-scope.ts): one user's SIs are never shown to
 * another and are dropped on logout. Mutations invalidate everything under `user(userId)` (list, dashboard, the SI and
 * its document move together), and the user's bookings (the shipments overview shows the SI status).
 */
export const siQueries = {
  all: () => ['documentation'] as const,
  user: (userId: string) => [...siQueries.all(), userScope(userId)] as const,
  lists: (userId: string) => [...siQueries.user(userId), 'list'] as const,
  /** One page of the SI list (si-contract siListQuerySchema). */
  list: (userId: string, query: SiListQueryInput) =>
    queryOptions({
      queryKey: [...siQueries.lists(userId), query] as const,
      queryFn: ({ signal }) => getSiList(query, signal),
      meta: { errorHandling: 'custom' },
    }),
  /** The SI summary's dashboard counts. */
  dashboard: (userId: string) =>
    queryOptions({
      queryKey: [...siQueries.user(userId), 'dashboard'] as const,
      queryFn: ({ signal }) => getSiDashboard(signal),
      meta: { errorHandling: 'custom' },
    }),
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

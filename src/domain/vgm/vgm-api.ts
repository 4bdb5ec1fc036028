import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';
import { userScope } from '@/lib/user-scope';

import {
  type GetVgmDeclarationsResponse,
  getVgmDeclarationsResponseSchema,
  type PostVgmDeclarationsRequest,
  type PostVgmDeclarationsResponse,
  postVgmDeclarationsResponseSchema,
  VGM_API_VERSION,
  VGM_DECLARATIONS_PATH,
  type VgmBooking,
  vgmBookingPath,
  vgmBookingSchema,
} from './vgm-contract';

/*
 * Fetchers and queries of the VGM API (vgm-contract.ts lists the calls). Each fetcher rejects with ApiError, or with a
 * ZodError when the answer does not have the contract's shape.
 */

/** What a VGM search looks for: one DCSA filter (booking number, B/L number or container number). */
export type VgmSearch =
  { carrierBookingReference: string } | { transportDocumentReference: string } | { equipmentReference: string };

/** POST v1/vgm-declarations: declares (or amends) the VGMs; `idempotencyKey` makes a retry store nothing twice. */
export async function submitVgmDeclarations(
  request: PostVgmDeclarationsRequest,
  idempotencyKey: string,
): Promise<PostVgmDeclarationsResponse> {
  const { data } = await apiClient.post<unknown>(VGM_DECLARATIONS_PATH, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, 'API-Version': VGM_API_VERSION },
  });
  return postVgmDeclarationsResponseSchema.parse(data);
}

/** GET v1/vgm/bookings/{ref}: the booking's cut-off, SI containers and declarations. 404 / 409 when not VGM-able. */
export async function getVgmBooking(carrierBookingReference: string, signal?: AbortSignal): Promise<VgmBooking> {
  const { data } = await apiClient.get<unknown>(vgmBookingPath(carrierBookingReference), { signal });
  return vgmBookingSchema.parse(data);
}

/** GET v1/vgm-declarations?{filter}: the company's current declarations matching the filter. */
export async function searchVgmDeclarations(
  search: VgmSearch,
  signal?: AbortSignal,
): Promise<GetVgmDeclarationsResponse> {
  const { data } = await apiClient.get<unknown>(VGM_DECLARATIONS_PATH, {
    params: search,
    signal,
    headers: { 'API-Version': VGM_API_VERSION },
  });
  return getVgmDeclarationsResponseSchema.parse(data);
}

/** Query factory of VGM: all -> user(userId) -> booking(ref) | search(filter). Keys carry the user's scope. */
export const vgmQueries = {
  all: () => ['vgm'] as const,
  user: (userId: string) => [...vgmQueries.all(), userScope(userId)] as const,
  booking: (userId: string, carrierBookingReference: string) =>
    queryOptions({
      queryKey: [...vgmQueries.user(userId), 'booking', carrierBookingReference] as const,
      queryFn: ({ signal }) => getVgmBooking(carrierBookingReference, signal),
      meta: { errorHandling: 'custom' },
    }),
  search: (userId: string, search: VgmSearch) =>
    queryOptions({
      queryKey: [...vgmQueries.user(userId), 'search', search] as const,
      queryFn: ({ signal }) => searchVgmDeclarations(search, signal),
      meta: { errorHandling: 'custom' },
    }),
};

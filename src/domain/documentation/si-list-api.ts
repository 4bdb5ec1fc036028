import {
  SHIPPING_INSTRUCTIONS_PATH,
  SI_DASHBOARD_PATH,
  type SiDashboard,
  siDashboardSchema,
  type SiListQueryInput,
  type SiListResponse,
  siListResponseSchema,
} from '@/domain/documentation/si-list-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the SI list and the SI summary's dashboard (si-list-contract.ts lists the calls). Both reject with
 * ApiError (400 on a query the server refuses) or a ZodError on an answer of another shape. The SI and transport
 * document fetchers are si-api.ts.
 */

/** The query string of a list query: only the parameters that are set, as strings. */
function listSearch(query: SiListQueryInput): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search;
}

/**
 * GET v1/shipping-instructions: one page of the user's confirmed bookings with where their SI stands (NOT_SUBMITTED
 * rows for bookings without an SI), filtered, sorted and paged by `query` (si-contract siListQuerySchema).
 */
export async function getSiList(query: SiListQueryInput, signal?: AbortSignal): Promise<SiListResponse> {
  const { data } = await apiClient.get<unknown>(SHIPPING_INSTRUCTIONS_PATH, { params: listSearch(query), signal });
  return siListResponseSchema.parse(data);
}

/** GET v1/shipping-instructions-dashboard: the SI summary's counts for the user. */
export async function getSiDashboard(signal?: AbortSignal): Promise<SiDashboard> {
  const { data } = await apiClient.get<unknown>(SI_DASHBOARD_PATH, { signal });
  return siDashboardSchema.parse(data);
}

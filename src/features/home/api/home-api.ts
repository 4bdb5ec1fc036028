import { queryOptions } from '@tanstack/react-query';

import { z } from '@/config/zod-mini';
import { apiClient } from '@/lib/api-client';

/** A notice of the carrier (our design; the spec names notices on the home page but no call). */
export const noticeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  /** Publication date, yyyy-MM-dd (Asia/Singapore). */
  publishedOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  category: z.enum(['service', 'system', 'tariff']),
});
export type Notice = z.infer<typeof noticeSchema>;

/** GET v1/notices -> { notices }, newest first. */
export const NOTICES_PATH = 'v1/notices';

/** GET the latest notices. Rejects with ApiError. */
export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  const { data } = await apiClient.get<unknown>(NOTICES_PATH, { signal });
  return z.object({ notices: z.array(noticeSchema) }).parse(data).notices;
}

/**
 * The location search of the schedule API (spec section 7, GET v1/schedule/point-to-point/locations), read here for
 * the home page's quick search: only the fields the quick search needs, so it keeps working when the schedule adds
 * fields.
 */
export const QUICK_SEARCH_LOCATIONS_PATH = 'v1/schedule/point-to-point/locations';

const quickLocationSchema = z.object({
  locationCode: z.string(),
  locationName: z.string(),
  countryName: z.string(),
});
export type QuickLocation = z.infer<typeof quickLocationSchema>;

/** GET ports whose name or UN/LOCODE contains `keyword` (at least 2 characters). Rejects with ApiError. */
export async function getQuickLocations(
  params: { keyword: string; userCountryCode?: string },
  signal?: AbortSignal,
): Promise<QuickLocation[]> {
  const { data } = await apiClient.get<unknown>(QUICK_SEARCH_LOCATIONS_PATH, { params, signal });
  return z.object({ locations: z.array(quickLocationSchema) }).parse(data).locations;
}

/** Query factory of the home page: notices and quick-search locations. */
export const homeQueries = {
  all: () => ['home'] as const,
  notices: () =>
    queryOptions({ queryKey: [...homeQueries.all(), 'notices'], queryFn: ({ signal }) => getNotices(signal) }),
  locations: (params: { keyword: string; userCountryCode?: string }) =>
    queryOptions({
      queryKey: [...homeQueries.all(), 'locations', params],
      queryFn: ({ signal }) => getQuickLocations(params, signal),
    }),
};

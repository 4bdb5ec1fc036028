import {
  LOCATIONS_PATH,
  type LocationSearchParams,
  locationSearchResponseSchema,
  type ScheduleLocation,
} from '@/domain/location/location-contract';
import { apiClient } from '@/lib/api-client';

/**
 * GET the locations whose name or UN/LOCODE contains `keyword` (case-insensitive; docs/requirements.md §5), at most 50, those
 * of `userCountryCode` first. Rejects with ApiError, or zod's error on an answer of another shape.
 */
export async function getLocations(params: LocationSearchParams, signal?: AbortSignal): Promise<ScheduleLocation[]> {
  const { data } = await apiClient.get<unknown>(LOCATIONS_PATH, { params, signal });
  return locationSearchResponseSchema.parse(data).locations;
}

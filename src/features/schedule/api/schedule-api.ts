import { apiClient } from '@/lib/api-client';

import {
  type EmailScheduleRequest,
  type EmailScheduleResponse,
  emailScheduleResponseSchema,
  type LocationSearchParams,
  locationSearchResponseSchema,
  type PointToPointFileRequest,
  type PointToPointParams,
  pointToPointResponseSchema,
  type PointToPointRoute,
  type ScheduleLocation,
} from './schedule-contract';

/** Path of the location search (spec section 7). */
export const LOCATIONS_PATH = 'v1/schedule/point-to-point/locations';
/** Path of the point-to-point search (our design, see mocks/handlers/schedule.ts). */
export const POINT_TO_POINT_PATH = 'v1/schedule/point-to-point';
/** Path of the schedule file download (spec section 7). */
export const DOWNLOADS_PATH = 'v1/schedule/point-to-point/files/downloads';
/** Path of the e-mail schedule mutation (our path; the spec does not show it). */
export const EMAILS_PATH = 'v1/schedule/point-to-point/emails';

/** GET locations whose name or UN/LOCODE contains `keyword` (case-insensitive). */
export async function getLocations(params: LocationSearchParams, signal?: AbortSignal): Promise<ScheduleLocation[]> {
  const { data } = await apiClient.get<unknown>(LOCATIONS_PATH, { params, signal });
  return locationSearchResponseSchema.parse(data).locations;
}

/** GET the routes departing POR within [fromDate, toDate] (origin local dates). */
export async function getPointToPointRoutes(
  params: PointToPointParams,
  signal?: AbortSignal,
): Promise<PointToPointRoute[]> {
  const { data } = await apiClient.get<unknown>(POINT_TO_POINT_PATH, { params, signal });
  return pointToPointResponseSchema.parse(data).routes;
}

/** POST the file request; resolves with the file as a Blob (xlsx or csv). */
export async function downloadScheduleFile(request: PointToPointFileRequest): Promise<Blob> {
  const { data } = await apiClient.post<Blob>(DOWNLOADS_PATH, request, { responseType: 'blob' });
  return data;
}

/**
 * POST the e-mail schedule request. `idempotencyKey` (one per dialog session) lets the server answer a retried
 * submit with the first result instead of sending the e-mail twice.
 */
export async function emailSchedule(
  request: EmailScheduleRequest,
  idempotencyKey: string,
): Promise<EmailScheduleResponse> {
  const { data } = await apiClient.post<unknown>(EMAILS_PATH, request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return emailScheduleResponseSchema.parse(data);
}

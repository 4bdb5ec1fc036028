import {
  DOWNLOADS_PATH,
  EMAILS_PATH,
  type EmailScheduleRequest,
  type EmailScheduleResponse,
  emailScheduleResponseSchema,
  POINT_TO_POINT_PATH,
  type PointToPointFileRequest,
  type PointToPointParams,
  pointToPointResponseSchema,
  type PointToPointRoute,
} from '@/domain/schedule-search/point-to-point-contract';
import { apiClient } from '@/lib/api-client';

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

import { apiClient } from '@/lib/api-client';

import {
  ICS2_BOOKINGS_PATH,
  type Ics2BookingDetail,
  ics2BookingDetailSchema,
  type Ics2BookingListParams,
  type Ics2BookingListResponse,
  ics2BookingListResponseSchema,
  ics2BookingPath,
} from './customs-contract';
import type { Ics2Data } from './ics2-rules-contract';

/*
 * Fetchers of the ICS2 API (customs-contract.ts lists the calls). Each rejects with ApiError (a 422 carries `errors`
 * with JSONPaths: lib/api-field-errors maps them onto form fields) or a ZodError when the answer has another shape.
 */

/** GET v1/customs/ics2/bookings: one page of the user's EU-bound bookings with readiness and filing status. */
export async function getIcs2Bookings(
  params: Ics2BookingListParams,
  signal?: AbortSignal,
): Promise<Ics2BookingListResponse> {
  const { data } = await apiClient.get<unknown>(ICS2_BOOKINGS_PATH, { params, signal });
  return ics2BookingListResponseSchema.parse(data);
}

/** GET v1/customs/ics2/bookings/{ref}: one EU-bound booking's ICS2 data; 404 when unknown or not EU-bound. */
export async function getIcs2Booking(bookingReference: string, signal?: AbortSignal): Promise<Ics2BookingDetail> {
  const { data } = await apiClient.get<unknown>(ics2BookingPath(bookingReference), { signal });
  return ics2BookingDetailSchema.parse(data);
}

/** PUT v1/customs/ics2/bookings/{ref}: saves the ICS2 data (422 with field errors on a malformed value). */
export async function saveIcs2Booking(bookingReference: string, body: Ics2Data): Promise<Ics2BookingDetail> {
  const { data } = await apiClient.put<unknown>(ics2BookingPath(bookingReference), body);
  return ics2BookingDetailSchema.parse(data);
}

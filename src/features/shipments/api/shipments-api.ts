import {
  type BookingExportParamsInput,
  BOOKINGS_EXPORT_MEDIA_TYPE,
  BOOKINGS_EXPORT_PATH,
} from '@/domain/booking/booking-list-contract';
import { apiClient } from '@/lib/api-client';

/**
 * GET v1/bookings/files/downloads: every booking of the user matching `params` (the list's filters and sort) as an xlsx
 * workbook. `status` repeats as in the list call. Rejects with ApiError.
 */
export async function downloadBookings(params: BookingExportParamsInput): Promise<Blob> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  }
  // Bytes, then a Blob of the workbook's type: the same file whatever type the server labelled it with.
  const { data } = await apiClient.get<ArrayBuffer>(BOOKINGS_EXPORT_PATH, {
    params: search,
    responseType: 'arraybuffer',
  });
  return new Blob([data], { type: BOOKINGS_EXPORT_MEDIA_TYPE });
}

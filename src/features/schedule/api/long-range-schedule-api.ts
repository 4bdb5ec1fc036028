import { apiClient } from '@/lib/api-client';

import { buildServiceGrid, type ServiceGrid } from '../utils/long-range-grid';
import {
  LONG_RANGE_DOWNLOADS_PATH,
  type LongRangeFileRequest,
  longRangeSchedulesSchema,
  SCHEDULE_SERVICES_PATH,
  type ScheduleService,
  scheduleServicesResponseSchema,
} from './long-range-schedule-contract';
import { SERVICE_SCHEDULES_PATH } from './vessel-schedule-contract';

/** GET the carrier's services (code, name, trade lane, rotation). */
export async function getScheduleServices(signal?: AbortSignal): Promise<ScheduleService[]> {
  const { data } = await apiClient.get<unknown>(SCHEDULE_SERVICES_PATH, { signal });
  return scheduleServicesResponseSchema.parse(data).services;
}

/**
 * GET the OVS 3.0.2 service schedule of each of `services` in [startDate, endDate] (one request per service, as DCSA's
 * carrierServiceCode filter takes one code) and build each service's grid, in the order of `services`.
 */
export async function getLongRangeSchedule(
  services: readonly ScheduleService[],
  period: { startDate: string; endDate: string },
  signal?: AbortSignal,
): Promise<ServiceGrid[]> {
  return Promise.all(
    services.map(async (service) => {
      const params = { carrierServiceCode: service.carrierServiceCode, ...period };
      const { data } = await apiClient.get<unknown>(SERVICE_SCHEDULES_PATH, { params, signal });
      return buildServiceGrid(service, longRangeSchedulesSchema.parse(data));
    }),
  );
}

/** POST the xlsx download of the long-range schedule; resolves to the workbook. */
export async function downloadLongRangeFile(request: LongRangeFileRequest): Promise<Blob> {
  const { data } = await apiClient.post<Blob>(LONG_RANGE_DOWNLOADS_PATH, request, { responseType: 'blob' });
  return data;
}

import { apiClient } from '@/lib/api-client';

import { toVesselScheduleView, type VesselScheduleView } from '../utils/vessel-calls';
import {
  csServiceSchedulesSchema,
  ovsServiceSchedulesSchema,
  SERVICE_SCHEDULES_PATH,
  type Vessel,
  VESSEL_SCHEDULES_PATH,
  VESSELS_PATH,
  type VesselScheduleParams,
  type VesselSearchParams,
  vesselSearchResponseSchema,
} from './vessel-schedule-contract';

/** GET the fleet vessels matching a keyword (name, IMO number, call sign) or an exact call sign. */
export async function getVessels(params: VesselSearchParams, signal?: AbortSignal): Promise<Vessel[]> {
  const { data } = await apiClient.get<unknown>(VESSELS_PATH, { params, signal });
  return vesselSearchResponseSchema.parse(data).vessels;
}

/**
 * GET a vessel's calls: the Commercial Schedules answer (vessel, calls, cut-offs) and the Operational Vessel
 * Schedules answer (delay reasons) of the same query, joined by transport call reference.
 */
export async function getVesselSchedule(
  params: VesselScheduleParams,
  signal?: AbortSignal,
): Promise<VesselScheduleView> {
  const [commercial, operational] = await Promise.all([
    apiClient.get<unknown>(VESSEL_SCHEDULES_PATH, { params, signal }),
    apiClient.get<unknown>(SERVICE_SCHEDULES_PATH, { params, signal }),
  ]);
  return toVesselScheduleView(
    csServiceSchedulesSchema.parse(commercial.data),
    ovsServiceSchedulesSchema.parse(operational.data),
  );
}

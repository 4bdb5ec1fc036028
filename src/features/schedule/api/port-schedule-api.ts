import { apiClient } from '@/lib/api-client';

import { type PortCallView, toPortCallViews } from '../utils/port-calls';
import { PORT_SCHEDULES_PATH, type PortScheduleParams, portSchedulesSchema } from './port-schedule-contract';

/** GET every call of a port in a period (DCSA CS 1.0.3 port schedule with our `endDate`), as rows in arrival order. */
export async function getPortSchedule(params: PortScheduleParams, signal?: AbortSignal): Promise<PortCallView[]> {
  const { data } = await apiClient.get<unknown>(PORT_SCHEDULES_PATH, { params, signal });
  return toPortCallViews(portSchedulesSchema.parse(data));
}

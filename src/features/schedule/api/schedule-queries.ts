import { queryOptions } from '@tanstack/react-query';

import type { PointToPointParams } from '@/domain/schedule-search/point-to-point-contract';
import { getLongRangeSchedule, getScheduleServices } from '@/features/schedule/api/long-range-schedule-api';
import type { ScheduleService } from '@/features/schedule/api/long-range-schedule-contract';
import { getPortSchedule } from '@/features/schedule/api/port-schedule-api';
import type { PortScheduleParams } from '@/features/schedule/api/port-schedule-contract';
import { getPointToPointRoutes } from '@/features/schedule/api/schedule-api';
import { getVessels, getVesselSchedule } from '@/features/schedule/api/vessel-schedule-api';
import type { VesselScheduleParams, VesselSearchParams } from '@/features/schedule/api/vessel-schedule-contract';

/** Query factory of the schedule feature (TkDodo's hierarchy: all -> routes(params), vessels(params), vesselSchedule(params)); locations: domain/location. */
export const scheduleQueries = {
  all: () => ['schedule'] as const,
  routes: (params: PointToPointParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'routes', params] as const,
      queryFn: ({ signal }) => getPointToPointRoutes(params, signal),
      // The results show their own error with a retry; the shared policy keeps only the session-wide popups.
      meta: { errorHandling: 'custom' },
    }),
  /** Fleet vessels matching a keyword or a call sign (the vessel combobox, the call-sign search). */
  vessels: (params: VesselSearchParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'vessels', params] as const,
      queryFn: ({ signal }) => getVessels(params, signal),
      staleTime: 60 * 60_000,
      meta: { errorHandling: 'custom' },
    }),
  /** One vessel's calls in a period (the vessel schedule page shows its own error with a retry). */
  vesselSchedule: (params: VesselScheduleParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'vessel-schedule', params] as const,
      queryFn: ({ signal }) => getVesselSchedule(params, signal),
      meta: { errorHandling: 'custom' },
    }),
  /** The carrier's services with trade lane and rotation (the long-range schedule's picker and columns). */
  services: () =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'services'] as const,
      queryFn: ({ signal }) => getScheduleServices(signal),
      staleTime: 60 * 60_000,
      meta: { errorHandling: 'custom' },
    }),
  /** The long-range grids of `services` in a period (the page shows its own error with a retry). */
  longRange: (services: readonly ScheduleService[], period: { startDate: string; endDate: string }) =>
    queryOptions({
      queryKey: [
        ...scheduleQueries.all(),
        'long-range',
        services.map((service) => service.carrierServiceCode),
        period,
      ] as const,
      queryFn: ({ signal }) => getLongRangeSchedule(services, period, signal),
      meta: { errorHandling: 'custom' },
    }),
  /** Every call of one port in a period (the port schedule page shows its own error with a retry). */
  portSchedule: (params: PortScheduleParams) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'port-schedule', params] as const,
      queryFn: ({ signal }) => getPortSchedule(params, signal),
      meta: { errorHandling: 'custom' },
    }),
};

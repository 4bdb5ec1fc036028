import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { isIsoDate } from '@/lib/dates';

import { ovsTimestampSchema } from './vessel-schedule-contract';

/*
 * The long-range schedule API contract (docs/areas/schedule.md "Long-range schedule"):
 * - GET v3/service-schedules?carrierServiceCode=FE4&startDate=&endDate=, Operational Vessel Schedules 3.0.2
 *   (../shared/reference/dcsa/OVS_v3.0.2.yaml): every vessel of one service with its transport calls in the period; a
 *   blank sailing's calls carry statusCodes ['BLNK'] and only planned timestamps, an omitted call ['OMIT'].
 * - GET v1/schedule/services (our design): the carrier's services with their trade lane and port rotation, for the
 *   picker and the grid's columns.
 * - POST v1/schedule/long-range/files/downloads (our design, like the point-to-point export): the grid as an xlsx.
 * Timestamps are ISO 8601 local to the port with its UTC offset, as DCSA writes them.
 */

/** Path of the service list (our design). */
export const SCHEDULE_SERVICES_PATH = 'v1/schedule/services';
/** Path of the xlsx download of the long-range schedule (our design). */
export const LONG_RANGE_DOWNLOADS_PATH = 'v1/schedule/long-range/files/downloads';
/** Longest period the long-range schedule shows, in weeks. */
export const LONG_RANGE_MAX_WEEKS = 12;

/** Trade lanes the carrier groups its services by (the mock's service definitions). */
export const TRADE_LANES = [
  'ASIA_EUROPE',
  'ASIA_MED',
  'ASIA_MIDDLE_EAST',
  'ASIA_INDIA',
  'INDIA_EUROPE',
  'INDIA_AMERICAS',
  'EUROPE_OCEANIA',
  'TRANSPACIFIC',
  'ASIA_USEC',
  'TRANSATLANTIC',
  'INTRA_ASIA',
  'ASIA_OCEANIA',
  'ASIA_LATIN_AMERICA',
  'EUROPE_LATIN_AMERICA',
  'AMERICAS',
  'ASIA_AFRICA',
  'EUROPE_AFRICA',
  'SOUTH_SOUTH',
  'FEEDER',
] as const;
/** One of {@link TRADE_LANES}. */
export type TradeLane = (typeof TRADE_LANES)[number];

const isoDate = z.string().check(z.refine(isIsoDate, 'must be a date written yyyy-MM-dd'));
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const MAX_DAYS = LONG_RANGE_MAX_WEEKS * 7;
const spanDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5;

/**
 * Query of GET v3/service-schedules for a whole service (DCSA filter names): the service and the period [startDate,
 * endDate] (UTC dates, at most 12 weeks) a timestamp of a call must fall in. No vessel and no voyage.
 */
export const longRangeParamsSchema = z
  .object({ carrierServiceCode: text(11), startDate: isoDate, endDate: isoDate })
  .check(
    z.refine((params) => params.startDate <= params.endDate, 'startDate must not be after endDate'),
    z.refine((params) => spanDays(params.startDate, params.endDate) < MAX_DAYS, 'at most 12 weeks'),
  );
/** A {@link longRangeParamsSchema} query. */
export type LongRangeParams = z.infer<typeof longRangeParamsSchema>;

/** Voyage direction letter of a rotation half (DCSA voyage suffix). */
export const directionSchema = z.enum(['N', 'S', 'E', 'W']);

/**
 * A service of the carrier: code, name, trade lane and its port rotation in calling order (a port may call twice, once
 * per direction), each call with its pro-forma arrival in whole hours after the arrival at the first call.
 */
export const scheduleServiceSchema = z.object({
  carrierServiceCode: text(11),
  carrierServiceName: text(50),
  tradeLane: z.enum(TRADE_LANES),
  rotation: z.array(
    z.object({
      UNLocationCode: unLocationCodeSchema,
      locationName: text(100),
      direction: directionSchema,
      proformaArrivalHours: z.number().check(z.gte(0)),
    }),
  ),
});
/** A {@link scheduleServiceSchema} service. */
export type ScheduleService = z.infer<typeof scheduleServiceSchema>;

/** Answer of GET v1/schedule/services. */
export const scheduleServicesResponseSchema = z.object({ services: z.array(scheduleServiceSchema) });

/** DCSA status codes of a call the grid shows (OVS 3.0.2 `statusCodes`): omitted call, blank sailing. */
export const CALL_STATUS_CODES = ['OMIT', 'BLNK'] as const;

/** A transport call of OVS 3.0.2, as far as the long-range grid reads it. */
export const longRangeCallSchema = z.object({
  transportCallReference: text(100),
  carrierImportVoyageNumber: text(50),
  carrierExportVoyageNumber: z.optional(text(50)),
  location: z.object({ UNLocationCode: z.optional(unLocationCodeSchema) }),
  statusCodes: z.optional(z.array(z.string())),
  timestamps: z.array(ovsTimestampSchema),
});
/** A {@link longRangeCallSchema} call. */
export type LongRangeCall = z.infer<typeof longRangeCallSchema>;

/** Answer of GET v3/service-schedules for one service (OVS 3.0.2 `ServiceSchedule[]`). */
export const longRangeSchedulesSchema = z.array(
  z.object({
    carrierServiceName: text(50),
    carrierServiceCode: text(11),
    vesselSchedules: z.array(
      z.object({
        vesselIMONumber: z.optional(z.string()),
        vesselName: z.optional(text(35)),
        transportCalls: z.array(longRangeCallSchema),
      }),
    ),
  }),
);
/** A {@link longRangeSchedulesSchema} answer. */
export type LongRangeSchedules = z.infer<typeof longRangeSchedulesSchema>;

/**
 * Body of the xlsx download: the services of the grid (one, or all of a trade lane, in the page's order) and the period;
 * `title` names the selection in the workbook's first row.
 */
export const longRangeFileRequestSchema = z
  .object({
    carrierServiceCodes: z.array(text(11)).check(z.minLength(1), z.maxLength(60)),
    startDate: isoDate,
    endDate: isoDate,
    title: text(100),
  })
  .check(
    z.refine((body) => body.startDate <= body.endDate, 'startDate must not be after endDate'),
    z.refine((body) => spanDays(body.startDate, body.endDate) < MAX_DAYS, 'at most 12 weeks'),
  );
/** A {@link longRangeFileRequestSchema} body. */
export type LongRangeFileRequest = z.infer<typeof longRangeFileRequestSchema>;

import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { daysBetween, isIsoDate } from '@/lib/dates';

import { CALL_CUT_OFF_CODES, vesselSchema } from './vessel-schedule-contract';

/*
 * The port schedule API contract, in DCSA's names and shapes: GET v1/port-schedules of Commercial Schedules 1.0.3
 * (../shared/reference/dcsa/CS_v1.0.3.yaml, `PortSchedule`): per terminal of the port (`location` with its
 * facilitySMDGCode) the vessels calling there (`Schedule`: vessel, servicePartners with service and voyages, the call's
 * timestamps and cut-offs).
 * DCSA asks for `UNLocationCode` and one `date` ("the date since when ... is required"), with no end. `endDate` is our
 * extension (docs/areas/schedule.md "Port schedule"): one request answers the whole period, in the same shape, instead
 * of 28 daily requests whose answers repeat every call that spans midnight.
 * Timestamps are ISO 8601 local to the port with its UTC offset ('2026-12-01T17:00:00+09:00'), as DCSA writes them.
 */

/** Path of the Commercial Schedules port schedule (DCSA CS 1.0.3). */
export const PORT_SCHEDULES_PATH = 'v1/port-schedules';
/** Longest period one query may span: `endDate` at most this many days after `date` (4 weeks). */
export const PORT_SCHEDULE_MAX_DAYS = 28;

const isoDate = z.string().check(z.refine(isIsoDate, 'must be a date written yyyy-MM-dd'));
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * Query of GET v1/port-schedules: the port (`UNLocationCode`), the first day `date` and the last day `endDate` (our
 * extension; both UTC dates, inclusive, at most {@link PORT_SCHEDULE_MAX_DAYS} apart). A call is in the answer when
 * its arrival or departure (planned or latest) falls in the period.
 */
export const portScheduleParamsSchema = z
  .object({ UNLocationCode: unLocationCodeSchema, date: isoDate, endDate: isoDate })
  .check(
    z.refine((params) => params.date <= params.endDate, 'date must not be after endDate'),
    z.refine(
      (params) =>
        !isIsoDate(params.date) ||
        !isIsoDate(params.endDate) ||
        daysBetween(params.date, params.endDate) <= PORT_SCHEDULE_MAX_DAYS,
      `endDate must be at most ${PORT_SCHEDULE_MAX_DAYS} days after date`,
    ),
  );
/** A {@link portScheduleParamsSchema} query. */
export type PortScheduleParams = z.infer<typeof portScheduleParamsSchema>;

const timestampSchema = z.object({
  eventTypeCode: z.enum(['ARRI', 'DEPA']),
  /** PLN the long-term plan, EST the latest estimate, ACT what happened. */
  eventClassifierCode: z.enum(['PLN', 'EST', 'ACT']),
  /** ISO 8601, local to the port with its offset. */
  eventDateTime: z.string().check(z.minLength(20)),
});

/** One vessel's call at the terminal (CS 1.0.3 `Schedule`). */
export const portCallScheduleSchema = z.object({
  servicePartners: z
    .array(
      z.object({
        carrierCode: z.optional(text(4)),
        carrierCodeListProvider: z.optional(z.enum(['SMDG', 'NMFTA'])),
        carrierServiceName: text(50),
        carrierServiceCode: text(11),
        carrierImportVoyageNumber: text(50),
        carrierExportVoyageNumber: text(50),
      }),
    )
    .check(z.minLength(1)),
  vessel: z.optional(vesselSchema),
  isDummyVessel: z.boolean(),
  timestamps: z.array(timestampSchema).check(z.minLength(1)),
  cutOffTimes: z.optional(
    z.array(z.object({ cutOffDateTimeCode: z.enum(CALL_CUT_OFF_CODES), cutOffDateTime: z.string() })),
  ),
});
/** A {@link portCallScheduleSchema} call. */
export type PortCallSchedule = z.infer<typeof portCallScheduleSchema>;

/** Answer of GET v1/port-schedules (CS 1.0.3 `PortSchedule[]`): one entry per terminal of the port. */
export const portSchedulesSchema = z.array(
  z.object({
    location: z.object({
      locationName: z.optional(text(100)),
      facilityName: z.optional(text(100)),
      UNLocationCode: z.optional(unLocationCodeSchema),
      facilitySMDGCode: z.optional(text(6)),
    }),
    vesselSchedules: z.optional(z.array(portCallScheduleSchema)),
  }),
);
/** A {@link portSchedulesSchema} answer. */
export type PortSchedules = z.infer<typeof portSchedulesSchema>;

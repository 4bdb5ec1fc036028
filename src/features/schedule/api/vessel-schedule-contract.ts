import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { isIsoDate } from '@/lib/dates';

/*
 * The vessel schedule API contract, in DCSA's names and shapes (../shared/reference/dcsa):
 * - GET v1/vessel-schedules, Commercial Schedules 1.0.3: ServiceSchedule[] whose vesselSchedules carry the vessel
 *   (name, IMO number, flag, call sign, operator) and its transportCalls with planned/estimated/actual timestamps and
 *   the port cut-offs of each call.
 * - GET v3/service-schedules, Operational Vessel Schedules 3.0.2: the same calls (same transportCallReference) with
 *   the delay reasons (SMDG codes) and remarks of their timestamps, which Commercial Schedules does not carry.
 * - GET v1/schedule/vessels (our design): the fleet, searched by name, IMO number or call sign; CS `Vessel` objects.
 * Timestamps are ISO 8601 local to the port with its UTC offset ('2026-12-01T17:00:00+09:00'), as DCSA writes them.
 */

/** Path of the Commercial Schedules vessel schedule (DCSA CS 1.0.3). */
export const VESSEL_SCHEDULES_PATH = 'v1/vessel-schedules';
/** Path of the Operational Vessel Schedules service schedule (DCSA OVS 3.0.2). */
export const SERVICE_SCHEDULES_PATH = 'v3/service-schedules';
/** Path of the fleet search (our design; answers CS 1.0.3 `Vessel` objects). */
export const VESSELS_PATH = 'v1/schedule/vessels';
/** Most vessels the fleet search answers. */
export const VESSEL_SEARCH_LIMIT = 20;

const isoDate = z.string().check(z.refine(isIsoDate, 'must be a date written yyyy-MM-dd'));
/** IMO ship identification number: 7 digits (the check digit is the mock's and the form's business). */
export const vesselImoSchema = z.string().check(z.regex(/^\d{7}$/, 'must be 7 digits'));
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * Query of both schedule endpoints (DCSA filter names): a vessel (IMO number or name) or a service and voyage, and the
 * period [startDate, endDate] (UTC dates) a timestamp of a call must fall in.
 */
export const vesselScheduleParamsSchema = z
  .object({
    vesselIMONumber: z.optional(vesselImoSchema),
    vesselName: z.optional(text(50)),
    carrierServiceCode: z.optional(text(11)),
    carrierVoyageNumber: z.optional(text(50)),
    startDate: isoDate,
    endDate: isoDate,
  })
  .check(
    z.refine(
      (params) =>
        params.vesselIMONumber !== undefined ||
        params.vesselName !== undefined ||
        (params.carrierServiceCode !== undefined && params.carrierVoyageNumber !== undefined),
      'needs a vessel (vesselIMONumber or vesselName) or a service and voyage',
    ),
    z.refine((params) => params.startDate <= params.endDate, 'startDate must not be after endDate'),
  );
/** A {@link vesselScheduleParamsSchema} query. */
export type VesselScheduleParams = z.infer<typeof vesselScheduleParamsSchema>;

/** Query of the fleet search: `keyword` in the name, IMO number or call sign (2+ characters), or an exact call sign. */
export const vesselSearchParamsSchema = z
  .object({ keyword: z.optional(text(50)), callSign: z.optional(text(10)) })
  .check(
    z.refine((params) => params.keyword !== undefined || params.callSign !== undefined, 'needs keyword or callSign'),
  );
/** A {@link vesselSearchParamsSchema} query. */
export type VesselSearchParams = z.infer<typeof vesselSearchParamsSchema>;

/** A vessel (CS 1.0.3 `Vessel`). */
export const vesselSchema = z.object({
  vesselIMONumber: vesselImoSchema,
  name: text(50),
  /** Flag state, ISO 3166-1 alpha-2. */
  flag: z.string().check(z.regex(/^[A-Z]{2}$/)),
  callSign: text(10),
  /** SMDG liner code of the operator ('ONE', 'HLC', 'HMM', 'YML' ...). */
  operatorCarrierCode: text(10),
  operatorCarrierCodeListProvider: z.literal('SMDG'),
});
/** A {@link vesselSchema} vessel. */
export type Vessel = z.infer<typeof vesselSchema>;

/** Answer of the fleet search. */
export const vesselSearchResponseSchema = z.object({ vessels: z.array(vesselSchema) });

const timestampBase = {
  eventTypeCode: z.enum(['ARRI', 'DEPA']),
  /** PLN the long-term plan, EST the latest estimate, ACT what happened. */
  eventClassifierCode: z.enum(['PLN', 'EST', 'ACT']),
  /** ISO 8601, local to the port with its offset. */
  eventDateTime: z.string().check(z.minLength(20)),
};

/** DCSA cut-off codes (CutOffDateTimeCodeList-CS_v1.0.0.csv) the carrier publishes per call. */
export const CALL_CUT_OFF_CODES = ['DCO', 'VCO', 'PCO'] as const;

/** A call of the CS 1.0.3 vessel schedule (`TransportCall`). */
export const csTransportCallSchema = z.object({
  transportCallReference: text(100),
  carrierImportVoyageNumber: text(50),
  carrierExportVoyageNumber: z.optional(text(50)),
  location: z.object({
    locationName: z.optional(text(100)),
    facilityName: z.optional(text(100)),
    UNLocationCode: unLocationCodeSchema,
    facilitySMDGCode: z.optional(text(6)),
  }),
  cutOffTimes: z.optional(
    z.array(z.object({ cutOffDateTimeCode: z.enum(CALL_CUT_OFF_CODES), cutOffDateTime: z.string() })),
  ),
  timestamps: z.array(z.object(timestampBase)).check(z.minLength(1)),
});
/** A {@link csTransportCallSchema} call. */
export type CsTransportCall = z.infer<typeof csTransportCallSchema>;

/** Answer of GET v1/vessel-schedules (CS 1.0.3 `ServiceSchedule[]`). */
export const csServiceSchedulesSchema = z.array(
  z.object({
    carrierServiceName: text(50),
    carrierServiceCode: text(11),
    vesselSchedules: z.array(
      z.object({
        vessel: vesselSchema,
        isDummyVessel: z.boolean(),
        transportCalls: z.array(csTransportCallSchema),
      }),
    ),
  }),
);
/** A {@link csServiceSchedulesSchema} answer. */
export type CsServiceSchedules = z.infer<typeof csServiceSchedulesSchema>;

/** A timestamp of OVS 3.0.2, with what moved it: SMDG delay reason codes and the carrier's remark. */
export const ovsTimestampSchema = z.object({
  ...timestampBase,
  delayReasonCodes: z.optional(z.array(z.string().check(z.maxLength(3)))),
  changeRemark: z.optional(z.string().check(z.maxLength(250))),
});

/** Answer of GET v3/service-schedules (OVS 3.0.2 `ServiceSchedule[]`), as far as the page reads it. */
export const ovsServiceSchedulesSchema = z.array(
  z.object({
    carrierServiceName: text(50),
    carrierServiceCode: text(11),
    vesselSchedules: z.array(
      z.object({
        vesselIMONumber: z.optional(vesselImoSchema),
        vesselName: z.optional(text(35)),
        transportCalls: z.array(
          z.object({ transportCallReference: text(100), timestamps: z.array(ovsTimestampSchema) }),
        ),
      }),
    ),
  }),
);
/** A {@link ovsServiceSchedulesSchema} answer. */
export type OvsServiceSchedules = z.infer<typeof ovsServiceSchedulesSchema>;

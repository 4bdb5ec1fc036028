import {
  EMAIL_MAX_RECIPIENTS,
  EMAIL_MESSAGE_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  MAX_SEARCH_PERIOD_DAYS,
} from '@/config/limits';
import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { termCodeSchema, tsFlagSchema } from '@/domain/schedule-search/schedule-search-contract';
import { daysBetween, isApiDateTime, isIsoDate } from '@/lib/dates';
import { isValidEmailAddress, validateRecipients } from '@/lib/email-recipients';

/** Path of the point-to-point search (our design, see mocks/handlers/schedule.ts). */
export const POINT_TO_POINT_PATH = 'v1/schedule/point-to-point';
/** Path of the schedule file download (docs/requirements.md §7). */
export const DOWNLOADS_PATH = 'v1/schedule/point-to-point/files/downloads';
/** Path of the e-mail schedule mutation (our path; the spec does not show it). */
export const EMAILS_PATH = 'v1/schedule/point-to-point/emails';

/*
 * The point-to-point schedule API contract (docs/requirements.md §3 and §7; names from DCSA Commercial Schedules 1.0.3 where the
 * spec is silent); the location search is domain/location/location-contract.ts. The same schemas type the client, validate the forms and validate requests in the mock backend.
 *
 * Date-times on the wire are 'yyyy-MM-dd HH:mm:ss' in the local time of the location they belong to (docs/requirements.md §3);
 * every location carries its IANA time zone so the client can compare instants across ports.
 * In domain/ (moved from features/schedule/api/schedule-contract.ts) because the booking forms list the same sailings.
 */

/** 'yyyy-MM-dd', a real calendar date. */
export const isoDateSchema = z.string().check(z.refine(isIsoDate, 'must be a date written yyyy-MM-dd'));

/** 'yyyy-MM-dd HH:mm:ss', local time of the location it belongs to. */
export const apiDateTimeSchema = z
  .string()
  .check(z.refine(isApiDateTime, 'must be a date-time written yyyy-MM-dd HH:mm:ss'));

/** Route types (docs/requirements.md §3 shared lists). */
export const ROUTE_TYPES = ['DIRECT', 'TRANSSHIPMENT'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** Cut-off codes used by the schedule (DCSA CutOffDateTimeCodeList: port/CY, documentation, VGM). */
export const CUT_OFF_CODES = ['PCO', 'DCO', 'VCO'] as const;
export type CutOffCode = (typeof CUT_OFF_CODES)[number];

/** Modes of transport of a leg (DCSA `modeOfTransport`; TRUCK for door pick-up and delivery). */
export const TRANSPORT_MODES = ['VESSEL', 'TRUCK'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

// ---------------------------------------------------------------------------------------------------------------------
// GET v1/schedule/point-to-point (our design; the spec gives no path, see mocks/handlers/schedule.ts)

/**
 * `pointToPointParams` of docs/requirements.md §3: origin (POR) and destination (DEL) UN/LOCODEs, the departure window
 * [fromDate, toDate] in the origin's local dates (at most {@link MAX_SEARCH_PERIOD_DAYS} days), the receiving and
 * delivery terms, and the transshipment filter.
 */
export const pointToPointParamsSchema = z
  .object({
    porCode: unLocationCodeSchema,
    delCode: unLocationCodeSchema,
    fromDate: isoDateSchema,
    toDate: isoDateSchema,
    rcvTermCode: z._default(termCodeSchema, 'D'),
    deTermCode: z._default(termCodeSchema, 'D'),
    tsFlag: z.optional(tsFlagSchema),
  })
  .check(
    z.superRefine((params, ctx) => {
      if (params.porCode === params.delCode) {
        ctx.addIssue({ code: 'custom', path: ['delCode'], message: 'origin and destination must differ' });
      }
      if (isIsoDate(params.fromDate) && isIsoDate(params.toDate)) {
        const days = daysBetween(params.fromDate, params.toDate);
        if (days < 0) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'toDate must not be before fromDate' });
        if (days > MAX_SEARCH_PERIOD_DAYS) {
          ctx.addIssue({
            code: 'custom',
            path: ['toDate'],
            message: `the period is at most ${MAX_SEARCH_PERIOD_DAYS} days`,
          });
        }
      }
    }),
  );
export type PointToPointParams = z.infer<typeof pointToPointParamsSchema>;
export type PointToPointParamsInput = z.input<typeof pointToPointParamsSchema>;

/** A location on a route; `facilityTypeCode` follows DCSA (POTE port terminal, CLOC customer location for Door). */
export const routeLocationSchema = z.object({
  locationCode: unLocationCodeSchema,
  locationName: z.string().check(z.minLength(1)),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  timeZone: z.string().check(z.minLength(1)),
  facilityTypeCode: z.enum(['POTE', 'CLOC']),
});
export type RouteLocation = z.infer<typeof routeLocationSchema>;

/** Emission estimate of a leg or route: distance in km and CO2 in kg per TEU, tank-to-wheel and well-to-wheel. */
export const emissionSchema = z.object({
  distanceKm: z.number().check(z.nonnegative()),
  ttwCo2KgPerTeu: z.number().check(z.nonnegative()),
  wtwCo2KgPerTeu: z.number().check(z.nonnegative()),
});
export type Emission = z.infer<typeof emissionSchema>;

/** A cut-off (DCSA `CutOffTime`) at the location `locationCode`, local time. */
export const cutOffTimeSchema = z.object({
  cutOffDateTimeCode: z.enum(CUT_OFF_CODES),
  cutOffDateTime: apiDateTimeSchema,
  locationCode: unLocationCodeSchema,
});
export type CutOffTime = z.infer<typeof cutOffTimeSchema>;

/**
 * One leg of a route (`sailInfo` entry, docs/requirements.md §3; DCSA `Leg`). Vessel legs carry vessel, voyage and service
 * lane; truck legs (door pick-up/delivery) carry none of them. `emission` is null when the carrier has no figure.
 */
export const sailInfoSchema = z.object({
  sequenceNumber: z.number().check(z.int(), z.gte(1)),
  modeOfTransport: z.enum(TRANSPORT_MODES),
  departureLocation: routeLocationSchema,
  arrivalLocation: routeLocationSchema,
  /** Local time at `departureLocation`. */
  departureDate: apiDateTimeSchema,
  /** Local time at `arrivalLocation`. */
  arrivalDate: apiDateTimeSchema,
  vesselName: z.nullable(z.string()),
  vesselIMONumber: z.nullable(z.string().check(z.regex(/^\d{7}$/))),
  /** Carrier voyage number with direction, e.g. '021E'. */
  voyageNumber: z.nullable(z.string().check(z.regex(/^\d{3,4}[NEWS]$/))),
  /** Service-lane code, e.g. 'FE4'. */
  serviceCode: z.nullable(z.string()),
  serviceName: z.nullable(z.string()),
  /** Transit of this leg in days (rounded up). */
  transitDays: z.number().check(z.int(), z.nonnegative()),
  emission: z.nullable(emissionSchema),
  /**
   * Where the carrier expects the vessel late (docs/areas/schedule.md "Delays"): the estimated departure and arrival,
   * local like the planned ones, and the SMDG delay reason (DCSA OVS `delayReasonCode`, e.g. 'WEA'). Absent on plan;
   * departureDate/arrivalDate stay the planned times the booking refers to.
   */
  estimatedDepartureDate: z.optional(apiDateTimeSchema),
  estimatedArrivalDate: z.optional(apiDateTimeSchema),
  delayReasonCode: z.optional(z.string().check(z.maxLength(3))),
});
export type SailInfo = z.infer<typeof sailInfoSchema>;

/** A point-to-point route (docs/requirements.md §3 result item; DCSA `PointToPoint`). */
export const pointToPointRouteSchema = z.object({
  /** Stable identity of this routing on this departure. */
  key: z.string().check(z.minLength(1)),
  routeType: z.enum(ROUTE_TYPES),
  /** DCSA receiptTypeAtOrigin / deliveryTypeAtDestination: SD (store door) for term D, CY for term Y. */
  receiptTypeAtOrigin: z.enum(['SD', 'CY']),
  deliveryTypeAtDestination: z.enum(['SD', 'CY']),
  por: routeLocationSchema,
  pol: routeLocationSchema,
  pod: routeLocationSchema,
  del: routeLocationSchema,
  /** Local time at POR. */
  departureDate: apiDateTimeSchema,
  /** Local time at DEL. */
  arrivalDate: apiDateTimeSchema,
  /** Total transit POR to DEL in days (DCSA `transitTime`). */
  transitTime: z.number().check(z.int(), z.nonnegative()),
  transshipmentPorts: z.array(routeLocationSchema),
  sailInfo: z.array(sailInfoSchema).check(z.minLength(1)),
  cutOffTimes: z.array(cutOffTimeSchema),
  /** Totals over all legs; null when any leg lacks a figure (shown as '--'). */
  emission: z.nullable(emissionSchema),
});
export type PointToPointRoute = z.infer<typeof pointToPointRouteSchema>;

export const pointToPointResponseSchema = z.object({ routes: z.array(pointToPointRouteSchema) });
export type PointToPointResponse = z.infer<typeof pointToPointResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// POST v1/schedule/point-to-point/files/downloads (docs/requirements.md §7)

export const FILE_TYPES = ['xlsx', 'csv'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** Sort keys of the route list (issue: departure, arrival, transit time). */
export const SORT_KEYS = ['departure', 'arrival', 'transitTime'] as const;
export const sortKeySchema = z.enum(SORT_KEYS);
export type SortKey = z.infer<typeof sortKeySchema>;

/**
 * The booking filter of the results (docs/requirements.md §3): ALL sailings, or only those open for BOOKING (a vessel
 * sailing whose port cut-off at POL has not passed).
 */
export const BOOKING_FILTERS = ['ALL', 'BOOKING'] as const;
/** One of {@link BOOKING_FILTERS}. */
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

/**
 * The file request (docs/requirements.md §7): the point-to-point params with fromDate and toDate of the displayed month,
 * fileType, sortBy, service (lane code, '' for all), porName, delName, useTotalTransitInDays true and searchType
 * 'calendar'. Also the `pointToPointFileRequest` of the e-mail mutation. `bookingFilter` (our addition; ALL when
 * absent) keeps the file to the sailings the list shows.
 */
export const pointToPointFileRequestSchema = z
  .object({
    porCode: unLocationCodeSchema,
    delCode: unLocationCodeSchema,
    fromDate: isoDateSchema,
    toDate: isoDateSchema,
    rcvTermCode: termCodeSchema,
    deTermCode: termCodeSchema,
    tsFlag: z.optional(tsFlagSchema),
    fileType: z.enum(FILE_TYPES),
    sortBy: sortKeySchema,
    service: z.string().check(z.maxLength(10)),
    bookingFilter: z.optional(z.enum(BOOKING_FILTERS)),
    porName: z.string().check(z.minLength(1), z.maxLength(120)),
    delName: z.string().check(z.minLength(1), z.maxLength(120)),
    useTotalTransitInDays: z.literal(true),
    searchType: z.literal('calendar'),
  })
  .check(
    z.superRefine((request, ctx) => {
      if (
        isIsoDate(request.fromDate) &&
        isIsoDate(request.toDate) &&
        daysBetween(request.fromDate, request.toDate) < 0
      ) {
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'toDate must not be before fromDate' });
      }
    }),
  );
export type PointToPointFileRequest = z.infer<typeof pointToPointFileRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// POST v1/schedule/point-to-point/emails (our path; the spec does not show it)

/** The e-mail schedule mutation (docs/requirements.md §7): recipients, subject, message and the file request. */
export const emailScheduleRequestSchema = z.object({
  recipients: z.array(z.string().check(z.refine(isValidEmailAddress, 'must be an e-mail address local@domain'))).check(
    z.minLength(1),
    z.maxLength(EMAIL_MAX_RECIPIENTS),
    z.refine((list) => validateRecipients(list).length === 0, 'recipients must not repeat (case-insensitive)'),
  ),
  subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_SUBJECT_MAX_LENGTH)),
  message: z.string().check(z.maxLength(EMAIL_MESSAGE_MAX_LENGTH)),
  pointToPointFileRequest: pointToPointFileRequestSchema,
});
export type EmailScheduleRequest = z.infer<typeof emailScheduleRequestSchema>;

export const emailScheduleResponseSchema = z.object({
  messageId: z.string().check(z.minLength(1)),
  recipients: z.array(z.string()),
});
export type EmailScheduleResponse = z.infer<typeof emailScheduleResponseSchema>;

import { z } from '@/config/zod';
import { unLocationCodeSchema } from '@/domain/location/location-contract';

import { EORI_PATTERN, HS_CODE_PATTERN, ICS2_FILERS, type Ics2Data, isVagueDescription } from './ics2-rules-contract';

/*
 * The ICS2 API contract (ours: DCSA has no booking-side ICS2 call, the names follow DCSA's
 * advanceManifestFilings and party shapes). The same schemas type the client and validate the mock backend
 * (mocks/customs).
 *
 * Calls (paths relative to the main API base):
 *   GET v1/customs/ics2/bookings?page&pageSize         the user's EU-bound bookings with readiness and filing status
 *                                                      -> Ics2BookingListResponse (paged; `hasMore`, no total)
 *   GET v1/customs/ics2/bookings/{bookingReference}    one booking's ICS2 data -> Ics2BookingDetail; 404 when unknown,
 *                                                      not the user's, or not EU-bound
 *   PUT v1/customs/ics2/bookings/{bookingReference}    Ics2Data -> 200 Ics2BookingDetail; 422 INVALID_ICS2_DATA with
 *                                                      field errors (JSONPaths '$.goods[0].hsCode') for a value given
 *                                                      in a wrong form; missing values are allowed (saved as a draft,
 *                                                      readiness lists them). Once the data is ready the carrier files
 *                                                      the ENS (status FILED) and customs answer after a short delay.
 */

/** Path of the list of EU-bound bookings. */
export const ICS2_BOOKINGS_PATH = 'v1/customs/ics2/bookings';
/** Path of one booking's ICS2 data (request reference or booking number). */
export const ics2BookingPath = (bookingReference: string) =>
  `${ICS2_BOOKINGS_PATH}/${encodeURIComponent(bookingReference)}`;

/** Page sizes of the list. */
export const ICS2_PAGE_SIZES = [10, 20, 50] as const;

/**
 * Filing status of a booking's ENS: NOT_FILED (data not complete yet), FILED (sent, waiting for customs), ACCEPTED
 * (registered; risk analysis running), MORE_INFORMATION_REQUESTED (customs ask a question: answer by completing the
 * data and saving again), DO_NOT_LOAD (customs forbid loading: contact the carrier's customs desk), ASSESSMENT_COMPLETE
 * (risk analysis done; cargo may load).
 */
export const ICS2_FILING_STATUSES = [
  'NOT_FILED',
  'FILED',
  'ACCEPTED',
  'MORE_INFORMATION_REQUESTED',
  'DO_NOT_LOAD',
  'ASSESSMENT_COMPLETE',
] as const;
export type Ics2FilingStatus = (typeof ICS2_FILING_STATUSES)[number];

const eoriOrEmpty = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (value) => value === '' || EORI_PATTERN.test(value),
    'an EORI number is the country code then up to 15 letters or digits',
  );

/** A buyer or seller (ics2-rules Ics2TradeParty): texts may be '' while not given. */
export const ics2TradePartySchema = z.object({
  name: z.string().trim().max(70),
  street: z.string().trim().max(70),
  city: z.string().trim().max(35),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), 'an ISO 3166-1 country code'),
});

/** One commodity's ICS2 data (ics2-rules Ics2GoodsItem). */
export const ics2GoodsItemSchema = z.object({
  commodityType: z.string().max(550),
  hsCode: z
    .string()
    .trim()
    .refine((value) => value === '' || HS_CODE_PATTERN.test(value), 'an HS code has 6 to 10 digits'),
  description: z
    .string()
    .trim()
    .max(512)
    .refine(
      (value) => value === '' || !isVagueDescription(value),
      'describe the goods precisely: words like "general cargo", "FAK", "parts" or "said to contain" are refused',
    ),
});

/** A booking's ICS2 data as saved (PUT body; ics2-rules Ics2Data). */
export const ics2DataSchema = z.object({
  filer: z.enum(ICS2_FILERS),
  houseFilerName: z.string().trim().max(70),
  houseFilerEori: eoriOrEmpty,
  shipperEori: eoriOrEmpty,
  consigneeEori: eoriOrEmpty,
  buyer: ics2TradePartySchema,
  seller: ics2TradePartySchema,
  goods: z.array(ics2GoodsItemSchema).min(1).max(20),
}) satisfies z.ZodType<Ics2Data>;

/** The readiness (ics2-rules ics2Readiness). */
export const ics2ReadinessSchema = z.object({ ready: z.boolean(), missing: z.array(z.string()) });

/** The ENS filing of a booking: status, when filed (UTC), customs' question or do-not-load reason, the MRN. */
export const ics2FilingSchema = z.object({
  status: z.enum(ICS2_FILING_STATUSES),
  filedDateTime: z.iso.datetime({ offset: true }).optional(),
  /** Customs' question while MORE_INFORMATION_REQUESTED. */
  question: z.string().max(1000).optional(),
  /** Why customs said DO_NOT_LOAD. */
  reason: z.string().max(1000).optional(),
  /** Movement reference number customs gave the ENS (from ACCEPTED on). */
  mrn: z.string().max(18).optional(),
});
export type Ics2Filing = z.infer<typeof ics2FilingSchema>;

const placeSchema = z.object({ UNLocationCode: unLocationCodeSchema, locationName: z.string() });

/** One EU-bound booking in the list: references, lane, sailing, readiness and filing. */
export const ics2BookingSummarySchema = z.object({
  carrierBookingRequestReference: z.string().min(1).max(100),
  carrierBookingReference: z.string().max(35).optional(),
  pol: placeSchema,
  pod: placeSchema,
  vesselName: z.string().optional(),
  carrierExportVoyageNumber: z.string().optional(),
  /** ETD at POL, local with offset. */
  departureDateTime: z.iso.datetime({ offset: true }).optional(),
  /** The ICS2 ports on the route (UN/LOCODEs), so the user sees why the booking is listed. */
  ics2Ports: z.array(unLocationCodeSchema),
  readiness: ics2ReadinessSchema,
  filing: ics2FilingSchema,
});
export type Ics2BookingSummary = z.infer<typeof ics2BookingSummarySchema>;

/** The list's answer: one page; `hasMore` when a next page exists (no total: the list is computed lazily). */
export const ics2BookingListResponseSchema = z.object({
  bookings: z.array(ics2BookingSummarySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  hasMore: z.boolean(),
});
export type Ics2BookingListResponse = z.infer<typeof ics2BookingListResponseSchema>;

/** The list's query. */
export const ics2BookingListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (ICS2_PAGE_SIZES as readonly number[]).includes(size), `one of ${ICS2_PAGE_SIZES.join(', ')}`)
    .default(10),
});
export type Ics2BookingListParams = z.input<typeof ics2BookingListParamsSchema>;

/** One booking's ICS2 page: the summary and its data. */
export const ics2BookingDetailSchema = ics2BookingSummarySchema.extend({ data: ics2DataSchema });
export type Ics2BookingDetail = z.infer<typeof ics2BookingDetailSchema>;

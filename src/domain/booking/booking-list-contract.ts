/*
 * The booking list and its export (ours; DCSA has no list call): query, rows and the workbook download, in DCSA's
 * names (docs/areas/booking.md). The mock (mocks/booking) validates with the same schemas.
 */
import { PAGE_SIZES } from '@/config/limits';
import { z } from '@/config/zod';
import { shipmentCutOffTimeSchema } from '@/domain/booking/booking-answer-contract';
import { isoEquipmentCodeSchema } from '@/domain/booking/booking-cargo-contract';
import { AMENDED_BOOKING_STATUSES, BOOKING_STATUSES } from '@/domain/booking/booking-codes-contract';
import { BOOKINGS_PATH } from '@/domain/booking/booking-contract';
import { bookingDateSchema, offsetDateTimeSchema } from '@/domain/booking/booking-field-contract';
import { unLocationCodeSchema } from '@/domain/location/location-contract';

// ---------------------------------------------------------------------------------------------------------------------
// GET v1/bookings: the user's bookings (ours; DCSA has no list call)

/** Sort keys of the list; '-' before a key sorts descending. Default '-createdDateTime' (newest first). */
export const BOOKING_SORT_KEYS = ['createdDateTime', 'departureDateTime', 'arrivalDateTime', 'bookingStatus'] as const;
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number];
export const bookingSortSchema = z.enum([...BOOKING_SORT_KEYS, ...BOOKING_SORT_KEYS.map((key) => `-${key}`)] as [
  string,
  ...string[],
]);

/**
 * Query of the list. `status` may repeat; `q` matches any reference (booking number, request reference, contract or
 * quotation number, customer references), case-insensitive contains; the departure window is in POL local dates;
 * `vesselName` with `carrierExportVoyageNumber` (DCSA names) keep the bookings on that vessel and voyage, both exact
 * and case-insensitive (the vessel schedule's "Track"). Page sizes are docs/requirements.md §9's.
 */
export const bookingListParamsSchema = z.object({
  status: z.array(z.enum(BOOKING_STATUSES)).max(BOOKING_STATUSES.length).optional(),
  polCode: z.optional(unLocationCodeSchema),
  podCode: z.optional(unLocationCodeSchema),
  departureFrom: bookingDateSchema.optional(),
  departureTo: bookingDateSchema.optional(),
  q: z.string().trim().max(50).optional(),
  vesselName: z.string().trim().min(1).max(50).optional(),
  carrierExportVoyageNumber: z.string().trim().min(1).max(50).optional(),
  sort: bookingSortSchema.default('-createdDateTime'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), `one of ${PAGE_SIZES.join(', ')}`)
    .default(10),
});
export type BookingListParams = z.infer<typeof bookingListParamsSchema>;
export type BookingListParamsInput = z.input<typeof bookingListParamsSchema>;

/** A location as the list shows it. */
const summaryLocationSchema = z.object({
  UNLocationCode: unLocationCodeSchema,
  locationName: z.string(),
  /** IANA time zone of the place, to show its local times. */
  timeZone: z.string(),
});

/** One row of the list (ours, DCSA names): what the shipments overview shows without loading each booking. */
export const bookingSummarySchema = z.object({
  carrierBookingRequestReference: z.string().min(1).max(100),
  carrierBookingReference: z.string().max(35).optional(),
  bookingStatus: z.enum(BOOKING_STATUSES),
  amendedBookingStatus: z.enum(AMENDED_BOOKING_STATUSES).optional(),
  pol: summaryLocationSchema,
  pod: summaryLocationSchema,
  vesselName: z.string().optional(),
  carrierExportVoyageNumber: z.string().optional(),
  /** ETD at POL and ETA at POD, local with offset; missing while no sailing is planned. */
  departureDateTime: offsetDateTimeSchema.optional(),
  arrivalDateTime: offsetDateTimeSchema.optional(),
  equipments: z.array(z.object({ ISOEquipmentCode: isoEquipmentCodeSchema, units: z.number().int().min(1) })),
  /** The next cut-off still ahead (local with offset), if any. */
  nextCutOff: shipmentCutOffTimeSchema.optional(),
  references: z.array(z.string()),
  createdDateTime: offsetDateTimeSchema,
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/** The list's answer: one page of rows and the total over all pages. */
export const bookingListResponseSchema = z.object({
  bookings: z.array(bookingSummarySchema),
  totalCount: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// GET v1/bookings/files/downloads: the list as a workbook (ours; the schedule export's pattern)

/**
 * Path of the list's export: GET with the list's filters and sort (bookingExportParamsSchema, no paging) -> 200, the
 * xlsx workbook (BOOKINGS_EXPORT_MEDIA_TYPE) of every matching booking, one row each, in the list's order.
 */
export const BOOKINGS_EXPORT_PATH = `${BOOKINGS_PATH}/files/downloads`;
/** Media type of the export. */
export const BOOKINGS_EXPORT_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Query of the export: the list's filters and sort, without page and pageSize. */
export const bookingExportParamsSchema = bookingListParamsSchema.omit({ page: true, pageSize: true });
export type BookingExportParams = z.infer<typeof bookingExportParamsSchema>;
export type BookingExportParamsInput = z.input<typeof bookingExportParamsSchema>;

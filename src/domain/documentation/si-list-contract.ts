import { PAGE_SIZES } from '@/config/limits';
import { z } from '@/config/zod-mini';

/*
 * The SI list and dashboard contract: what the SI summary and the shipments overview read. The
 * rest of the SI and transport document contract (submit, amend, the SI itself, the B/L) is si-contract.ts, which
 * builds on the code lists here. Kept apart, in zod/mini, so that the SI summary loads none of the form's schemas.
 * The list rows, the dashboard counts and the summary status are ours (DCSA has no list call); the status code lists
 * are DCSA eBL 3.0.4's (shared/reference/dcsa/EBL_v3.0.4.yaml).
 *
 * Calls (paths relative to the main API base):
 *   GET v1/shipping-instructions?summaryStatus&polCode&podCode&dueWithinHours&overdue&q&carrierBookingReferences&sort&page&pageSize
 *                                             the user's SIs (one row per confirmed booking, also those without an
 *                                             SI: status NOT_SUBMITTED) -> SiListResponse; 400 on a query that
 *                                             siListQuerySchema refuses
 *   GET v1/shipping-instructions-dashboard   counts for the SI summary's dashboard -> SiDashboard
 */

/** Path of the SI collection (POST submit, GET list). */
export const SHIPPING_INSTRUCTIONS_PATH = 'v1/shipping-instructions';
/** Path of the SI summary's dashboard counts (ours). */
export const SI_DASHBOARD_PATH = 'v1/shipping-instructions-dashboard';

/** DCSA `shippingInstructionsStatus`. */
export const SHIPPING_INSTRUCTIONS_STATUSES = ['RECEIVED', 'PENDING_UPDATE', 'COMPLETED'] as const;
export type ShippingInstructionsStatus = (typeof SHIPPING_INSTRUCTIONS_STATUSES)[number];

/** DCSA `transportDocumentStatus` (eBL 3.0.4 TransportDocument description). */
export const TRANSPORT_DOCUMENT_STATUSES = [
  'DRAFT',
  'APPROVED',
  'ISSUED',
  'PENDING_SURRENDER_FOR_AMENDMENT',
  'SURRENDERED_FOR_AMENDMENT',
  'PENDING_SURRENDER_FOR_DELIVERY',
  'SURRENDERED_FOR_DELIVERY',
  'VOIDED',
] as const;
export type TransportDocumentStatus = (typeof TRANSPORT_DOCUMENT_STATUSES)[number];

/**
 * The portal's summary of where an SI stands (ours; the SI summary's filters and dashboard tiles), derived from the
 * DCSA statuses by `siSummaryStatusOf` (si-contract.ts).
 */
export const SI_SUMMARY_STATUSES = [
  'NOT_SUBMITTED',
  'SUBMITTED',
  'DRAFT_TO_REVIEW',
  'CORRECTION_PENDING',
  'APPROVED',
  'ISSUED',
  'SURRENDERED',
] as const;
export type SiSummaryStatus = (typeof SI_SUMMARY_STATUSES)[number];

const UN_LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const count = z.int().check(z.nonnegative());

/** Counts of the SI summary's dashboard (ours): per summary status, and DCO due within 24 h / 48 h, or passed. */
export const siDashboardSchema = z.object({
  counts: z.object(
    Object.fromEntries(SI_SUMMARY_STATUSES.map((status) => [status, count])) as Record<SiSummaryStatus, typeof count>,
  ),
  dueWithin24h: count,
  dueWithin48h: count,
  overdue: count,
});
export type SiDashboard = z.infer<typeof siDashboardSchema>;

/** A row of the SI list (ours): one per confirmed booking. Times ISO 8601 with offset; ports UN/LOCODE. */
export const siListItemSchema = z.object({
  carrierBookingReference: z.string(),
  shippingInstructionsReference: z.optional(z.string()),
  transportDocumentReference: z.string(),
  summaryStatus: z.enum(SI_SUMMARY_STATUSES),
  shippingInstructionsStatus: z.optional(z.enum(SHIPPING_INSTRUCTIONS_STATUSES)),
  transportDocumentStatus: z.optional(z.enum(TRANSPORT_DOCUMENT_STATUSES)),
  dueDateTime: z.iso.datetime({ offset: true }),
  isLate: z.boolean(),
  portOfLoading: z.string().check(z.regex(UN_LOCODE)),
  portOfDischarge: z.string().check(z.regex(UN_LOCODE)),
  vesselName: z.string(),
  carrierExportVoyageNumber: z.string(),
});
export type SiListItem = z.infer<typeof siListItemSchema>;

/** Sort keys of the SI list ('-' prefix for descending, like v1/bookings). */
export const SI_LIST_SORTS = [
  'dueDateTime',
  '-dueDateTime',
  'carrierBookingReference',
  '-carrierBookingReference',
] as const;
export type SiListSort = (typeof SI_LIST_SORTS)[number];

/** A query-string number that must be an integer (`z.coerce` reads the string, `z.int` refuses fractions). */
const queryInt = z.pipe(z.coerce.number(), z.int());

/** Query of GET v1/shipping-instructions; page is 1-based, pageSize one of the spec's PAGE_SIZES (docs/requirements.md §9). */
export const siListQuerySchema = z.object({
  summaryStatus: z.optional(z.enum(SI_SUMMARY_STATUSES)),
  polCode: z.optional(z.string()),
  podCode: z.optional(z.string()),
  dueWithinHours: z.optional(queryInt.check(z.positive())),
  // "false" means false (z.coerce.boolean would read any non-empty string as true).
  overdue: z.optional(z.stringbool()),
  q: z.optional(z.string()),
  /** Only these bookings (comma-separated, at most 100): the shipments overview asks for its page's rows. */
  carrierBookingReferences: z.optional(z.string()),
  sort: z._default(z.enum(SI_LIST_SORTS), 'dueDateTime'),
  page: z._default(queryInt.check(z.minimum(1)), 1),
  pageSize: z._default(
    z.pipe(z.coerce.number(), z.number().check(z.refine((size) => (PAGE_SIZES as readonly number[]).includes(size)))),
    PAGE_SIZES[0],
  ),
});
export type SiListQuery = z.infer<typeof siListQuerySchema>;
/** A list query as a caller writes it (unset = the server's default: sort dueDateTime, page 1, the first page size). */
export interface SiListQueryInput {
  summaryStatus?: SiSummaryStatus;
  polCode?: string;
  podCode?: string;
  dueWithinHours?: number;
  overdue?: boolean;
  q?: string;
  carrierBookingReferences?: string;
  sort?: SiListSort;
  page?: number;
  pageSize?: number;
}

/** Answer of the SI list: the page of rows and the total matching the filters. */
export const siListResponseSchema = z.object({ items: z.array(siListItemSchema), total: count });
export type SiListResponse = z.infer<typeof siListResponseSchema>;

import { DEFAULT_PAGE_SIZE, FIRST_PAGE, PAGE_SIZES } from '@/config/limits';
import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod';
import { BOOKING_STATUSES, type BookingStatus } from '@/domain/booking/booking-codes-contract';
import { type BookingListParamsInput, bookingSortSchema } from '@/domain/booking/booking-list-contract';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { isIsoDate } from '@/lib/dates';
import { digitsParam, validOrUndefined } from '@/lib/url-search-params';

/*
 * The shipments overview as a link (filters, sort and paging live in the URL): one schema read by
 * the href builder ({@link shipmentsHref}, for every feature that links to a filtered overview) and by the page's URL
 * parser ({@link parseShipmentsSearch}). docs/architecture.md "Typed links".
 */

/** Most characters of the text search (the list call's `q` allows 50). */
export const SHIPMENTS_QUERY_MAX_LENGTH = 50;
/** Most characters of a location's display name kept in the URL. */
const LOCATION_NAME_MAX_LENGTH = 120;
/** The list's default sort: newest first (booking-contract BOOKING_SORT_KEYS). */
export const DEFAULT_SHIPMENTS_SORT = '-createdDateTime';

const isoDateSchema = z.string().refine(isIsoDate, 'must be a date written yyyy-MM-dd');

/**
 * The overview's filters as the URL carries them. Names are the list call's (GET v1/bookings) plus `polName` and
 * `podName`, the chosen ports' display names (so the filter shows 'Busan, South Korea' after a reload without a
 * lookup). Page sizes are docs/requirements.md §9's; pages start at 1.
 */
export const shipmentsFiltersSchema = z.object({
  status: z.array(z.enum(BOOKING_STATUSES)).max(BOOKING_STATUSES.length).optional(),
  polCode: z.optional(unLocationCodeSchema),
  polName: z.string().max(LOCATION_NAME_MAX_LENGTH).optional(),
  podCode: z.optional(unLocationCodeSchema),
  podName: z.string().max(LOCATION_NAME_MAX_LENGTH).optional(),
  departureFrom: isoDateSchema.optional(),
  departureTo: isoDateSchema.optional(),
  q: z.string().trim().max(SHIPMENTS_QUERY_MAX_LENGTH).optional(),
  /** Vessel and export voyage (both or neither): the bookings on one sailing, as the vessel schedule's "Track" links. */
  vesselName: z.string().trim().min(1).max(50).optional(),
  carrierExportVoyageNumber: z.string().trim().min(1).max(50).optional(),
  sort: bookingSortSchema.optional(),
  page: z.number().int().min(FIRST_PAGE).optional(),
  pageSize: z
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .optional(),
});
/** Filters, sort and paging of the overview; every field optional (missing = no filter, default sort and paging). */
export type ShipmentsFilters = z.infer<typeof shipmentsFiltersSchema>;

/** The overview's state after parsing: defaults filled in. */
export type ShipmentsSearch = ShipmentsFilters & { sort: string; page: number; pageSize: number };

const SINGLE_KEYS = [
  'polCode',
  'polName',
  'podCode',
  'podName',
  'departureFrom',
  'departureTo',
  'q',
  'vesselName',
  'carrierExportVoyageNumber',
  'sort',
] as const;

/**
 * The overview's link: `/manage-shipment/shipments?status=CONFIRMED&polCode=KRPUS&page=2`. Parameters at their
 * default (sort '-createdDateTime', page 1, page size 10) and empty ones are left out, so equal searches have equal
 * URLs. Throws (ZodError) on filters outside the schema: a programming error, as the types already rule them out.
 */
export function shipmentsHref(filters: ShipmentsFilters = {}): string {
  const valid = shipmentsFiltersSchema.parse(filters);
  const params = new URLSearchParams();
  for (const status of valid.status ?? []) params.append('status', status);
  for (const key of SINGLE_KEYS) {
    const value = valid[key];
    if (value && !(key === 'sort' && value === DEFAULT_SHIPMENTS_SORT)) params.set(key, value);
  }
  if (valid.page !== undefined && valid.page !== FIRST_PAGE) params.set('page', String(valid.page));
  if (valid.pageSize !== undefined && valid.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('pageSize', String(valid.pageSize));
  }
  return paths.shipments.href(params.size > 0 ? routeQuery<'shipments'>(params) : undefined);
}

/**
 * Reads the overview's URL query. Lenient: a value that does not fit the schema is dropped (an old or hand-edited
 * link still opens the overview), unknown statuses are skipped, repeats are capped; defaults fill in sort, page and
 * page size. A port code without a name shows the code.
 */
export function parseShipmentsSearch(search: URLSearchParams): ShipmentsSearch {
  const statuses = [
    ...new Set(
      search
        .getAll('status')
        .slice(0, BOOKING_STATUSES.length * 2)
        .filter((value): value is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(value)),
    ),
  ];
  const shape = shipmentsFiltersSchema.shape;
  const single = (key: (typeof SINGLE_KEYS)[number]) => search.get(key) ?? undefined;
  const integer = (key: 'page' | 'pageSize') => {
    const digits = digitsParam(search, key);
    return digits === undefined ? undefined : Number(digits);
  };
  const polCode = validOrUndefined(shape.polCode, single('polCode'));
  const podCode = validOrUndefined(shape.podCode, single('podCode'));
  const q = validOrUndefined(shape.q, single('q'));
  const result: ShipmentsSearch = {
    sort: validOrUndefined(shape.sort, single('sort')) ?? DEFAULT_SHIPMENTS_SORT,
    page: validOrUndefined(shape.page, integer('page')) ?? FIRST_PAGE,
    pageSize: validOrUndefined(shape.pageSize, integer('pageSize')) ?? DEFAULT_PAGE_SIZE,
  };
  if (statuses.length > 0) result.status = statuses;
  if (polCode) {
    result.polCode = polCode;
    result.polName = validOrUndefined(shape.polName, single('polName')) ?? polCode;
  }
  if (podCode) {
    result.podCode = podCode;
    result.podName = validOrUndefined(shape.podName, single('podName')) ?? podCode;
  }
  const from = validOrUndefined(shape.departureFrom, single('departureFrom'));
  const to = validOrUndefined(shape.departureTo, single('departureTo'));
  if (from) result.departureFrom = from;
  if (to) result.departureTo = to;
  if (q) result.q = q;
  const vesselName = validOrUndefined(shape.vesselName, single('vesselName'));
  const voyage = validOrUndefined(shape.carrierExportVoyageNumber, single('carrierExportVoyageNumber'));
  // One sailing needs both: a vessel alone or a voyage number alone is not a filter the overview offers.
  if (vesselName && voyage) {
    result.vesselName = vesselName;
    result.carrierExportVoyageNumber = voyage;
  }
  return result;
}

/**
 * The list call's parameters (GET v1/bookings) for an overview state: display names dropped, empty filters left out.
 * Equal states give equal objects, so they share one query key.
 */
export function toBookingListParams(search: ShipmentsSearch): BookingListParamsInput {
  const params: BookingListParamsInput = { sort: search.sort, page: search.page, pageSize: search.pageSize };
  if (search.status?.length) params.status = search.status;
  if (search.polCode) params.polCode = search.polCode;
  if (search.podCode) params.podCode = search.podCode;
  if (search.departureFrom) params.departureFrom = search.departureFrom;
  if (search.departureTo) params.departureTo = search.departureTo;
  if (search.q) params.q = search.q;
  if (search.vesselName && search.carrierExportVoyageNumber) {
    params.vesselName = search.vesselName;
    params.carrierExportVoyageNumber = search.carrierExportVoyageNumber;
  }
  return params;
}

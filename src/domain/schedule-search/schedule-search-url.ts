import { DEFAULT_NEXT_WEEK_VALUE, NEXT_WEEK_VALUES, type NextWeekValue } from '@/config/limits';
import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import {
  type TermCode,
  termCodeSchema,
  type TsFlag,
  tsFlagSchema,
} from '@/domain/schedule-search/schedule-search-contract';
import { addDaysToIsoDate, isIsoDate, type IsoDate } from '@/lib/dates';

/*
 * The point-to-point schedule search as a link (docs/requirements.md §2 query fields): the one schema that both the href builder
 * ({@link scheduleSearchHref}, used by every feature that links to a search: home's quick search, the legacy bridge's
 * "redirect to schedule", later quotes and booking) and the schedule page's URL parser
 * (features/schedule/utils/parse-schedule-url.ts) read. Here rather than in config/paths.ts because config/ is in the
 * app shell and zod is not; docs/architecture.md "Typed links".
 */

/**
 * URL names of the search fields. They follow the carrier's public links where known (reference/carrier-portals.md:
 * oriLocNmParam, oriLocCdParam, oriTermCdPara, frmDtParam, nextWeekValue, searchType, isEnabledCO2, year, month); the
 * others are ours, in the same style.
 */
export const SEARCH_PARAMS = {
  originName: 'oriLocNmParam',
  destinationName: 'destLocNmParam',
  originCode: 'oriLocCdParam',
  destinationCode: 'destLocCdParam',
  originTermCode: 'oriTermCdPara',
  destinationTermCode: 'desTermCdPara',
  multiLocationSelectionType: 'multiLocSelTpParam',
  fromDate: 'frmDtParam',
  toDate: 'toDtParam',
  transshipmentIndicator: 'tsIndParam',
  nextWeekValue: 'nextWeekValue',
  command: 'cmdParam',
  scheduleSequence: 'schSeqParam',
  view: 'searchType',
  co2: 'isEnabledCO2',
  emissionType: 'emissionType',
  year: 'year',
  month: 'month',
  sortBy: 'sortBy',
  page: 'page',
  pageSize: 'pageSize',
  service: 'service',
  bookingFilter: 'bookingFilter',
} as const;

/** Most locations on the multi-location side (our choice). */
export const MAX_LOCATIONS_PER_SIDE = 3;
/** Most values read of one repeated URL parameter; the rest are ignored (20,000 repeats). */
export const MAX_PARAM_REPEATS = 10;
/** Most characters read of one URL value (longer values are cut before they are parsed or shown). */
export const MAX_PARAM_LENGTH = 200;
/** Most characters of a location's display name. */
export const LOCATION_NAME_MAX_LENGTH = 120;

/**
 * The field schemas of a schedule search link, shared by {@link scheduleLinkSchema} and the page's URL parser. Numbers
 * are written as plain decimal digits only (`integer`): no '0x1c', '1e4', ' 28' or '2.0'.
 */
export const scheduleLinkFields = {
  locationCode: unLocationCodeSchema,
  locationName: z.string().check(z.maxLength(LOCATION_NAME_MAX_LENGTH)),
  termCode: termCodeSchema,
  /** 'yyyy-MM-dd', a real calendar date (origin local date). */
  date: z.string().check(z.refine(isIsoDate, 'must be a date written yyyy-MM-dd')),
  /** The search period in days, one of {@link NEXT_WEEK_VALUES}. */
  nextWeekValue: z.literal(NEXT_WEEK_VALUES),
  tsFlag: tsFlagSchema,
  command: z.literal('search'),
  scheduleSequence: z.string().check(z.minLength(1), z.maxLength(MAX_PARAM_LENGTH)),
  integer: z.string().check(z.regex(/^[0-9]{1,9}$/)),
};

const linkLocationSchema = z.object({
  code: scheduleLinkFields.locationCode,
  /** Display name ('Busan, South Korea'); the code when absent. */
  name: z.optional(scheduleLinkFields.locationName),
  termCode: z.optional(scheduleLinkFields.termCode),
});

/**
 * A link to the point-to-point schedule: up to {@link MAX_LOCATIONS_PER_SIDE} origins and destinations (only one side
 * may hold several), the departure window (origin local dates; `toDate` or else `nextWeekValue` days after `fromDate`),
 * the transshipment filter, `command: 'search'` to run the search at once, and the sailing to open.
 */
export const scheduleLinkSchema = z
  .object({
    origins: z.array(linkLocationSchema).check(z.maxLength(MAX_LOCATIONS_PER_SIDE)),
    destinations: z.array(linkLocationSchema).check(z.maxLength(MAX_LOCATIONS_PER_SIDE)),
    fromDate: z.optional(scheduleLinkFields.date),
    toDate: z.optional(scheduleLinkFields.date),
    nextWeekValue: z.optional(scheduleLinkFields.nextWeekValue),
    tsFlag: z.optional(scheduleLinkFields.tsFlag),
    command: z.optional(scheduleLinkFields.command),
    scheduleSequence: z.optional(scheduleLinkFields.scheduleSequence),
  })
  .check(
    z.refine(
      (link) => link.origins.length <= 1 || link.destinations.length <= 1,
      'only one side may hold several locations',
    ),
  );
/** What {@link scheduleSearchHref} takes. */
export type ScheduleLink = z.input<typeof scheduleLinkSchema>;

/** The values {@link writeScheduleLinkParams} writes: a {@link ScheduleLink}, or the page's own state (null = absent). */
export interface ScheduleLinkValues {
  origins: readonly { code: string; name?: string; termCode?: TermCode }[];
  destinations: readonly { code: string; name?: string; termCode?: TermCode }[];
  fromDate?: string | null;
  toDate?: string | null;
  nextWeekValue?: number | null;
  tsFlag?: TsFlag | null;
  command?: 'search' | null;
  scheduleSequence?: string | null;
}

function appendSide(
  params: URLSearchParams,
  locations: ScheduleLinkValues['origins'],
  names: { name: string; code: string; term: string },
) {
  // The parser pairs names and terms with codes by position, so a side writes all or none of its terms.
  const withTerms = locations.some((location) => location.termCode);
  for (const location of locations) {
    params.append(names.name, location.name ?? location.code);
    params.append(names.code, location.code);
    if (withTerms) params.append(names.term, location.termCode ?? 'D');
  }
}

/**
 * Writes the search fields of a schedule link into `params` (a new URLSearchParams by default) under
 * {@link SEARCH_PARAMS} names, with `multiLocSelTpParam` for the side holding several locations. Does not validate:
 * {@link scheduleSearchHref} does, and the schedule page writes back only what its parser accepted.
 */
export function writeScheduleLinkParams(link: ScheduleLinkValues, params = new URLSearchParams()): URLSearchParams {
  appendSide(params, link.origins, {
    name: SEARCH_PARAMS.originName,
    code: SEARCH_PARAMS.originCode,
    term: SEARCH_PARAMS.originTermCode,
  });
  appendSide(params, link.destinations, {
    name: SEARCH_PARAMS.destinationName,
    code: SEARCH_PARAMS.destinationCode,
    term: SEARCH_PARAMS.destinationTermCode,
  });
  if (link.origins.length > 1) params.set(SEARCH_PARAMS.multiLocationSelectionType, 'O');
  else if (link.destinations.length > 1) params.set(SEARCH_PARAMS.multiLocationSelectionType, 'D');
  if (link.fromDate) params.set(SEARCH_PARAMS.fromDate, link.fromDate);
  if (link.toDate) params.set(SEARCH_PARAMS.toDate, link.toDate);
  if (link.nextWeekValue != null) params.set(SEARCH_PARAMS.nextWeekValue, String(link.nextWeekValue));
  if (link.tsFlag) params.set(SEARCH_PARAMS.transshipmentIndicator, link.tsFlag);
  if (link.command) params.set(SEARCH_PARAMS.command, link.command);
  if (link.scheduleSequence) params.set(SEARCH_PARAMS.scheduleSequence, link.scheduleSequence);
  return params;
}

/**
 * The in-app link (for `<Link to>` / `navigate()`) of the point-to-point schedule showing `link`. Throws zod's error
 * when `link` breaks {@link scheduleLinkSchema} (a programming error: callers pass picked locations and computed dates).
 */
export function scheduleSearchHref(link: ScheduleLink): string {
  const valid = scheduleLinkSchema.parse(link);
  return paths.pointToPointSchedule.href(routeQuery<'pointToPointSchedule'>(writeScheduleLinkParams(valid)));
}

/**
 * The link of a search window of `weeks` weeks from `fromDate` ('yyyy-MM-dd'), no locations: the legacy bridge's
 * "redirect to schedule" (docs/requirements.md §9, runtime config `scheduleRedirectWeeks`). The page offers 2, 4, 6 and 8 weeks
 * ({@link NEXT_WEEK_VALUES}); any other number of weeks gives the default 4 weeks ({@link DEFAULT_NEXT_WEEK_VALUE}).
 */
export function scheduleWindowLink(fromDate: IsoDate, weeks: number): ScheduleLink {
  const days = NEXT_WEEK_VALUES.find((value) => value === weeks * 7) ?? DEFAULT_NEXT_WEEK_VALUE;
  const nextWeekValue: NextWeekValue = days;
  return { origins: [], destinations: [], fromDate, toDate: addDaysToIsoDate(fromDate, nextWeekValue), nextWeekValue };
}

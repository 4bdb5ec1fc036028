import {
  DEFAULT_NEXT_WEEK_VALUE,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  type NextWeekValue,
  P2P_DATE_PICKER_YEARS,
  type PageSize,
} from '@/config/limits';
import type { BookingFilter, SortKey } from '@/domain/schedule-search/point-to-point-contract';
import type { TermCode, TsFlag } from '@/domain/schedule-search/schedule-search-contract';
import { SEARCH_PARAMS, writeScheduleLinkParams } from '@/domain/schedule-search/schedule-search-url';
import { addDaysToIsoDate, type IsoDate } from '@/lib/dates';

/** Which side holds several locations: origin (O) or destination (D); null when both hold one (docs/requirements.md §3). */
export type MultiLocationSelectionType = 'O' | 'D';
export type ScheduleView = 'list' | 'calendar';
export const EMISSION_TYPES = ['TTW', 'WTW', 'ALL'] as const;
export type EmissionType = (typeof EMISSION_TYPES)[number];
export type SearchCommand = 'search';

/** A chosen origin or destination: UN/LOCODE, display name and haulage term (docs/requirements.md §3 origins/destinations). */
export interface SearchLocation {
  code: string;
  name: string;
  termCode: TermCode;
}

/** What the user searches for. Changing it starts a new search. */
export interface ScheduleSearch {
  origins: SearchLocation[];
  destinations: SearchLocation[];
  fromDate: IsoDate;
  toDate: IsoDate;
  nextWeekValue: NextWeekValue | null;
  tsFlag: TsFlag | null;
  command: SearchCommand | null;
  /** Key of the route whose details are open (a deep link to one sailing). */
  scheduleSequence: string | null;
}

/** How the results are shown. Changing it never refetches the list. */
export interface ScheduleViewOptions {
  view: ScheduleView;
  co2: boolean;
  emissionType: EmissionType;
  /** Calendar month shown (month 1-12); null means the month of the from date. */
  calendarMonth: { year: number; month: number } | null;
  sortBy: SortKey;
  page: number;
  pageSize: PageSize;
  /** Service-lane filter, null for all lanes. */
  service: string | null;
  /**
   * Booking filter (docs/requirements.md §3): ALL sailings, or only those open for BOOKING (a vessel sailing whose port
   * cut-off has not passed). BOOKING also limits the calendar to the current year (§4).
   */
  bookingFilter: BookingFilter;
}

/**
 * A URL value that could not be used; `messageKey` is a key of the schedule namespace (under `url-issues.`). One issue
 * per parameter and kind: several bad values of a repeated parameter are listed in one `value`, comma-separated.
 */
export interface SearchParamIssue {
  param: string;
  value: string;
  messageKey:
    | 'url-error-location'
    | 'url-error-locations-dropped'
    | 'url-error-date'
    | 'url-error-date-order'
    | 'url-error-date-clamped'
    | 'url-error-period'
    | 'url-error-value';
}

export interface ParsedScheduleUrl {
  search: ScheduleSearch;
  viewOptions: ScheduleViewOptions;
  issues: SearchParamIssue[];
}

export const DEFAULT_VIEW_OPTIONS: ScheduleViewOptions = {
  view: 'list',
  co2: false,
  emissionType: 'TTW',
  calendarMonth: null,
  sortBy: 'departure',
  page: FIRST_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  service: null,
  bookingFilter: 'ALL',
};

/** The first and last selectable dates of the point-to-point pickers: 1 Jan of last year to 31 Dec of next year. */
export function searchDateBounds(today: IsoDate): { min: IsoDate; max: IsoDate } {
  const year = Number(today.slice(0, 4));
  return { min: `${year - P2P_DATE_PICKER_YEARS}-01-01`, max: `${year + P2P_DATE_PICKER_YEARS}-12-31` };
}

/** The empty search: no locations, from today for the default period (4 weeks). */
export function defaultSearch(today: IsoDate): ScheduleSearch {
  return {
    origins: [],
    destinations: [],
    fromDate: today,
    toDate: addDaysToIsoDate(today, DEFAULT_NEXT_WEEK_VALUE),
    nextWeekValue: DEFAULT_NEXT_WEEK_VALUE,
    tsFlag: null,
    command: null,
    scheduleSequence: null,
  };
}

/** The multi-location selection type implied by the locations: 'O', 'D' or null. */
export function multiLocationSelectionType(search: Pick<ScheduleSearch, 'origins' | 'destinations'>) {
  if (search.origins.length > 1) return 'O' satisfies MultiLocationSelectionType;
  if (search.destinations.length > 1) return 'D' satisfies MultiLocationSelectionType;
  return null;
}

/**
 * Writes the search and view options as URL parameters; defaults of the view options are left out so links stay
 * short. The inverse of {@link parseScheduleUrl} for every valid state.
 */
export function toScheduleUrlParams(search: ScheduleSearch, viewOptions: ScheduleViewOptions): URLSearchParams {
  // The search fields are written by the domain's link writer, the one that every link to this page goes through.
  const params = writeScheduleLinkParams(search);

  const defaults = DEFAULT_VIEW_OPTIONS;
  if (viewOptions.view !== defaults.view)
    params.set(SEARCH_PARAMS.view, viewOptions.view === 'list' ? 'List' : 'Calendar');
  if (viewOptions.co2) params.set(SEARCH_PARAMS.co2, 'true');
  if (viewOptions.emissionType !== defaults.emissionType)
    params.set(SEARCH_PARAMS.emissionType, viewOptions.emissionType);
  if (viewOptions.calendarMonth) {
    params.set(SEARCH_PARAMS.year, String(viewOptions.calendarMonth.year));
    params.set(SEARCH_PARAMS.month, String(viewOptions.calendarMonth.month));
  }
  if (viewOptions.sortBy !== defaults.sortBy) params.set(SEARCH_PARAMS.sortBy, viewOptions.sortBy);
  if (viewOptions.page !== defaults.page) params.set(SEARCH_PARAMS.page, String(viewOptions.page));
  if (viewOptions.pageSize !== defaults.pageSize) params.set(SEARCH_PARAMS.pageSize, String(viewOptions.pageSize));
  if (viewOptions.service) params.set(SEARCH_PARAMS.service, viewOptions.service);
  if (viewOptions.bookingFilter !== defaults.bookingFilter)
    params.set(SEARCH_PARAMS.bookingFilter, viewOptions.bookingFilter);
  return params;
}

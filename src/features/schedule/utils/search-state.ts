import {
  DEFAULT_NEXT_WEEK_VALUE,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  type NextWeekValue,
  P2P_DATE_PICKER_YEARS,
  type PageSize,
} from '@/config/limits';
import type { SortKey, TermCode, TsFlag } from '@/features/schedule/api/schedule-contract';
import { addDaysToIsoDate, type IsoDate } from '@/lib/dates';

/**
 * The point-to-point search in the URL (spec section 2 query fields). Parameter names follow the carrier's public
 * links where known (reference/carrier-portals.md: oriLocNmParam, oriLocCdParam, oriTermCdPara, frmDtParam,
 * nextWeekValue, searchType, isEnabledCO2, year, month); the others are ours, in the same style.
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
} as const;

/** Most locations on the multi-location side (our choice). */
export const MAX_LOCATIONS_PER_SIDE = 3;

/** Which side holds several locations: origin (O) or destination (D); null when both hold one (spec section 3). */
export type MultiLocationSelectionType = 'O' | 'D';
export type ScheduleView = 'list' | 'calendar';
export const EMISSION_TYPES = ['TTW', 'WTW', 'ALL'] as const;
export type EmissionType = (typeof EMISSION_TYPES)[number];
export type SearchCommand = 'search';

/** A chosen origin or destination: UN/LOCODE, display name and haulage term (spec section 3 origins/destinations). */
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
}

/** A URL value that could not be used; `messageKey` is a key of the schedule namespace. */
export interface SearchParamIssue {
  param: string;
  value: string;
  messageKey: 'url-error-location' | 'url-error-date' | 'url-error-date-order' | 'url-error-period' | 'url-error-value';
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
  const params = new URLSearchParams();
  for (const origin of search.origins) {
    params.append(SEARCH_PARAMS.originName, origin.name);
    params.append(SEARCH_PARAMS.originCode, origin.code);
    params.append(SEARCH_PARAMS.originTermCode, origin.termCode);
  }
  for (const destination of search.destinations) {
    params.append(SEARCH_PARAMS.destinationName, destination.name);
    params.append(SEARCH_PARAMS.destinationCode, destination.code);
    params.append(SEARCH_PARAMS.destinationTermCode, destination.termCode);
  }
  const multi = multiLocationSelectionType(search);
  if (multi) params.set(SEARCH_PARAMS.multiLocationSelectionType, multi);
  params.set(SEARCH_PARAMS.fromDate, search.fromDate);
  params.set(SEARCH_PARAMS.toDate, search.toDate);
  if (search.nextWeekValue !== null) params.set(SEARCH_PARAMS.nextWeekValue, String(search.nextWeekValue));
  if (search.tsFlag) params.set(SEARCH_PARAMS.transshipmentIndicator, search.tsFlag);
  if (search.command) params.set(SEARCH_PARAMS.command, search.command);
  if (search.scheduleSequence) params.set(SEARCH_PARAMS.scheduleSequence, search.scheduleSequence);

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
  return params;
}

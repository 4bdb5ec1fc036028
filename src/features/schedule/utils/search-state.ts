import { z } from 'zod';

import {
  DEFAULT_NEXT_WEEK_VALUE,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  MAX_SEARCH_PERIOD_DAYS,
  NEXT_WEEK_VALUES,
  type NextWeekValue,
  P2P_DATE_PICKER_YEARS,
  PAGE_SIZES,
  type PageSize,
} from '@/config/limits';
import { addDaysToIsoDate, daysBetween, isIsoDate, type IsoDate } from '@/lib/dates';

import {
  SORT_KEYS,
  type SortKey,
  type TermCode,
  termCodeSchema,
  TS_FLAGS,
  type TsFlag,
  unLocationCodeSchema,
} from '../api/schedule-schemas';

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

function readLocations(
  params: URLSearchParams,
  names: { code: string; name: string; term: string },
  issues: SearchParamIssue[],
): SearchLocation[] {
  const codes = params.getAll(names.code);
  const labels = params.getAll(names.name);
  const terms = params.getAll(names.term);
  const locations: SearchLocation[] = [];
  codes.forEach((rawCode, index) => {
    const code = rawCode.trim().toUpperCase();
    if (!unLocationCodeSchema.safeParse(code).success) {
      issues.push({ param: names.code, value: rawCode, messageKey: 'url-error-location' });
      return;
    }
    const rawTerm = terms[index] ?? terms[0] ?? 'D';
    const term = termCodeSchema.safeParse(rawTerm.toUpperCase());
    if (!term.success) issues.push({ param: names.term, value: rawTerm, messageKey: 'url-error-value' });
    const name = (labels[index] ?? '').trim().slice(0, 120);
    locations.push({ code, name: name || code, termCode: term.success ? term.data : 'D' });
  });
  return locations.slice(0, MAX_LOCATIONS_PER_SIDE);
}

function readEnum<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  issues: SearchParamIssue[],
  normalise: (value: string) => string = (value) => value,
): T | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  const value = normalise(raw);
  if ((allowed as readonly string[]).includes(value)) return value as T;
  issues.push({ param: name, value: raw, messageKey: 'url-error-value' });
  return null;
}

function readInt(params: URLSearchParams, name: string, issues: SearchParamIssue[], min: number, max: number) {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  const parsed = z.coerce.number().int().min(min).max(max).safeParse(raw);
  if (parsed.success) return parsed.data;
  issues.push({ param: name, value: raw, messageKey: 'url-error-value' });
  return null;
}

function readDates(params: URLSearchParams, today: IsoDate, issues: SearchParamIssue[]) {
  const bounds = searchDateBounds(today);
  const inBounds = (date: string) => isIsoDate(date) && date >= bounds.min && date <= bounds.max;
  const nextWeekValue = readInt(params, SEARCH_PARAMS.nextWeekValue, issues, 1, 365);
  const knownNextWeek = NEXT_WEEK_VALUES.find((value) => value === nextWeekValue) ?? null;
  if (nextWeekValue !== null && knownNextWeek === null) {
    issues.push({ param: SEARCH_PARAMS.nextWeekValue, value: String(nextWeekValue), messageKey: 'url-error-value' });
  }
  let fromDate = params.get(SEARCH_PARAMS.fromDate) ?? today;
  if (!inBounds(fromDate)) {
    issues.push({ param: SEARCH_PARAMS.fromDate, value: fromDate, messageKey: 'url-error-date' });
    fromDate = today;
  }
  const period = knownNextWeek ?? DEFAULT_NEXT_WEEK_VALUE;
  const rawTo = params.get(SEARCH_PARAMS.toDate);
  let toDate = rawTo ?? addDaysToIsoDate(fromDate, period);
  if (rawTo !== null && !inBounds(rawTo)) {
    issues.push({ param: SEARCH_PARAMS.toDate, value: rawTo, messageKey: 'url-error-date' });
    toDate = addDaysToIsoDate(fromDate, period);
  } else if (daysBetween(fromDate, toDate) < 0) {
    issues.push({ param: SEARCH_PARAMS.toDate, value: toDate, messageKey: 'url-error-date-order' });
    toDate = addDaysToIsoDate(fromDate, period);
  } else if (daysBetween(fromDate, toDate) > MAX_SEARCH_PERIOD_DAYS) {
    issues.push({ param: SEARCH_PARAMS.toDate, value: toDate, messageKey: 'url-error-period' });
    toDate = addDaysToIsoDate(fromDate, MAX_SEARCH_PERIOD_DAYS);
  }
  return { fromDate, toDate, nextWeekValue: rawTo === null ? period : knownNextWeek };
}

/**
 * Reads the search and view options from the URL. Never throws: every unusable value becomes a
 * {@link SearchParamIssue} and its default is used instead. `today` ('yyyy-MM-dd', Asia/Singapore) anchors defaults.
 */
export function parseScheduleUrl(params: URLSearchParams, today: IsoDate): ParsedScheduleUrl {
  const issues: SearchParamIssue[] = [];
  let origins = readLocations(
    params,
    { code: SEARCH_PARAMS.originCode, name: SEARCH_PARAMS.originName, term: SEARCH_PARAMS.originTermCode },
    issues,
  );
  let destinations = readLocations(
    params,
    {
      code: SEARCH_PARAMS.destinationCode,
      name: SEARCH_PARAMS.destinationName,
      term: SEARCH_PARAMS.destinationTermCode,
    },
    issues,
  );
  readEnum(params, SEARCH_PARAMS.multiLocationSelectionType, ['O', 'D'], issues, (v) => v.toUpperCase());
  // Only one side may hold several locations; keep the first of the other side.
  if (origins.length > 1 && destinations.length > 1) {
    issues.push({
      param: SEARCH_PARAMS.destinationCode,
      value: destinations.map((d) => d.code).join(','),
      messageKey: 'url-error-value',
    });
    destinations = destinations.slice(0, 1);
  }
  origins = dedupe(origins);
  destinations = dedupe(destinations);
  const dates = readDates(params, today, issues);
  const tsFlag = readEnum(params, SEARCH_PARAMS.transshipmentIndicator, TS_FLAGS, issues, (v) => v.toUpperCase());
  const command = readEnum<SearchCommand>(params, SEARCH_PARAMS.command, ['search'], issues, (v) => v.toLowerCase());
  const scheduleSequence = params.get(SEARCH_PARAMS.scheduleSequence)?.slice(0, 200) || null;

  const view = readEnum(params, SEARCH_PARAMS.view, ['list', 'calendar'] as const, issues, (v) => v.toLowerCase());
  const co2Raw = readEnum(params, SEARCH_PARAMS.co2, ['true', 'false'] as const, issues, (v) => v.toLowerCase());
  const emissionType = readEnum(params, SEARCH_PARAMS.emissionType, EMISSION_TYPES, issues, (v) => v.toUpperCase());
  const sortBy = readEnum(params, SEARCH_PARAMS.sortBy, SORT_KEYS, issues);
  const pageSize = readEnum(params, SEARCH_PARAMS.pageSize, PAGE_SIZES.map(String) as `${PageSize}`[], issues);
  const page = readInt(params, SEARCH_PARAMS.page, issues, 1, 10_000);
  const calendarMonth = readCalendarMonth(params, today, issues);
  const service = params.get(SEARCH_PARAMS.service)?.trim().toUpperCase().slice(0, 10) || null;

  return {
    search: { origins, destinations, ...dates, tsFlag, command, scheduleSequence },
    viewOptions: {
      view: view ?? DEFAULT_VIEW_OPTIONS.view,
      co2: co2Raw === 'true',
      emissionType: emissionType ?? DEFAULT_VIEW_OPTIONS.emissionType,
      calendarMonth,
      sortBy: sortBy ?? DEFAULT_VIEW_OPTIONS.sortBy,
      page: page ?? DEFAULT_VIEW_OPTIONS.page,
      pageSize: pageSize ? (Number(pageSize) as PageSize) : DEFAULT_VIEW_OPTIONS.pageSize,
      service,
    },
    issues,
  };
}

function dedupe(locations: SearchLocation[]): SearchLocation[] {
  return locations.filter((location, index) => locations.findIndex((l) => l.code === location.code) === index);
}

function readCalendarMonth(params: URLSearchParams, today: IsoDate, issues: SearchParamIssue[]) {
  const bounds = searchDateBounds(today);
  const minYear = Number(bounds.min.slice(0, 4));
  const maxYear = Number(bounds.max.slice(0, 4));
  const year = readInt(params, SEARCH_PARAMS.year, issues, minYear, maxYear);
  const month = readInt(params, SEARCH_PARAMS.month, issues, 1, 12);
  return year !== null && month !== null ? { year, month } : null;
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

import {
  DEFAULT_NEXT_WEEK_VALUE,
  MAX_SEARCH_PERIOD_DAYS,
  NEXT_WEEK_VALUES,
  PAGE_SIZES,
  type PageSize,
} from '@/config/limits';
import { BOOKING_FILTERS, SORT_KEYS } from '@/domain/schedule-search/point-to-point-contract';
import { TS_FLAGS } from '@/domain/schedule-search/schedule-search-contract';
import {
  MAX_LOCATIONS_PER_SIDE,
  MAX_PARAM_LENGTH,
  MAX_PARAM_REPEATS,
  scheduleLinkFields,
  SEARCH_PARAMS,
} from '@/domain/schedule-search/schedule-search-url';
import { addDaysToIsoDate, daysBetween, isIsoDate, type IsoDate } from '@/lib/dates';

import {
  DEFAULT_VIEW_OPTIONS,
  EMISSION_TYPES,
  type ParsedScheduleUrl,
  type SearchCommand,
  searchDateBounds,
  type SearchLocation,
  type SearchParamIssue,
} from './search-state';

/*
 * Reading the point-to-point search from the URL (docs/requirements.md §2 query fields; names and field schemas shared with the
 * href builder in domain/schedule-search/schedule-search-url.ts). The inverse, toScheduleUrlParams, is in
 * search-state.ts. A link may be hostile: at most MAX_PARAM_REPEATS values of a parameter and
 * MAX_PARAM_LENGTH characters of a value are read, and issues are merged per parameter, so the alert stays short.
 */

/** Collects issues, one per parameter and kind, listing each bad value once. */
class IssueList {
  private readonly byKey = new Map<string, { issue: SearchParamIssue; values: string[] }>();

  add(param: string, value: string, messageKey: SearchParamIssue['messageKey']) {
    const key = `${param} ${messageKey}`;
    const entry = this.byKey.get(key) ?? { issue: { param, value: '', messageKey }, values: [] };
    this.byKey.set(key, entry);
    if (!entry.values.includes(value)) entry.values.push(value);
  }

  list(): SearchParamIssue[] {
    return [...this.byKey.values()].map(({ issue, values }) => ({
      ...issue,
      value: values.join(', ').slice(0, MAX_PARAM_LENGTH),
    }));
  }
}

/** The first {@link MAX_PARAM_REPEATS} values of `name`, each cut to {@link MAX_PARAM_LENGTH} characters. */
function readAll(params: URLSearchParams, name: string): string[] {
  const values: string[] = [];
  // Not getAll(): it would copy every one of 20,000 repeats before the first MAX_PARAM_REPEATS are kept.
  for (const [key, value] of params) {
    if (key !== name) continue;
    values.push(value.slice(0, MAX_PARAM_LENGTH));
    if (values.length === MAX_PARAM_REPEATS) break;
  }
  return values;
}

function readOne(params: URLSearchParams, name: string): string | null {
  return params.get(name)?.slice(0, MAX_PARAM_LENGTH) ?? null;
}

function readLocations(
  params: URLSearchParams,
  names: { code: string; name: string; term: string },
  issues: IssueList,
): SearchLocation[] {
  const labels = readAll(params, names.name);
  const terms = readAll(params, names.term);
  const locations: SearchLocation[] = [];
  readAll(params, names.code).forEach((rawCode, index) => {
    const code = rawCode.trim().toUpperCase();
    if (!scheduleLinkFields.locationCode.safeParse(code).success) {
      issues.add(names.code, rawCode, 'url-error-location');
      return;
    }
    // Duplicates go before the first three are kept, so a repeated port does not push another one out.
    if (locations.some((location) => location.code === code)) return;
    const rawTerm = terms[index] ?? terms[0] ?? 'D';
    const term = scheduleLinkFields.termCode.safeParse(rawTerm.toUpperCase());
    if (!term.success) issues.add(names.term, rawTerm, 'url-error-value');
    const name = scheduleLinkFields.locationName.safeParse((labels[index] ?? '').trim().slice(0, 120));
    locations.push({ code, name: (name.success && name.data) || code, termCode: term.success ? term.data : 'D' });
  });
  const dropped = locations.slice(MAX_LOCATIONS_PER_SIDE);
  for (const location of dropped) issues.add(names.code, location.code, 'url-error-locations-dropped');
  return locations.slice(0, MAX_LOCATIONS_PER_SIDE);
}

function readEnum<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  issues: IssueList,
  normalise: (value: string) => string = (value) => value,
): T | null {
  const raw = readOne(params, name);
  if (raw === null || raw === '') return null;
  const value = normalise(raw);
  if ((allowed as readonly string[]).includes(value)) return value as T;
  issues.add(name, raw, 'url-error-value');
  return null;
}

/** A whole number in [min, max] written in decimal digits only (no '0x1c', '1e4', ' 28', '2.0'). */
function readInt(params: URLSearchParams, name: string, issues: IssueList, min: number, max: number) {
  const raw = readOne(params, name);
  if (raw === null || raw === '') return null;
  const value = scheduleLinkFields.integer.safeParse(raw).success ? Number(raw) : Number.NaN;
  if (value >= min && value <= max) return value;
  issues.add(name, raw, 'url-error-value');
  return null;
}

function readDates(params: URLSearchParams, today: IsoDate, issues: IssueList) {
  const bounds = searchDateBounds(today);
  const inBounds = (date: string) => isIsoDate(date) && date >= bounds.min && date <= bounds.max;
  const nextWeekValue = readInt(params, SEARCH_PARAMS.nextWeekValue, issues, 1, 365);
  const knownNextWeek = NEXT_WEEK_VALUES.find((value) => value === nextWeekValue) ?? null;
  if (nextWeekValue !== null && knownNextWeek === null) {
    issues.add(SEARCH_PARAMS.nextWeekValue, String(nextWeekValue), 'url-error-value');
  }
  let fromDate = readOne(params, SEARCH_PARAMS.fromDate) ?? today;
  if (!inBounds(fromDate)) {
    issues.add(SEARCH_PARAMS.fromDate, fromDate, 'url-error-date');
    fromDate = today;
  }
  const period = knownNextWeek ?? DEFAULT_NEXT_WEEK_VALUE;
  const rawTo = readOne(params, SEARCH_PARAMS.toDate);
  let toDate = rawTo ?? addDaysToIsoDate(fromDate, period);
  if (rawTo !== null && !inBounds(rawTo)) {
    issues.add(SEARCH_PARAMS.toDate, rawTo, 'url-error-date');
    toDate = addDaysToIsoDate(fromDate, period);
  } else if (daysBetween(fromDate, toDate) < 0) {
    issues.add(SEARCH_PARAMS.toDate, toDate, 'url-error-date-order');
    toDate = addDaysToIsoDate(fromDate, period);
  } else if (daysBetween(fromDate, toDate) > MAX_SEARCH_PERIOD_DAYS) {
    issues.add(SEARCH_PARAMS.toDate, toDate, 'url-error-period');
    toDate = addDaysToIsoDate(fromDate, MAX_SEARCH_PERIOD_DAYS);
  }
  // A to-date computed from the period (or shortened) can pass the last searchable date: end the period there.
  if (toDate > bounds.max) {
    toDate = bounds.max;
    issues.add(SEARCH_PARAMS.toDate, toDate, 'url-error-date-clamped');
  }
  return { fromDate, toDate, nextWeekValue: rawTo === null ? period : knownNextWeek };
}

/**
 * Reads the search and view options from the URL. Never throws: every unusable value becomes a
 * {@link SearchParamIssue} and its default is used instead. `today` ('yyyy-MM-dd', Asia/Singapore) anchors defaults.
 */
export function parseScheduleUrl(params: URLSearchParams, today: IsoDate): ParsedScheduleUrl {
  const issues = new IssueList();
  const origins = readLocations(
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
    for (const dropped of destinations.slice(1)) {
      issues.add(SEARCH_PARAMS.destinationCode, dropped.code, 'url-error-locations-dropped');
    }
    destinations = destinations.slice(0, 1);
  }
  const dates = readDates(params, today, issues);
  const tsFlag = readEnum(params, SEARCH_PARAMS.transshipmentIndicator, TS_FLAGS, issues, (v) => v.toUpperCase());
  const command = readEnum<SearchCommand>(params, SEARCH_PARAMS.command, ['search'], issues, (v) => v.toLowerCase());
  const scheduleSequence = readOne(params, SEARCH_PARAMS.scheduleSequence) || null;

  const view = readEnum(params, SEARCH_PARAMS.view, ['list', 'calendar'] as const, issues, (v) => v.toLowerCase());
  const co2Raw = readEnum(params, SEARCH_PARAMS.co2, ['true', 'false'] as const, issues, (v) => v.toLowerCase());
  const emissionType = readEnum(params, SEARCH_PARAMS.emissionType, EMISSION_TYPES, issues, (v) => v.toUpperCase());
  const sortBy = readEnum(params, SEARCH_PARAMS.sortBy, SORT_KEYS, issues);
  const pageSize = readEnum(params, SEARCH_PARAMS.pageSize, PAGE_SIZES.map(String) as `${PageSize}`[], issues);
  const page = readInt(params, SEARCH_PARAMS.page, issues, 1, 10_000);
  const calendarMonth = readCalendarMonth(params, today, issues);
  const service = readOne(params, SEARCH_PARAMS.service)?.trim().toUpperCase().slice(0, 10) || null;
  const bookingFilter = readEnum(params, SEARCH_PARAMS.bookingFilter, BOOKING_FILTERS, issues, (v) => v.toUpperCase());

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
      bookingFilter: bookingFilter ?? DEFAULT_VIEW_OPTIONS.bookingFilter,
    },
    issues: issues.list(),
  };
}

function readCalendarMonth(params: URLSearchParams, today: IsoDate, issues: IssueList) {
  const bounds = searchDateBounds(today);
  const minYear = Number(bounds.min.slice(0, 4));
  const maxYear = Number(bounds.max.slice(0, 4));
  const year = readInt(params, SEARCH_PARAMS.year, issues, minYear, maxYear);
  const month = readInt(params, SEARCH_PARAMS.month, issues, 1, 12);
  return year !== null && month !== null ? { year, month } : null;
}

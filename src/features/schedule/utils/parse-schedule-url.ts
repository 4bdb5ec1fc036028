import {
  DEFAULT_NEXT_WEEK_VALUE,
  MAX_SEARCH_PERIOD_DAYS,
  NEXT_WEEK_VALUES,
  PAGE_SIZES,
  type PageSize,
} from '@/config/limits';
import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { SORT_KEYS, termCodeSchema, TS_FLAGS } from '@/features/schedule/api/schedule-contract';
import { addDaysToIsoDate, daysBetween, isIsoDate, type IsoDate } from '@/lib/dates';

import {
  DEFAULT_VIEW_OPTIONS,
  EMISSION_TYPES,
  MAX_LOCATIONS_PER_SIDE,
  type ParsedScheduleUrl,
  SEARCH_PARAMS,
  type SearchCommand,
  searchDateBounds,
  type SearchLocation,
  type SearchParamIssue,
} from './search-state';

/*
 * Reading the point-to-point search from the URL (spec section 2 query fields; names in SEARCH_PARAMS). The inverse,
 * toScheduleUrlParams, is in search-state.ts.
 */

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
  const parsed = z.coerce.number().check(z.int(), z.gte(min), z.lte(max)).safeParse(raw);
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

import { MAX_SEARCH_PERIOD_DAYS, NEXT_WEEK_VALUES, type NextWeekValue } from '@/config/limits';
import { z } from '@/config/zod-mini';
import { termCodeSchema } from '@/domain/schedule-search/schedule-search-contract';
import { addDaysToIsoDate, daysBetween, isIsoDate } from '@/lib/dates';

import { type ScheduleSearch, searchDateBounds } from './search-state';

const locationOptionSchema = z.object({ code: z.string(), name: z.string() });

const locationRowSchema = z.object({
  location: z.nullable(locationOptionSchema),
  termCode: termCodeSchema,
});

/** Route-type filter of the form: all, Direct (D) or Transshipment (T) (docs/requirements.md §3). */
export const ROUTE_TYPE_FILTERS = ['ALL', 'D', 'T'] as const;

/** Shape of the form values without the rules: also the shape of a stored draft. */
export const searchFormValuesSchema = z.object({
  origins: z.array(locationRowSchema).check(z.minLength(1)),
  destinations: z.array(locationRowSchema).check(z.minLength(1)),
  fromDate: z.string(),
  toDate: z.string(),
  nextWeekValue: z.enum(['', ...NEXT_WEEK_VALUES.map(String)] as [string, ...string[]]),
  routeType: z.enum(ROUTE_TYPE_FILTERS),
});

/**
 * The search form's schema; messages are keys of the schedule namespace. `today` ('yyyy-MM-dd', Asia/Singapore)
 * bounds the dates to the current year plus and minus one (docs/requirements.md §5).
 */
export function searchFormSchema(today: string) {
  const bounds = searchDateBounds(today);
  return searchFormValuesSchema.check(
    z.superRefine((values, ctx) => {
      values.origins.forEach((row, index) => {
        if (!row.location)
          ctx.addIssue({ code: 'custom', path: ['origins', index, 'location'], message: 'form-error-origin-required' });
      });
      values.destinations.forEach((row, index) => {
        if (!row.location) {
          ctx.addIssue({
            code: 'custom',
            path: ['destinations', index, 'location'],
            message: 'form-error-destination-required',
          });
        }
        const originCodes = values.origins.map((origin) => origin.location?.code);
        if (row.location && originCodes.includes(row.location.code)) {
          ctx.addIssue({
            code: 'custom',
            path: ['destinations', index, 'location'],
            message: 'form-error-same-location',
          });
        }
      });
      const fromValid = isIsoDate(values.fromDate) && values.fromDate >= bounds.min && values.fromDate <= bounds.max;
      const toValid = isIsoDate(values.toDate) && values.toDate >= bounds.min && values.toDate <= bounds.max;
      if (!isIsoDate(values.fromDate))
        ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'form-error-date-format' });
      else if (!fromValid) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: 'form-error-date-range' });
      if (!isIsoDate(values.toDate))
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'form-error-date-format' });
      else if (!toValid) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'form-error-date-range' });
      if (fromValid && toValid) {
        const days = daysBetween(values.fromDate, values.toDate);
        if (days < 0) ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'form-error-date-order' });
        else if (days > MAX_SEARCH_PERIOD_DAYS)
          ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'form-error-period' });
      }
    }),
  );
}

export type SearchFormValues = z.infer<typeof searchFormValuesSchema>;

/** Form values for a search (from the URL or defaults); each side has at least one (possibly empty) row. */
export function toFormValues(search: ScheduleSearch): SearchFormValues {
  const rows = (locations: ScheduleSearch['origins']) =>
    locations.length > 0
      ? locations.map((location) => ({
          location: { code: location.code, name: location.name },
          termCode: location.termCode,
        }))
      : [{ location: null, termCode: 'D' as const }];
  return {
    origins: rows(search.origins),
    destinations: rows(search.destinations),
    fromDate: search.fromDate,
    toDate: search.toDate,
    nextWeekValue: search.nextWeekValue === null ? '' : String(search.nextWeekValue),
    routeType: search.tsFlag ?? 'ALL',
  };
}

/** The search described by valid form values. */
export function toSearch(values: SearchFormValues): ScheduleSearch {
  const locations = (rows: SearchFormValues['origins']) =>
    rows.flatMap((row) => (row.location ? [{ ...row.location, termCode: row.termCode }] : []));
  return {
    origins: locations(values.origins),
    destinations: locations(values.destinations),
    fromDate: values.fromDate,
    toDate: values.toDate,
    nextWeekValue: values.nextWeekValue === '' ? null : (Number(values.nextWeekValue) as NextWeekValue),
    tsFlag: values.routeType === 'ALL' ? null : values.routeType,
    command: 'search',
    scheduleSequence: null,
  };
}

/** The to date of a period of `nextWeekValue` days from `fromDate`, or null when either is unusable. */
export function periodEnd(fromDate: string, nextWeekValue: string): string | null {
  if (!isIsoDate(fromDate) || nextWeekValue === '') return null;
  return addDaysToIsoDate(fromDate, Number(nextWeekValue));
}

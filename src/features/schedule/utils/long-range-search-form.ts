import { z } from '@/config/zod-mini';
import { LONG_RANGE_WEEKS_MAX, type LongRangeScheduleSearch } from '@/domain/schedule-search/long-range-schedule-url';
import { addDaysToIsoDate, isIsoDate } from '@/lib/dates';

/*
 * The long-range search form: values, validation (messages are i18n keys of the 'long-range-schedule' namespace) and
 * the conversion to and from the search in the URL. An empty service means every service of the trade lane.
 */

/** What the form holds (select and date inputs hold strings). */
export interface LongRangeFormValues {
  tradeLane: string;
  /** '' for every service of the trade lane. */
  serviceCode: string;
  startDate: string;
  weeks: string;
}

/** The form's schema. */
export const longRangeFormSchema = z.object({
  tradeLane: z.string().check(z.minLength(1, 'form.errors.lane')),
  serviceCode: z.string(),
  startDate: z.string().check(z.refine(isIsoDate, 'form.errors.start-date')),
  weeks: z.string().check(z.regex(/^([1-9]|1[0-2])$/, 'form.errors.weeks')),
});

/** The form's values for `search` (the lane of its service from `laneOfService`), or the defaults from `today`. */
export function toLongRangeFormValues(
  search: LongRangeScheduleSearch | null,
  laneOfService: (code: string) => string | undefined,
  today: string,
): LongRangeFormValues {
  if (!search) return { tradeLane: '', serviceCode: '', startDate: today, weeks: String(LONG_RANGE_WEEKS_MAX) };
  return {
    tradeLane: search.tradeLane ?? laneOfService(search.serviceCode ?? '') ?? '',
    serviceCode: search.serviceCode ?? '',
    startDate: search.startDate,
    weeks: String(search.weeks),
  };
}

/** The URL search of valid form values. */
export function toLongRangeSearch(values: LongRangeFormValues): LongRangeScheduleSearch {
  return {
    ...(values.serviceCode ? { serviceCode: values.serviceCode } : { tradeLane: values.tradeLane }),
    startDate: values.startDate,
    weeks: Number(values.weeks),
  };
}

/** The period of a search as DCSA dates: startDate to the last day of its last week. */
export function longRangePeriod(search: LongRangeScheduleSearch): { startDate: string; endDate: string } {
  return { startDate: search.startDate, endDate: addDaysToIsoDate(search.startDate, search.weeks * 7 - 1) };
}

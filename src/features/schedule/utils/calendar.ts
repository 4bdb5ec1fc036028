import { addDays, endOfMonth, format, startOfMonth, startOfWeek } from 'date-fns';

import { CALENDAR_MAX_WEEK_ROWS, P2P_DATE_PICKER_YEARS } from '@/config/limits';
import { type IsoDate, toIsoDate } from '@/lib/dates';

/** A calendar month; `month` is 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** One cell of the month grid: its date and whether it belongs to the shown month. */
export interface CalendarDay {
  date: IsoDate;
  dayOfMonth: number;
  inMonth: boolean;
}

/** The month containing `date` ('yyyy-MM-dd'). */
export function monthOf(date: IsoDate): CalendarMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** First and last day of `month` as 'yyyy-MM-dd' (the download and calendar fetch cover exactly this). */
export function monthBounds({ year, month }: CalendarMonth): { fromDate: IsoDate; toDate: IsoDate } {
  const first = new Date(year, month - 1, 1);
  return { fromDate: toIsoDate(first), toDate: toIsoDate(endOfMonth(first)) };
}

/** `month` moved by `delta` months. */
export function addMonths({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * docs/requirements.md §4: previous stops at January of last year (of the current year in booking mode: nothing before
 * it can be booked), next at December of next year, relative to `today` ('yyyy-MM-dd').
 */
export function calendarLimits(today: IsoDate, bookingMode = false): { first: CalendarMonth; last: CalendarMonth } {
  const year = Number(today.slice(0, 4));
  return {
    first: { year: bookingMode ? year : year - P2P_DATE_PICKER_YEARS, month: 1 },
    last: { year: year + P2P_DATE_PICKER_YEARS, month: 12 },
  };
}

/** Compares two months: negative when `a` is earlier. */
export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/**
 * The month grid: weeks starting on `weekStartsOn` (0 = Sunday), as few rows as the month needs and never more than
 * {@link CALENDAR_MAX_WEEK_ROWS} (6). Days of neighbouring months fill the first and last rows.
 */
export function buildMonthGrid(month: CalendarMonth, weekStartsOn: 0 | 1 = 0): CalendarDay[][] {
  const first = startOfMonth(new Date(month.year, month.month - 1, 1));
  const last = endOfMonth(first);
  let cursor = startOfWeek(first, { weekStartsOn });
  const weeks: CalendarDay[][] = [];
  while (cursor <= last && weeks.length < CALENDAR_MAX_WEEK_ROWS) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({
        date: toIsoDate(cursor),
        dayOfMonth: cursor.getDate(),
        inMonth: cursor.getMonth() === first.getMonth(),
      });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Month heading in the spec's 'yyyy LLL' pattern (e.g. '2026 Nov'). */
export function formatMonthHeading(month: CalendarMonth): string {
  return format(new Date(month.year, month.month - 1, 1), 'yyyy LLL');
}

import { addDaysToIsoDate, daysBetween } from '@/lib/dates';

/*
 * Pricing weeks of the mock tariff: ISO 8601 weeks (Monday to Sunday). Base rates and exchange rates move once a week,
 * so every price is a pure function of the seed and the week it is priced in.
 */

/** A Monday long ago that anchors the week count (2024-01-01 was a Monday, ISO week 2024-W01). */
export const WEEK_ANCHOR = '2024-01-01';

/** Whole weeks from {@link WEEK_ANCHOR} to the week of `date` ('yyyy-MM-dd'); negative before the anchor. */
export function weekIndexOf(date: string): number {
  return Math.floor(daysBetween(WEEK_ANCHOR, date) / 7);
}

/** The Monday ('yyyy-MM-dd') of the ISO week of `date`. */
export function mondayOf(date: string): string {
  return addDaysToIsoDate(WEEK_ANCHOR, weekIndexOf(date) * 7);
}

/** The ISO week of `date` as 'YYYY-Www' ('2026-W47'): the year is the ISO week-numbering year (that of its Thursday). */
export function isoWeekOf(date: string): string {
  const thursday = addDaysToIsoDate(mondayOf(date), 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

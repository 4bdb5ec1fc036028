import { format } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import type { TFunction } from 'i18next';

import { DATE_FORMAT, DATE_TIME_FORMAT, DEFAULT_TIME_ZONE, TIME_FORMAT } from '@/config/limits';
import { languageTag } from '@/lib/i18n';

/*
 * Formatting helpers of docs/requirements.md §5 and §9. Fixed formats (yyyy-MM-dd, HH:mm,
 * yyyy-MM-dd HH:mm) are the same in every language, as the carrier's documents use them; numbers, sizes and dates
 * written as prose follow the UI language through Intl.
 */

/** Units of upload sizes, Bytes to YB (docs/requirements.md §5); each step is 1024 of the previous one (binary multiples). */
export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
/** One of {@link SIZE_UNITS}. */
export type SizeUnit = (typeof SIZE_UNITS)[number];
/** Base of {@link formatFileSize}: 1 KB = 1024 Bytes (as Windows Explorer and most upload widgets count). */
export const FILE_SIZE_BASE = 1024;
/** Hours in a day for {@link daysToHours} (docs/requirements.md §9). */
export const HOURS_PER_DAY = 24;

/**
 * An upload size `bytes` (a non-negative number of bytes) as value and unit, e.g. 1536 -> { value: 1.5, unit: 'KB' }.
 * Picks the largest unit with a value of at least 1 (Bytes for 0..1023), up to YB; rounds to `decimals` places
 * (default 2; Bytes are whole). Throws RangeError on a negative or non-finite size.
 */
export function fileSizeParts(bytes: number, decimals = 2): { value: number; unit: SizeUnit } {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a size in bytes: ${bytes}`);
  let exponent = bytes < FILE_SIZE_BASE ? 0 : Math.floor(Math.log(bytes) / Math.log(FILE_SIZE_BASE));
  exponent = Math.min(exponent, SIZE_UNITS.length - 1);
  const factor = 10 ** decimals;
  let value = exponent === 0 ? Math.round(bytes) : Math.round((bytes / FILE_SIZE_BASE ** exponent) * factor) / factor;
  // 1023.999 KB rounds up to 1024 KB: show it as 1 MB instead.
  if (value >= FILE_SIZE_BASE && exponent < SIZE_UNITS.length - 1) {
    exponent += 1;
    value = Math.round((bytes / FILE_SIZE_BASE ** exponent) * factor) / factor;
  }
  return { value, unit: SIZE_UNITS[exponent] ?? 'YB' };
}

/**
 * An upload size for people: '0 Bytes', '1.5 KB', '2.31 MB', with the number written for `language` (e.g. 'de'
 * would write '1,5 KB'; our languages use a dot). Unit names stay Latin, as on the carrier's other channels.
 */
export function formatFileSize(bytes: number, language = 'en', decimals = 2): string {
  const { value, unit } = fileSizeParts(bytes, decimals);
  const number = new Intl.NumberFormat(languageTag(language), { maximumFractionDigits: decimals }).format(value);
  return `${number} ${unit}`;
}

/** Days to hours, by 24 (docs/requirements.md §9): 2 -> 48; fractions stay (0.5 -> 12). */
export function daysToHours(days: number): number {
  return days * HOURS_PER_DAY;
}

/**
 * '1 day', '3 days' (and '3일', '3日', '3天'): i18next plurals of `ui:duration.days`, so each language gets its own
 * plural rules. Pass the `t` of a component (`useTranslation()`), or i18n.t.
 */
export function formatDays(t: TFunction, days: number): string {
  return t('ui:duration.days', { count: days });
}

/** '1 hour', '5 hours' (and the other languages' forms): i18next plurals of `ui:duration.hours`. */
export function formatHours(t: TFunction, hours: number): string {
  return t('ui:duration.hours', { count: hours });
}

/** A `Date` as 'yyyy-MM-dd' in the browser's time zone, or in `timeZone` (IANA) when given. */
export function formatDate(date: Date, timeZone?: string): string {
  return timeZone ? formatInTimeZone(date, timeZone, DATE_FORMAT) : format(date, DATE_FORMAT);
}

/** A `Date` as 'HH:mm' (24-hour) in the browser's time zone, or in `timeZone` when given. */
export function formatTime(date: Date, timeZone?: string): string {
  return timeZone ? formatInTimeZone(date, timeZone, TIME_FORMAT) : format(date, TIME_FORMAT);
}

/** A `Date` as 'yyyy-MM-dd HH:mm' in the browser's time zone, or in `timeZone` when given. */
export function formatDateTime(date: Date, timeZone?: string): string {
  return timeZone ? formatInTimeZone(date, timeZone, DATE_TIME_FORMAT) : format(date, DATE_TIME_FORMAT);
}

/**
 * An instant (ISO 8601 with an offset or 'Z', or a Date) as 'yyyy-MM-dd HH:mm UTC+09:00' in the IANA `timeZone`:
 * the docs/requirements.md §9 date-time format plus the zone's UTC offset at that instant (docs/time-polling.md says
 * which zone each time takes). A value that is not a date-time comes back unchanged (a Date as its ISO string).
 */
export function formatDateTimeWithOffset(value: string | Date, timeZone: string): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return typeof value === 'string' ? value : String(value);
  return formatInTimeZone(instant, timeZone, `${DATE_TIME_FORMAT} 'UTC'xxx`);
}

/**
 * "Now" as 'yyyy-MM-dd HH:mm' in Asia/Singapore, the carrier's default time zone (docs/requirements.md §9), whatever the
 * browser's zone. `now` is injectable for tests.
 */
export function formatNowInDefaultZone(now: Date = new Date(), pattern: string = DATE_TIME_FORMAT): string {
  return formatInTimeZone(now, DEFAULT_TIME_ZONE, pattern);
}

/**
 * A number written for the UI language: 12345.6 -> '12,345.6'. `options` are Intl.NumberFormat's
 * (e.g. { maximumFractionDigits: 0 }).
 */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(languageTag(language), options).format(value);
}

/**
 * A date written out for the UI language, for prose: 'November 21, 2026', '2026년 11월 21일', '2026年11月21日'.
 * `timeZone` (IANA) defaults to Asia/Singapore so the day does not depend on the browser's zone.
 */
export function formatLongDate(date: Date, language: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone }).format(date);
}

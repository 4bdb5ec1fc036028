import { format, isValid, parseISO } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

import { DATE_FORMAT, DATE_TIME_FORMAT, DEFAULT_TIME_ZONE, TIME_FORMAT } from '@/config/limits';

/** A calendar date as 'yyyy-MM-dd' (docs/requirements.md §9), without time or zone. */
export type IsoDate = string;

// The patterns fix the exact shape; date-fns' `parseISO` then checks the calendar (2026-02-30 is invalid). `parseISO`
// rather than `parse(value, format)`: the format-string parser is several times the code and its first call alone
// cost a long task while the schedule page started (TBT).
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The wire date-time 'yyyy-MM-dd HH:mm:ss', local time of the location, no offset (docs/requirements.md §3); hours 00-23. */
const API_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** A wire date-time as a local `Date`, or `null` when it is not one. */
function parseApiDateTime(value: string): Date | null {
  if (!API_DATE_TIME_PATTERN.test(value)) return null;
  const parsed = parseISO(value);
  return isValid(parsed) ? parsed : null;
}

/**
 * Today's date in `timeZone` (default Asia/Singapore, docs/requirements.md §9) as 'yyyy-MM-dd'.
 * `now` is injectable for tests; it defaults to the current instant.
 */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): IsoDate {
  return formatInTimeZone(now, timeZone, DATE_FORMAT);
}

const DAY_MS = 86_400_000;

/**
 * The day number of a 'yyyy-MM-dd' date (days since 1970-01-01, as UTC arithmetic counts them), or null when it is not
 * a real date. Calendar arithmetic needs no zone, and the mock derives thousands of dates per answer: plain numbers
 * instead of date-fns' local `Date`s.
 */
function dayNumberOf(value: string): number | null {
  if (!ISO_DATE_PATTERN.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const utc = new Date(Date.UTC(2000, month - 1, day));
  utc.setUTCFullYear(year);
  // Date.UTC rolls 2026-02-30 over into March: a real date comes back with its own month and day.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return Math.round(utc.getTime() / DAY_MS);
}

/** True when `value` is a real calendar date written 'yyyy-MM-dd' (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  return dayNumberOf(value) !== null;
}

/**
 * Parses 'yyyy-MM-dd' into a `Date` at local midnight, for calendar arithmetic and date pickers.
 * Returns `null` for anything that is not a real date.
 */
export function parseIsoDate(value: string): Date | null {
  if (!ISO_DATE_PATTERN.test(value)) return null;
  const parsed = parseISO(value);
  return isValid(parsed) ? parsed : null;
}

/** Formats a local `Date` as 'yyyy-MM-dd'. */
export function toIsoDate(date: Date): IsoDate {
  return format(date, DATE_FORMAT);
}

/** 'yyyy-MM-dd' plus `days` (may be negative). Throws `RangeError` when `date` is not a real date. */
export function addDaysToIsoDate(date: IsoDate, days: number): IsoDate {
  const day = dayNumberOf(date);
  if (day === null) throw new RangeError(`Not a date: ${date}`);
  return new Date((day + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` ('yyyy-MM-dd' each); negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = dayNumberOf(from);
  const b = dayNumberOf(to);
  if (a === null || b === null) throw new RangeError(`Not a date: ${a === null ? from : to}`);
  return b - a;
}

/** True when `value` is a wire date-time 'yyyy-MM-dd HH:mm:ss' (local time of a location, docs/requirements.md §3). */
export function isApiDateTime(value: string): boolean {
  return parseApiDateTime(value) !== null;
}

/**
 * The instant (epoch ms) of a wire date-time 'yyyy-MM-dd HH:mm:ss' given in the location's IANA `timeZone`.
 * Used to compare times of different ports; throws `RangeError` on a malformed value.
 */
export function zonedDateTimeToEpochMs(value: string, timeZone: string): number {
  if (!isApiDateTime(value)) throw new RangeError(`Not a date-time: ${value}`);
  return fromZonedTime(value.replace(' ', 'T'), timeZone).getTime();
}

/** 'yyyy-MM-dd HH:mm:ss' -> 'yyyy-MM-dd' (the date part, unchanged zone). */
export function datePart(value: string): IsoDate {
  return value.slice(0, 10);
}

/** 'yyyy-MM-dd HH:mm:ss' -> 'yyyy-MM-dd HH:mm' (docs/requirements.md §9 date-time format; the zone stays the location's). */
export function formatApiDateTime(value: string): string {
  const parsed = parseApiDateTime(value);
  return parsed ? format(parsed, DATE_TIME_FORMAT) : value;
}

/** 'yyyy-MM-dd HH:mm:ss' -> 'HH:mm'. */
export function formatApiTime(value: string): string {
  const parsed = parseApiDateTime(value);
  return parsed ? format(parsed, TIME_FORMAT) : value;
}

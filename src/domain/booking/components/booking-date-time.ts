import { formatDateTimeWithOffset } from '@/lib/format';

/*
 * Booking times at a place as a user reads them (docs/time-polling.md): the local time of the place the time belongs
 * to, with its UTC offset, never the browser's zone. What a user or the carrier's office did shows in the reader's
 * zone instead (lib/user-time-zone.ts). The wire carries ISO 8601 with the place's offset
 * ('2026-12-01T17:00:00+09:00'); the list's summaries also carry the place's IANA zone.
 */

const OFFSET_PATTERN = /(Z|[+-]\d{2}:\d{2})$/;

/** The UTC offset an ISO 8601 date-time was written with ('+09:00'; 'Z' -> '+00:00'), or null when it has none. */
export function offsetOf(value: string): string | null {
  const match = OFFSET_PATTERN.exec(value);
  if (!match?.[1]) return null;
  return match[1] === 'Z' ? '+00:00' : match[1];
}

/**
 * An ISO 8601 date-time with offset as 'yyyy-MM-dd HH:mm UTC+09:00' (docs/requirements.md §9 date-time format plus the offset):
 * in `timeZone` (IANA, e.g. 'Asia/Seoul') when given, else in the offset the value was written with. Returns the value
 * unchanged when it is not a date-time.
 */
export function formatLocalDateTime(value: string, timeZone?: string): string {
  const zone = timeZone ?? offsetOf(value);
  return zone ? formatDateTimeWithOffset(value, zone) : value;
}

/**
 * What is left of the time until `value` (ISO 8601) at `now`: whole days and hours, or `passed` once it is over.
 * `lessThanHour` when under an hour is left. Pure, for the cut-off list and the shipments overview.
 */
export type TimeLeft = { kind: 'passed' } | { kind: 'lessThanHour' } | { kind: 'left'; days: number; hours: number };

/** Splits the time from `now` to `value` into {@link TimeLeft} (days of 24 hours, docs/requirements.md §9). */
export function timeLeftUntil(value: string, now: Date): TimeLeft {
  const ms = new Date(value).getTime() - now.getTime();
  if (Number.isNaN(ms) || ms <= 0) return { kind: 'passed' };
  const totalHours = Math.floor(ms / 3_600_000);
  if (totalHours === 0) return { kind: 'lessThanHour' };
  return { kind: 'left', days: Math.floor(totalHours / 24), hours: totalHours % 24 };
}

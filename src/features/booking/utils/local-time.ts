import { formatInTimeZone } from 'date-fns-tz';

import { formatApiDateTime, zonedDateTimeToEpochMs } from '@/lib/dates';

/**
 * A schedule date-time ('yyyy-MM-dd HH:mm:ss', local at the place) as the booking pages show it: local time with the
 * place's UTC offset, '2026-12-01 17:00 (UTC+09:00)' (booking-design "Times": never the browser's zone).
 */
export function formatLocalWithOffset(value: string, timeZone: string): string {
  try {
    const offset = formatInTimeZone(zonedDateTimeToEpochMs(value, timeZone), timeZone, 'xxx');
    return `${formatApiDateTime(value)} (UTC${offset})`;
  } catch {
    return formatApiDateTime(value);
  }
}

/**
 * An ISO 8601 date-time with offset ('2026-12-01T17:00:00+09:00') as '2026-12-01 17:00 (UTC+09:00)': the wall time
 * and offset it was written with, whatever the browser's zone.
 */
export function formatOffsetDateTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match) return value;
  const offset = match[3] === 'Z' ? '+00:00' : match[3];
  return `${match[1] ?? ''} ${match[2] ?? ''} (UTC${offset ?? ''})`;
}

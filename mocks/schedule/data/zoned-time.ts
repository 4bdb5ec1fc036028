/*
 * Local wall-clock times of instants, for the schedule's wire format 'yyyy-MM-dd HH:mm:ss' (local time of the
 * location, no offset; docs/requirements.md §3). Uses one cached Intl.DateTimeFormat per IANA zone because the generator
 * formats thousands of times per search and date-fns-tz builds its formatter per call.
 */

const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The offset of `timeZone` at `epochMs` as Intl gives it, in minutes (the slow path: a few microseconds a call). */
function intlOffsetMinutes(epochMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(epochMs));
  const value = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((local - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const DAY_MS = 86_400_000;
/** Per zone, its UTC offset (minutes) by UTC day number, null for a day the offset changes within. */
const dayOffsets = new Map<string, Map<number, number | null>>();

/**
 * Offset of `timeZone` from UTC at the instant `epochMs`, in minutes (e.g. 330 for Asia/Kolkata, -240 for
 * America/New_York in summer). Intl is asked once per zone and UTC day (it was the slow part of generating sailings,
 * bookings, D&D clocks and invoices by the thousand), and per instant only in a day whose offset changes, so the answer
 * is exact. Throws RangeError for a zone Intl does not know.
 */
export function utcOffsetMinutes(epochMs: number, timeZone: string): number {
  let ofZone = dayOffsets.get(timeZone);
  if (!ofZone) {
    ofZone = new Map();
    dayOffsets.set(timeZone, ofZone);
  }
  const day = Math.floor(epochMs / DAY_MS);
  let offset = ofZone.get(day);
  if (offset === undefined) {
    const first = intlOffsetMinutes(day * DAY_MS, timeZone);
    offset = first === intlOffsetMinutes((day + 1) * DAY_MS - 1, timeZone) ? first : null;
    ofZone.set(day, offset);
  }
  return offset ?? intlOffsetMinutes(epochMs, timeZone);
}

/** A local time: the wire text and the instant it denotes. */
export interface LocalTime {
  /** 'yyyy-MM-dd HH:mm:ss' in the location's zone. */
  readonly wire: string;
  /** The instant, epoch ms (UTC). */
  readonly epochMs: number;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/**
 * The local time at `timeZone` of the instant `epochMs`, rounded to the nearest whole local hour (the schedule shows
 * whole hours; zones such as Asia/Kolkata at +05:30 would otherwise show ':30'). The returned instant is the rounded
 * one, so callers keep instants and wire texts consistent.
 */
export function toLocalHour(epochMs: number, timeZone: string): LocalTime {
  const offsetMs = utcOffsetMinutes(epochMs, timeZone) * 60_000;
  const localMs = Math.round((epochMs + offsetMs) / HOUR_MS) * HOUR_MS;
  const date = new Date(localMs);
  const wire =
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:00:00`;
  return { wire, epochMs: localMs - offsetMs };
}

/**
 * The local time at `timeZone` on one of the whole-hour `slots` (e.g. [9, 12, 17], hours 0-23, ascending) nearest to
 * `epochMs` in `direction`: the latest slot at or before it, or the earliest at or after it (on the previous or next
 * day when the day has none). Cut-offs and truck appointments fall on office hours, as real ones do.
 */
export function toLocalSlot(
  epochMs: number,
  timeZone: string,
  slots: readonly number[],
  direction: 'before' | 'after',
): LocalTime {
  const offsetMs = utcOffsetMinutes(epochMs, timeZone) * 60_000;
  const localMs = epochMs + offsetMs;
  const dayStart = Math.floor(localMs / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const candidates = [-1, 0, 1].flatMap((day) => slots.map((slot) => dayStart + (day * 24 + slot) * HOUR_MS));
  const chosen =
    direction === 'before'
      ? Math.max(...candidates.filter((candidate) => candidate <= localMs))
      : Math.min(...candidates.filter((candidate) => candidate >= localMs));
  return toLocalHour(chosen - offsetMs, timeZone);
}

/** The ISO 8601 text of the instant `epochMs` as local time at `timeZone` with its offset: '2026-12-01T17:00:00+09:00'. */
export function isoWithOffset(epochMs: number, timeZone: string): string {
  const offset = utcOffsetMinutes(epochMs, timeZone);
  const local = new Date(Math.round(epochMs / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

/** The ISO 8601 UTC text of `epochMs` without milliseconds: '2026-12-01T08:00:00Z' (status history, created times). */
export function isoUtc(epochMs: number): string {
  return `${new Date(Math.floor(epochMs / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** The local date ('yyyy-MM-dd') at `timeZone` of the instant `epochMs`. Throws RangeError for an unknown zone. */
export function localDateAt(epochMs: number, timeZone: string): string {
  return new Date(epochMs + utcOffsetMinutes(epochMs, timeZone) * 60_000).toISOString().slice(0, 10);
}

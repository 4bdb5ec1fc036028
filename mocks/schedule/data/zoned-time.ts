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

/** The wire date-time 'yyyy-MM-dd HH:mm:ss' (docs/requirements.md §3), its parts captured. */
const WIRE_PATTERN = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/**
 * The instant (epoch ms) of the wire date-time `value` ('yyyy-MM-dd HH:mm:ss'), local time at `timeZone`: the same as
 * src/lib/dates.ts zonedDateTimeToEpochMs (a property test compares them, clock changes included), from the cached
 * offsets of {@link utcOffsetMinutes} instead of date-fns-tz, which parses the zone on every call (it was 40 % of
 * building a week's sailing pool). Throws RangeError for a text that is not a wire date-time or not a real date.
 */
export function wireTimeToEpochMs(value: string, timeZone: string): number {
  const parts = WIRE_PATTERN.exec(value);
  const wallMs = parts ? Date.parse(`${parts[1]}T${parts[2]}:${parts[3]}:${parts[4]}Z`) : Number.NaN;
  if (Number.isNaN(wallMs) || new Date(wallMs).toISOString().slice(0, 10) !== parts?.[1]) {
    throw new RangeError(`Not a date-time: ${value}`);
  }
  // date-fns-tz's way (fixOffset): the offset of the wall time read as UTC, checked at the instant it gives; near a
  // clock change once more, and in the hour a clock skips the larger offset.
  const minute = 60_000;
  const first = utcOffsetMinutes(wallMs, timeZone);
  const guess = wallMs - first * minute;
  const second = utcOffsetMinutes(guess, timeZone);
  if (first === second) return guess;
  const third = utcOffsetMinutes(guess - (second - first) * minute, timeZone);
  return wallMs - (second === third ? second : Math.max(second, third)) * minute;
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

const isoDates = new Map<number, string>();

/**
 * The 'yyyy-MM-dd' text of day number `day` (whole days since 1970-01-01, UTC arithmetic). Kept once written: the mock
 * writes the same few thousand dates tens of thousands of times per first answer (the forwarder's invoices).
 */
export function isoDateOfDay(day: number): string {
  let text = isoDates.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDates.set(day, text);
  }
  return text;
}

/** The day number (see {@link isoDateOfDay}) of the local date at `timeZone` of the instant `epochMs`. */
export function localDayAt(epochMs: number, timeZone: string): number {
  return Math.floor((epochMs + utcOffsetMinutes(epochMs, timeZone) * 60_000) / DAY_MS);
}

/** The local date ('yyyy-MM-dd') at `timeZone` of the instant `epochMs`. Throws RangeError for an unknown zone. */
export function localDateAt(epochMs: number, timeZone: string): string {
  return isoDateOfDay(localDayAt(epochMs, timeZone));
}

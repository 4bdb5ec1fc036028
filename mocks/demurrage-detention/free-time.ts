import { type DndTariff, PUBLIC_HOLIDAYS } from '@/domain/demurrage-detention/dnd-contract';

/*
 * The carrier's free-time rule as the mock backend applies it (docs/areas/demurrage-detention.md "The clock"), written
 * apart from the app's clock (src/domain/demurrage-detention/dnd-clock.ts) so a test comparing the two compares two
 * implementations: day 1 is the day after the starting event; working days skip Saturdays, Sundays and the country's
 * public holidays (PUBLIC_HOLIDAYS of the contract). Dates are local 'yyyy-MM-dd' at the port.
 */

const DAY_MS = 86_400_000;

/** 'yyyy-MM-dd' as epoch days (UTC days since 1970). */
export const epochDayOf = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

// The country's holidays as epoch days, built once: working out a clock asks about every day of its free time, for
// about 60,000 clocks of the forwarder's containers (docs/mock-backend.md "Derived lazily").
const holidayDays = new Map<string, ReadonlySet<number>>();

function holidaysOf(countryCode: string): ReadonlySet<number> {
  let days = holidayDays.get(countryCode);
  if (!days) {
    days = new Set((PUBLIC_HOLIDAYS[countryCode] ?? []).map(epochDayOf));
    holidayDays.set(countryCode, days);
  }
  return days;
}

/** True when epoch day `day` is Monday to Friday and not a public holiday of `countryCode`. */
export function isWorkingEpochDay(day: number, countryCode: string): boolean {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday (4)
  return weekday !== 0 && weekday !== 6 && !holidaysOf(countryCode).has(day);
}

// Clocks share their start dates and tariffs (a sailing's containers start within a few days): each rule and start
// date is counted once.
const lastFreeDates = new Map<string, string>();

/** The last free date of a clock started on `startDate` (local date) under `tariff`. */
export function mockLastFreeDate(
  tariff: Pick<DndTariff, 'freeDays' | 'timeUnit' | 'countryCode'>,
  startDate: string,
): string {
  const key = `${tariff.timeUnit}|${tariff.countryCode}|${tariff.freeDays}|${startDate}`;
  let lastFree = lastFreeDates.get(key);
  if (lastFree === undefined) {
    lastFree = countFreeDays(tariff, startDate);
    lastFreeDates.set(key, lastFree);
  }
  return lastFree;
}

function countFreeDays(tariff: Pick<DndTariff, 'freeDays' | 'timeUnit' | 'countryCode'>, startDate: string): string {
  let day = epochDayOf(startDate);
  if (tariff.timeUnit === 'CD') return dateOf(day + tariff.freeDays);
  for (let counted = 0; counted < tariff.freeDays;) {
    day += 1;
    if (isWorkingEpochDay(day, tariff.countryCode)) counted += 1;
  }
  return dateOf(day);
}

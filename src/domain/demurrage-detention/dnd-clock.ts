import { formatInTimeZone } from 'date-fns-tz';

import type { DndClockFacts, DndTariff } from './dnd-contract';
import { holidaysOf } from './public-holidays';

/*
 * The D&D clock (docs/areas/demurrage-detention.md "The clock"), pure: no "now" of its own, dates are local dates at
 * the port ('yyyy-MM-dd'). Day 1 is the day after the event that starts the clock (the day of discharge, gate-out or
 * release is free); the free time counts the tariff's unit (working days skip Saturdays, Sundays and the country's
 * public holidays); once it is used up every calendar day is charged, the day the clock stops included, at the rate of
 * the tier that day falls in.
 */

const DAY_MS = 86_400_000;

/** 'yyyy-MM-dd' as epoch days (UTC), for cheap calendar arithmetic. */
function epochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The local date at `timeZone` of an ISO 8601 instant (or epoch ms). */
export function localDateAt(instant: string | number, timeZone: string): string {
  return formatInTimeZone(typeof instant === 'number' ? instant : Date.parse(instant), timeZone, 'yyyy-MM-dd');
}

/** True when `date` is a working day in `countryCode`: Monday to Friday and not one of its public holidays. */
export function isWorkingDay(date: string, countryCode: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaysOf(countryCode).has(date);
}

/**
 * The last free date of a clock started on `startDate` under `tariff`: `freeDays` calendar days after it, or the day
 * the `freeDays`-th working day after it falls on. With 0 free days: the start date itself.
 */
export function lastFreeDate(
  tariff: Pick<DndTariff, 'freeDays' | 'timeUnit' | 'countryCode'>,
  startDate: string,
): string {
  const start = epochDay(startDate);
  if (tariff.timeUnit === 'CD') return dateOfEpochDay(start + tariff.freeDays);
  let day = start;
  let counted = 0;
  while (counted < tariff.freeDays) {
    day += 1;
    if (isWorkingDay(dateOfEpochDay(day), tariff.countryCode)) counted += 1;
  }
  return dateOfEpochDay(day);
}

/** One tier's part of a charge: `days` chargeable days at `dailyRate`, `amount` minor units. */
export interface TierCharge {
  fromDay: number;
  toDay: number | undefined;
  dailyRate: number;
  days: number;
  amount: number;
}

/** A clock read on one date. Days are whole days; amounts are minor units of `currency`. */
export interface DndReading {
  /** The date the clock is read for: the stop date when it has stopped before, else the date asked. */
  throughDate: string;
  lastFreeDate: string;
  freeDays: number;
  /** Free days used, in the tariff's unit (at most `freeDays`). */
  freeDaysUsed: number;
  /** Free days left, in the tariff's unit (0 once over). */
  freeDaysLeft: number;
  /** Calendar days charged after the free time. */
  daysOver: number;
  /** Days the clock has run: free days used plus days over. */
  daysUsed: number;
  tiers: TierCharge[];
  total: number;
  currency: string;
}

function countWorkingDays(fromExclusive: number, toInclusive: number, countryCode: string): number {
  let count = 0;
  for (let day = fromExclusive + 1; day <= toInclusive; day += 1) {
    if (isWorkingDay(dateOfEpochDay(day), countryCode)) count += 1;
  }
  return count;
}

/** The charge of `daysOver` chargeable days, tier by tier (tiers with no day charged are listed with 0). */
export function tierCharges(tariff: Pick<DndTariff, 'tiers'>, daysOver: number): TierCharge[] {
  return tariff.tiers.map((tier) => {
    const last = tier.toDay ?? Number.POSITIVE_INFINITY;
    const days = Math.max(0, Math.min(daysOver, last) - tier.fromDay + 1);
    return { fromDay: tier.fromDay, toDay: tier.toDay, dailyRate: tier.dailyRate, days, amount: days * tier.dailyRate };
  });
}

/**
 * Reads a clock that started on `startDate` (local date of the starting event) under `tariff`, through `date`
 * ('yyyy-MM-dd': today, or the day a user asks "if returned on"); `endDate`, when the clock has stopped, caps it.
 * A date before the start reads as nothing used.
 */
export function readClock(tariff: DndTariff, startDate: string, date: string, endDate?: string): DndReading {
  const through = endDate !== undefined && endDate < date ? endDate : date;
  const start = epochDay(startDate);
  const end = Math.max(start, epochDay(through));
  const lastFree = lastFreeDate(tariff, startDate);
  const lastFreeDay = epochDay(lastFree);
  const daysOver = Math.max(0, end - lastFreeDay);
  const usedUntil = Math.min(end, lastFreeDay);
  const freeDaysUsed =
    tariff.timeUnit === 'CD' ? usedUntil - start : countWorkingDays(start, usedUntil, tariff.countryCode);
  const tiers = tierCharges(tariff, daysOver);
  return {
    throughDate: through,
    lastFreeDate: lastFree,
    freeDays: tariff.freeDays,
    freeDaysUsed,
    freeDaysLeft: tariff.freeDays - freeDaysUsed,
    daysOver,
    daysUsed: freeDaysUsed + daysOver,
    tiers,
    total: tiers.reduce((sum, tier) => sum + tier.amount, 0),
    currency: tariff.currency,
  };
}

/** The clock of a container read at the instant `nowMs` (or through `date` for a forecast), in the port's dates. */
export function readClockFacts(clock: DndClockFacts, nowMs: number, date?: string): DndReading {
  const startDate = localDateAt(clock.startDateTime, clock.timeZone);
  const endDate = clock.endDateTime === undefined ? undefined : localDateAt(clock.endDateTime, clock.timeZone);
  return readClock(clock.tariff, startDate, date ?? localDateAt(nowMs, clock.timeZone), endDate);
}

/** Days over (positive) or free days left (negative, or 0 on the last free day) of a reading: the list's sort key. */
export function overdueScore(reading: DndReading): number {
  return reading.daysOver > 0 ? reading.daysOver : -reading.freeDaysLeft;
}

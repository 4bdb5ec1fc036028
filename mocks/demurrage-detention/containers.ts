import type {
  DND_SORT_KEYS,
  DndContainer,
  DndContainersQuery,
  DndSort,
} from '@/domain/demurrage-detention/dnd-contract';
import { DEFAULT_DND_SORT, DND_ATTENTION_DAYS } from '@/domain/demurrage-detention/dnd-contract';

import { DEMO_USERS } from '../auth/demo-users';
import { anchorOf } from '../booking/seed-variants';
import { localDateAt } from '../schedule/data/zoned-time';
import { type ClockFacts, clocksOf, type ContainerFacts, containerFactsOf, isoAt } from './container-facts';
import { epochDayOf, isWorkingEpochDay } from './free-time';
import { nearBookingsOf } from './near-bookings';

/*
 * The user's containers with their D&D clocks (GET v1/demurrage-detention/containers; docs/areas/demurrage-detention.md).
 * The facts (every clock's instants and tariff) are worked out once per user and anchor week from the bookings that can
 * have a clock near "now" (./near-bookings.ts: only those are derived, so the forwarder's 10,000 bookings cost one
 * pass of a few hashes a week; docs/mock-backend.md); each request then only reads the clocks at its instant, filters,
 * sorts by days over and pages.
 */

const DAY_MS = 86_400_000;
/** A container whose last clock stopped longer ago than this (days) drops off the list. */
export const DND_RECENT_DAYS = 7;

/** The demo shipper's deterministic container: discharged at Busan the Sunday before the anchor week, 19:00 local. */
export const DND_DEMO_CONTAINER = 'ONEU9000013';
export const DND_DEMO_BOOKING = 'SHAD00000001';

function demoContainer(anchorMs: number): ContainerFacts {
  const discharge = anchorMs - DAY_MS + 10 * 3_600_000;
  const load = discharge - 3 * DAY_MS;
  return {
    equipmentReference: DND_DEMO_CONTAINER,
    ISOEquipmentCode: '22G1',
    carrierBookingReference: DND_DEMO_BOOKING,
    transportDocumentReference: `ONEY${DND_DEMO_BOOKING}`,
    gateOutMs: Date.UTC(2100, 0, 1),
    returnMs: Date.UTC(2100, 0, 2),
    clocks: clocksOf('CNSHA', 'KRPUS', '22G1', {
      release: load - 6 * DAY_MS,
      gateIn: load - 2 * DAY_MS,
      load,
      discharge,
      // Picked up and returned long after "now" (2100): both import clocks run until the user's forecast date.
      gateOut: Date.UTC(2100, 0, 1),
      return: Date.UTC(2100, 0, 2),
    }),
  };
}

const factsCache = new Map<string, { anchorMs: number; containers: ContainerFacts[] }>();

/** Every container of `userId` that can have a clock near the anchor week of `nowMs`. */
export function containerFactsOfUser(userId: string, nowMs: number): ContainerFacts[] {
  const anchorMs = anchorOf(nowMs);
  const cached = factsCache.get(userId);
  if (cached?.anchorMs === anchorMs) return cached.containers;
  const containers = nearBookingsOf(userId, anchorMs, nowMs).flatMap((booking) => containerFactsOf(booking));
  if (userId === DEMO_USERS.shipper.user.userId) containers.unshift(demoContainer(anchorMs));
  factsCache.set(userId, { anchorMs, containers });
  return containers;
}

/** A clock as the answer carries it at `nowMs`: started, with its stop once it has happened. */
function clockAt(clock: ClockFacts, nowMs: number) {
  return {
    kind: clock.kind,
    UNLocationCode: clock.UNLocationCode,
    locationName: clock.locationName,
    timeZone: clock.timeZone,
    startEvent: clock.startEvent,
    startDateTime: isoAt(clock.startMs, clock.timeZone),
    endEvent: clock.endEvent,
    ...(clock.endMs <= nowMs ? { endDateTime: isoAt(clock.endMs, clock.timeZone) } : {}),
    tariff: clock.tariff,
  };
}

/**
 * A clock's days over through `date` (positive), or minus its free days left: the app's clock gives (tested against
 * domain/demurrage-detention/dnd-clock.ts), from the precomputed last free date.
 */
export function clockScore(clock: ClockFacts, day: number): number {
  if (day >= clock.lastFreeDay || clock.tariff.timeUnit === 'CD') return day - clock.lastFreeDay;
  let left = 0;
  for (let free = day + 1; free <= clock.lastFreeDay; free += 1) {
    if (isWorkingEpochDay(free, clock.tariff.countryCode)) left += 1;
  }
  return -left;
}

/**
 * The container's sort score at `nowMs` (days over, or minus the free days left) and whether it is listed at all:
 * a clock has started and the last one stopped at most {@link DND_RECENT_DAYS} ago. The score is the highest of its
 * running clocks and of its stopped clocks that went over.
 */
function scoreOf(container: ContainerFacts, nowMs: number, today: (timeZone: string) => number) {
  let score = Number.NEGATIVE_INFINITY;
  let started = false;
  let lastEndMs = 0;
  for (const clock of container.clocks) {
    lastEndMs = Math.max(lastEndMs, clock.endMs);
    if (clock.startMs > nowMs) continue;
    started = true;
    const running = clock.endMs > nowMs;
    const clockScoreNow = clockScore(clock, running ? today(clock.timeZone) : clock.endDay);
    if (running || clockScoreNow > 0) score = Math.max(score, clockScoreNow);
  }
  return { score, listed: started && nowMs - lastEndMs <= DND_RECENT_DAYS * DAY_MS };
}

type Row = { container: { equipmentReference: string; carrierBookingReference: string }; score: number };

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The comparator of `sort` (dnd-contract DND_SORT_KEYS): by its key in its direction, ties by container number. */
function orderOf(sort: DndSort): (a: Row, b: Row) => number {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as (typeof DND_SORT_KEYS)[number];
  const byKey = (a: Row, b: Row) =>
    key === 'daysOver' ? a.score - b.score : compareText(a.container[key], b.container[key]);
  return (a, b) =>
    (descending ? byKey(b, a) : byKey(a, b)) ||
    compareText(a.container.equipmentReference, b.container.equipmentReference);
}

/** One page of the user's containers at `nowMs` in `query.sort` order (default: most days over first). */
export function listDndContainers(
  userId: string,
  query: DndContainersQuery,
  nowMs: number,
): { containers: DndContainer[]; totalCount: number; page: number; pageSize: number } {
  const todays = new Map<string, number>();
  const today = (timeZone: string) => {
    let date = todays.get(timeZone);
    if (date === undefined) {
      date = epochDayOf(localDateAt(nowMs, timeZone));
      todays.set(timeZone, date);
    }
    return date;
  };
  const rows = containerFactsOfUser(userId, nowMs)
    .filter(
      (container) =>
        (!query.equipmentReference || container.equipmentReference === query.equipmentReference) &&
        (!query.carrierBookingReference || container.carrierBookingReference === query.carrierBookingReference),
    )
    .map((container) => ({ container, ...scoreOf(container, nowMs, today) }))
    .filter(({ listed, score }) => listed && (query.attention !== 'true' || score >= -DND_ATTENTION_DAYS));
  rows.sort(orderOf(query.sort ?? DEFAULT_DND_SORT));
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const containers = rows.slice((page - 1) * pageSize, page * pageSize).map(({ container }) => ({
    equipmentReference: container.equipmentReference,
    ISOEquipmentCode: container.ISOEquipmentCode,
    carrierBookingReference: container.carrierBookingReference,
    transportDocumentReference: container.transportDocumentReference,
    clocks: container.clocks.filter((clock) => clock.startMs <= nowMs).map((clock) => clockAt(clock, nowMs)),
  }));
  return { containers, totalCount: rows.length, page, pageSize };
}

import { type DndReading, overdueScore, readClockFacts } from '@/domain/demurrage-detention/dnd-clock';
import type { DndClockFacts, DndContainer, DndTier } from '@/domain/demurrage-detention/dnd-contract';

/** A clock of a container read at one instant: its facts, whether it still runs, and the reading. */
export interface ClockView {
  clock: DndClockFacts;
  running: boolean;
  reading: DndReading;
}

/** Every started clock of `container` read at `nowMs` (in the port's local dates). */
export function clockViewsOf(container: DndContainer, nowMs: number): ClockView[] {
  return container.clocks.map((clock) => ({
    clock,
    running: clock.endDateTime === undefined,
    reading: readClockFacts(clock, nowMs),
  }));
}

/**
 * The clock a list row shows: the running or over clock with the most days over (or the fewest free days left), else
 * the last one that ran. The server sorts the list by the same rule (mocks/demurrage-detention/containers.ts).
 */
export function headlineOf(views: readonly ClockView[]): ClockView | undefined {
  const candidates = views.filter((view) => view.running || view.reading.daysOver > 0);
  if (candidates.length === 0) return views.at(-1);
  return candidates.reduce((best, view) => (overdueScore(view.reading) > overdueScore(best.reading) ? view : best));
}

/** The translation key and count of a reading's status: days over, days left, or the last free day. */
export function statusOf(reading: DndReading): { key: 'over' | 'left' | 'last-day'; count: number } {
  if (reading.daysOver > 0) return { key: 'over', count: reading.daysOver };
  if (reading.freeDaysLeft === 0) return { key: 'last-day', count: 0 };
  return { key: 'left', count: reading.freeDaysLeft };
}

/** The day range of a tier as i18n params: days 1-5, or "from day 11". */
export function tierRange(tier: Pick<DndTier, 'fromDay' | 'toDay'>): {
  key: 'range' | 'from';
  from: number;
  to?: number;
} {
  return tier.toDay === undefined
    ? { key: 'from', from: tier.fromDay }
    : { key: 'range', from: tier.fromDay, to: tier.toDay };
}

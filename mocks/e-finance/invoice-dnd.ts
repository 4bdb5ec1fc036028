import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { DndKind } from '@/domain/demurrage-detention/dnd-contract';

import { type ClockFacts, containerFactsOf } from '../demurrage-detention/container-facts';
import type { DraftCharge } from './draft-charge';

/*
 * The demurrage and detention invoice (docs/areas/demurrage-detention.md "The D&D invoice"): when the last container of
 * a B/L is returned empty, the POD's office bills the import clocks' days over free time to the consignee, collect, in
 * the tariff's currency: one line per container, clock and tier, per day. The clocks are the D&D page's
 * (../demurrage-detention/container-facts.ts), so the lines of a clock add up to what the page shows for it through its
 * stop date. Export clocks stop at the load, long before the B/L's last return, and are not billed here.
 */

const IMPORT_KINDS: ReadonlySet<DndKind> = new Set(['IMPORT_DEMURRAGE', 'IMPORT_DETENTION', 'IMPORT_COMBINED']);

/** DCSA chargeName stem and our charge code per billed clock kind (the name carries the container and the days). */
const KIND_LINES: Readonly<Partial<Record<DndKind, { chargeCode: string; name: string }>>> = {
  IMPORT_DEMURRAGE: { chargeCode: 'DEM', name: 'Import demurrage' },
  IMPORT_DETENTION: { chargeCode: 'DET', name: 'Import detention' },
  IMPORT_COMBINED: { chargeCode: 'DND', name: 'Import D&D' },
};

/** An import clock of one container that ran past its free time. */
export interface BilledClock {
  equipmentReference: string;
  clock: ClockFacts;
}

/** What the D&D invoice of a B/L bills: its issue instant and the clocks that went over. */
export interface DndBilling {
  /** The last empty return of the B/L's containers (epoch ms, UTC): the invoice is issued then. */
  returnMs: number;
  /** ISO 4217 code of the tariff at the POD: the invoice's and every line's currency. */
  currency: string;
  clocks: BilledClock[];
}

/** Days over free time of a stopped clock: calendar days after its last free day through its stop date. */
export function daysOverOf(clock: ClockFacts): number {
  return Math.max(0, clock.endDay - clock.lastFreeDay);
}

/**
 * The D&D billing of `booking`, or undefined when nothing is billed: the booking is not tracked, one of its containers
 * has no empty return, or no import clock went over its free time.
 */
export function dndBillingOf(booking: Booking): DndBilling | undefined {
  const containers = containerFactsOf(booking, 'IMPORT');
  if (!containers.length || containers.some((container) => !container.returnMs)) return undefined;
  const clocks: BilledClock[] = [];
  for (const container of containers) {
    for (const clock of container.clocks) {
      if (IMPORT_KINDS.has(clock.kind) && daysOverOf(clock) > 0) {
        clocks.push({ equipmentReference: container.equipmentReference, clock });
      }
    }
  }
  const first = clocks[0];
  if (!first) return undefined;
  const returnMs = Math.max(...containers.map((container) => container.returnMs));
  return { returnMs, currency: first.clock.tariff.currency, clocks };
}

/** 'day 3' or 'days 6-10': the chargeable days a line bills. */
const daysText = (from: number, to: number) => (from === to ? `day ${from}` : `days ${from}-${to}`);

/**
 * The invoice lines of `billing`: per clock, one PER_DAY line per tier with a day charged (quantity = days in that
 * tier, unit price = the tier's daily rate in minor units), named within DCSA's 50 characters of chargeName.
 */
export function dndCharges(billing: DndBilling): DraftCharge[] {
  const lines: DraftCharge[] = [];
  for (const { equipmentReference, clock } of billing.clocks) {
    const kind = KIND_LINES[clock.kind];
    if (!kind) continue;
    const daysOver = daysOverOf(clock);
    for (const tier of clock.tariff.tiers) {
      const lastDay = Math.min(daysOver, tier.toDay ?? Number.POSITIVE_INFINITY);
      const days = lastDay - tier.fromDay + 1;
      if (days <= 0) continue;
      const currency = clock.tariff.currency;
      lines.push({
        chargeCode: kind.chargeCode,
        chargeName: `${kind.name} ${equipmentReference}, ${daysText(tier.fromDay, lastDay)}`,
        calculationBasis: 'PER_DAY',
        stage: 'DESTINATION',
        paymentTermCode: 'COL',
        unitPrice: { amount: tier.dailyRate, currency },
        quantity: days,
        amount: { amount: tier.dailyRate * days, currency },
      });
    }
  }
  return lines;
}

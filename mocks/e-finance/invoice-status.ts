import type { InvoiceStatus } from '@/domain/invoice/invoice-contract';

import { defineTable } from '../db';
import { hashInt, hashUnit } from '../schedule/data/random';

/*
 * Payments, disputes and the status of the mock carrier's invoices (docs/areas/e-finance.md, statuses). A generated
 * invoice carries a plan drawn from its number (when it is paid, in part or in full, or disputed), read at "now" so
 * statuses move with the clock; a later slice (disputes, payments) stores what really happened in the company's
 * settlements, which replace the plan. The status is always worked out from the amounts and the due date.
 */

const DAY_MS = 86_400_000;

/** What settled an invoice at one instant: paid (payments and credit notes) and the part under dispute, minor units. */
export interface Settlement {
  paid: number;
  disputed: number;
}

/** A generated invoice's settlement over time: payments and a dispute, each from an instant on (epoch ms). */
export interface SettlementPlan {
  payments: { atMs: number; amount: number }[];
  dispute?: { atMs: number; amount: number };
}

/** The paid and disputed amounts of `plan` at `nowMs`; paid never exceeds `total`. */
export function settlementAt(plan: SettlementPlan, total: number, nowMs: number): Settlement {
  let paid = 0;
  for (const payment of plan.payments) if (payment.atMs <= nowMs) paid += payment.amount;
  const disputed = plan.dispute && plan.dispute.atMs <= nowMs ? plan.dispute.amount : 0;
  return { paid: Math.min(Math.max(paid, 0), Math.max(total, 0)), disputed };
}

/**
 * The plan of generated invoice `invoiceNumber` (total in minor units, issued at `issueMs`, due until `dueEndMs`):
 * about 3 % disputed a few days after issue (all of it, or a third), 7 % paid in part (30 to 70 %) and the rest never,
 * 6 % never paid, the rest paid in full 3 to 45 days after issue (so some after their due date). Deterministic.
 */
export function seededPlanOf(invoiceNumber: string, total: number, issueMs: number, dueEndMs: number): SettlementPlan {
  const draw = hashUnit('invoice-settlement', invoiceNumber);
  const daysAfterIssue = (min: number, max: number) =>
    issueMs + hashInt(min, max, 'invoice-paid-day', invoiceNumber) * DAY_MS;
  if (draw < 0.03) {
    const amount = draw < 0.015 ? total : Math.round(total / 3);
    return { payments: [], dispute: { atMs: daysAfterIssue(2, 6), amount } };
  }
  if (draw < 0.1) {
    const share = hashInt(30, 70, 'invoice-paid-share', invoiceNumber);
    return { payments: [{ atMs: daysAfterIssue(5, 20), amount: Math.floor((total * share) / 100) }] };
  }
  if (draw < 0.16) return { payments: [] };
  const paidMs = Math.min(daysAfterIssue(3, 45), dueEndMs + 20 * DAY_MS);
  return { payments: [{ atMs: paidMs, amount: total }] };
}

/**
 * The status of an invoice of `total` with `settlement`, due until `dueEndMs` (the end of its due date at the issuing
 * office), at `nowMs`: DISPUTED while a dispute is open; PAID when nothing is open; OVERDUE once the due date has
 * passed with an open amount (even if part was paid); PARTLY_PAID when part is paid before the due date; else OPEN.
 */
export function invoiceStatusOf(total: number, settlement: Settlement, dueEndMs: number, nowMs: number): InvoiceStatus {
  if (settlement.disputed > 0) return 'DISPUTED';
  if (total - settlement.paid <= 0) return 'PAID';
  if (nowMs >= dueEndMs) return 'OVERDUE';
  return settlement.paid > 0 ? 'PARTLY_PAID' : 'OPEN';
}

/** Settlements stored by later slices (payments, disputes), per customerCode and invoice number. */
const storedSettlements = defineTable<Record<string, Record<string, Settlement>>>('invoice-settlements', () => ({}));

/** The stored settlements of company `customerCode`, by invoice number (empty when none). */
export function storedSettlementsOf(customerCode: string): Readonly<Record<string, Settlement>> {
  return storedSettlements.read()[customerCode] ?? {};
}

/**
 * Stores what settled invoice `invoiceNumber` of company `customerCode` (replacing its generated plan): amounts in
 * minor units of the invoice currency; the status follows from them.
 */
export function storeSettlement(customerCode: string, invoiceNumber: string, settlement: Settlement): void {
  storedSettlements.update((table) => {
    table[customerCode] = { ...table[customerCode], [invoiceNumber]: settlement };
  });
}

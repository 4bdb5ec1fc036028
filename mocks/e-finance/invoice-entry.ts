import type { InvoiceKind, InvoiceSummary } from '@/domain/invoice/invoice-contract';
import type { Money } from '@/domain/money/money';

import type { Port } from '../schedule/data/ports';
import { chargesByKind, type DraftCharge } from './invoice-charges';
import { dndCharges } from './invoice-dnd';
import { invoiceTotalOf, ratesFor } from './invoice-money';
import type { BillableShipment } from './invoice-sources';
import { seededPlanOf, type SettlementPlan } from './invoice-status';

/*
 * An invoice as the mock keeps it between calls (docs/areas/e-finance.md, "Cost"): what the list filters and sorts
 * on, with its total and settlement plan worked out when first read. ./invoice-derive.ts makes them per shipment.
 */

/** The shipment's lines by invoice: the tariff's or quote's (./invoice-charges.ts) and the D&D days over. */
export function linesByKind(shipment: BillableShipment, nowMs: number): Map<InvoiceKind, DraftCharge[]> {
  const groups = chargesByKind(shipment, nowMs);
  if (shipment.dnd) groups.set('DEMURRAGE_DETENTION', dndCharges(shipment.dnd));
  return groups;
}

/** An invoice of a shipment before its total: which stage, from which office, when, in which currency. */
export interface InvoiceHead {
  kind: InvoiceKind;
  office: Port;
  issueMs: number;
  /** The issuing office's local date of issue, as a day number (zoned-time.ts) and as 'yyyy-MM-dd'. */
  issueDay: number;
  issueDate: string;
  invoiceCurrency: string;
}

/** What an invoice's list row holds but for its total, status and settled amounts. */
export type InvoiceEntrySummary = Omit<InvoiceSummary, 'status' | 'paid' | 'open' | 'disputed' | 'total'>;

/**
 * The totals of one shipment's invoices `heads`, in their order, worked out from the lines when first asked for (every
 * invoice of the shipment at once: the lines come from one pass over its tariff or quote).
 */
export class ShipmentTotals {
  #heads: readonly InvoiceHead[] | undefined;
  #totals: Money[] | undefined;

  constructor(
    private readonly shipment: BillableShipment,
    heads: readonly InvoiceHead[],
    private readonly nowMs: number,
  ) {
    this.#heads = heads;
  }

  /** The total of the shipment's invoice at `position` of its heads, in its own currency, minor units. */
  at(position: number): Money {
    if (!this.#totals) {
      const groups = linesByKind(this.shipment, this.nowMs);
      this.#totals = (this.#heads ?? []).map(({ kind, invoiceCurrency, issueDate }) => {
        const charges = groups.get(kind) ?? [];
        const rates = ratesFor(
          charges.map((charge) => charge.amount.currency),
          invoiceCurrency,
          issueDate,
        );
        return invoiceTotalOf(charges, invoiceCurrency, rates);
      });
      this.#heads = undefined;
    }
    return this.#totals[position] as Money;
  }
}

/**
 * What the list needs of an invoice without its lines; the status and settled amounts are read at "now". `total` and
 * `plan` are worked out on first read (from the lines, for every invoice of the shipment at once): a list page reads
 * them for its own rows only, so the forwarder's first page does not wait for tens of thousands of totals
 * (docs/performance.md, "My invoices' first rows"). A class, not a literal with getters: the company's tens of
 * thousands are kept for the week, and getters in a literal cost each one a function pair and a slow property map.
 */
export class InvoiceEntry {
  #plan: SettlementPlan | undefined;

  /**
   * `issueMs`: when it is issued (epoch ms); `dueEndMs`: the end of its due date at the issuing office (overdue from
   * then on); its total is `totals.at(position)`; `plan` replaces the plan drawn from its number.
   */
  constructor(
    readonly shipment: BillableShipment,
    readonly summary: InvoiceEntrySummary,
    readonly issueMs: number,
    readonly dueEndMs: number,
    private readonly totals: Pick<ShipmentTotals, 'at'>,
    private readonly position: number,
    plan?: SettlementPlan,
  ) {
    this.#plan = plan;
  }

  /** The invoice's total in its own currency, minor units. */
  get total(): Money {
    return this.totals.at(this.position);
  }

  /** How the generated invoice is settled over time (invoice-status.ts seededPlanOf, unless given). */
  get plan(): SettlementPlan {
    this.#plan ??= seededPlanOf(this.summary.invoiceNumber, this.total.amount, this.issueMs, this.dueEndMs);
    return this.#plan;
  }

  /** The same invoice settled by `plan` (a seeded import's, paid at issue or not at all). */
  withPlan(plan: SettlementPlan): InvoiceEntry {
    return new InvoiceEntry(this.shipment, this.summary, this.issueMs, this.dueEndMs, this.totals, this.position, plan);
  }
}

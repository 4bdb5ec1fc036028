import type { Invoice } from '@/domain/invoice/invoice-contract';

import { type DisputeEffect, disputeEffectsOf, withDisputes } from './dispute-store';
import { entriesOfShipment, invoiceOf } from './invoice-derive';
import type { InvoiceEntry } from './invoice-entry';
import { importInvoiceEntriesOf } from './invoice-imports';
import { companyOf, seededShipmentsOf, storedShipmentsOf, weekOf } from './invoice-sources';
import { type Settlement, settlementAt, storedSettlementsOf } from './invoice-status';

/*
 * The invoices a user sees (docs/areas/e-finance.md): those of every booking of their company, issued by "now".
 * Generated bookings' invoices are derived once per user and week and cached (the forwarder's 10,000 bookings give
 * over ten thousand); those of bookings users created or changed are derived on every call (few). Lines are built
 * only for the one invoice asked for.
 */

interface SeededEntries {
  week: number;
  /** Invoice entries by the booking's request reference. */
  byReference: Map<string, InvoiceEntry[]>;
}

const seededCache = new Map<string, SeededEntries>();
/** Bumped whenever a user's generated invoices are derived again: part of {@link CompanyInvoices.fingerprint}. */
let generation = 0;

function seededEntriesOf(userId: string, nowMs: number): Map<string, InvoiceEntry[]> {
  const week = weekOf(nowMs);
  const cached = seededCache.get(userId);
  if (cached?.week === week) return cached.byReference;
  const byReference = new Map<string, InvoiceEntry[]>();
  for (const [reference, shipment] of seededShipmentsOf(userId, nowMs)) {
    byReference.set(reference, entriesOfShipment(shipment, nowMs));
  }
  seededCache.set(userId, { week, byReference });
  generation += 1;
  return byReference;
}

/** Every invoice of a company, issued or still to be issued, and a text that changes whenever that set changes. */
export interface CompanyInvoices {
  customerCode: string;
  entries: InvoiceEntry[];
  /** Equal for two calls exactly when `entries` holds the same invoices (a cache key for sorted orders). */
  fingerprint: string;
}

/**
 * The invoices of `userId`'s company as derived at `nowMs` (issued or not yet: filter on `issueMs`): per account of the
 * company, generated bookings in their order (replaced by stored changes), then those users created or changed; last
 * the collect invoices of the company's import shipments.
 */
export function companyEntriesOf(userId: string, nowMs: number): CompanyInvoices {
  const { customerCode, userIds } = companyOf(userId);
  const entries: InvoiceEntry[] = [];
  const storedKeys: string[] = [];
  for (const accountId of userIds) {
    const own = storedShipmentsOf(accountId, nowMs);
    for (const [reference, seeded] of seededEntriesOf(accountId, nowMs)) {
      if (!own.references.has(reference)) entries.push(...seeded);
    }
    storedKeys.push(`${accountId}:${[...own.references].join(',')}`);
    for (const shipment of own.shipments) {
      for (const entry of entriesOfShipment(shipment, nowMs)) {
        entries.push(entry);
        storedKeys.push(`${entry.summary.invoiceNumber}=${entry.total.amount}@${entry.issueMs}`);
      }
    }
  }
  // Invoices of shipments the company pays for but did not book: its imports' collect invoices (./invoice-imports.ts).
  for (const entry of importInvoiceEntriesOf(userId, nowMs)) {
    entries.push(entry);
    storedKeys.push(`${entry.summary.invoiceNumber}=${entry.total.amount}@${entry.issueMs}`);
  }
  return { customerCode, entries, fingerprint: `${generation}|${storedKeys.join('|')}` };
}

/**
 * The amounts that settled `entry` at `nowMs`: the company's stored settlement, else its generated plan, with what the
 * company's disputes (`disputes`, from `disputeEffectsOf`) do to it.
 */
export function settlementOf(
  entry: InvoiceEntry,
  stored: Readonly<Record<string, Settlement>>,
  nowMs: number,
  disputes?: ReadonlyMap<string, DisputeEffect>,
): Settlement {
  const { invoiceNumber } = entry.summary;
  const { total } = entry;
  const base = stored[invoiceNumber] ?? settlementAt(entry.plan, total.amount, nowMs);
  return withDisputes(base, total.amount, disputes?.get(invoiceNumber));
}

/**
 * Invoice `invoiceNumber` of `userId`'s company at `nowMs` with its lines, or undefined when it is not one of the
 * company's issued invoices (another company's included). Matched exactly, case-insensitive.
 */
export function findInvoice(userId: string, invoiceNumber: string, nowMs: number): Invoice | undefined {
  const wanted = invoiceNumber.trim().toUpperCase();
  const { customerCode, entries } = companyEntriesOf(userId, nowMs);
  const entry = entries.find((candidate) => candidate.summary.invoiceNumber === wanted && candidate.issueMs <= nowMs);
  if (!entry) return undefined;
  const disputes = disputeEffectsOf(customerCode, nowMs);
  return invoiceOf(entry, settlementOf(entry, storedSettlementsOf(customerCode), nowMs, disputes), nowMs);
}

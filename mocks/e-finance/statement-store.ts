import { DEFAULT_TIME_ZONE } from '@/config/limits';
import type {
  StatementEntry,
  StatementEntryKind,
  StatementExportParams,
  StatementParams,
  StatementResponse,
} from '@/domain/invoice/statement-contract';

import { localDateAt } from '../schedule/data/zoned-time';
import { issuedCreditNotesOf } from './credit-note-store';
import type { InvoiceEntry } from './invoice-entry';
import { storedSettlementsOf } from './invoice-status';
import { companyEntriesOf } from './invoice-store';
import { amountOf, paymentsOf, type StoredPayment } from './payment-store';

/*
 * The statement of account (docs/areas/e-finance.md "Statement of account"), derived on every call from what the
 * invoice list reads, so it can never disagree with it:
 * - a debit per issued invoice of the currency (its total, on its issue date);
 * - a credit per payment received: the generated plan's payments (bank transfers) and the portal's SUCCEEDED online
 *   payments (what the card paid, `amountOf`, at its settle time). A succeeded payment stores the invoice's settlement
 *   (`storeSettlement`, ./payment-handlers.ts), which replaces the plan from then on: the plan's payments up to that
 *   instant are inside the stored amount and stay entries, later ones never happen and are left out;
 * - a credit per credit note issued (./credit-note-store.ts). What a payment applied of a credit note is no entry: the
 *   note was credited when issued, the payment entry is what the card paid.
 * Each entry is dated on the local date of the office that issued the invoice it concerns (an online payment: its
 * first invoice's), the rule of the invoice's own issue date. One pass over the company's invoices: linear, then sorted.
 */

/** One ledger line of the whole history, amounts in minor units (one of debit and credit is 0). */
export interface LedgerLine {
  date: string;
  atMs: number;
  kind: StatementEntryKind;
  reference: string;
  invoiceNumber?: string;
  paymentMethod?: StatementEntry['paymentMethod'];
  transportDocumentReference?: string;
  debit: number;
  credit: number;
}

/** The company's ledger in one currency at one instant, oldest first, and the company's invoice currencies. */
export interface Ledger {
  currency: string;
  currencies: string[];
  lines: LedgerLine[];
}

/** The time zone of the office that issued `entry` (the POD's for destination charges and D&D, else the POL's). */
function officeZoneOf(entry: InvoiceEntry): string {
  const { kind } = entry.summary;
  const atDestination = kind === 'DESTINATION_CHARGES' || kind === 'DEMURRAGE_DETENTION';
  return (atDestination ? entry.shipment.pod : entry.shipment.pol).timeZone;
}

/** The currency with the most issued invoices (ties: the first code), or USD without any. */
function mainCurrencyOf(counts: ReadonlyMap<string, number>): string {
  let best: [string, number] | undefined;
  for (const [code, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (!best || count > best[1]) best = [code, count];
  }
  return best?.[0] ?? 'USD';
}

/** The first instant a succeeded online payment settled each invoice (its stored settlement replaced the plan then). */
function settledAtByInvoice(payments: readonly StoredPayment[]): Map<string, number> {
  const settledAt = new Map<string, number>();
  for (const payment of payments) {
    if (payment.state !== 'SUCCEEDED' || payment.settledMs === undefined) continue;
    for (const { invoiceNumber } of payment.allocations) {
      settledAt.set(invoiceNumber, Math.min(settledAt.get(invoiceNumber) ?? Infinity, payment.settledMs));
    }
  }
  return settledAt;
}

/** The invoice's debit and its plan's bank transfers up to `untilMs`. */
function invoiceLines(entry: InvoiceEntry, untilMs: number): LedgerLine[] {
  const zone = officeZoneOf(entry);
  const { invoiceNumber, transportDocumentReference } = entry.summary;
  const { total } = entry;
  const lines: LedgerLine[] = [
    {
      date: entry.summary.issueDate,
      atMs: entry.issueMs,
      kind: 'INVOICE',
      reference: invoiceNumber,
      invoiceNumber,
      transportDocumentReference,
      debit: total.amount,
      credit: 0,
    },
  ];
  entry.plan.payments.forEach((payment, index) => {
    if (payment.atMs > untilMs || payment.amount <= 0) return;
    lines.push({
      date: localDateAt(payment.atMs, zone),
      atMs: payment.atMs,
      kind: 'PAYMENT',
      reference: `BT${invoiceNumber.slice(3)}${index > 0 ? `-${String(index + 1)}` : ''}`,
      invoiceNumber,
      paymentMethod: 'BANK_TRANSFER',
      transportDocumentReference,
      debit: 0,
      credit: payment.amount,
    });
  });
  return lines;
}

const KIND_ORDER: Readonly<Record<StatementEntryKind, number>> = { INVOICE: 0, CREDIT_NOTE: 1, PAYMENT: 2 };

function byDate(a: LedgerLine, b: LedgerLine): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.atMs - b.atMs || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.reference.localeCompare(b.reference);
}

/**
 * Every entry of `userId`'s company in `currency` (default: its main currency) that happened by `nowMs`, in date order
 * (then instant, kind, reference).
 */
export function ledgerOf(userId: string, currency: string | undefined, nowMs: number): Ledger {
  const { customerCode, entries } = companyEntriesOf(userId, nowMs);
  const counts = new Map<string, number>();
  for (const entry of entries) {
    if (entry.issueMs > nowMs) continue;
    const code = entry.summary.invoiceCurrency;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const chosen = currency ?? mainCurrencyOf(counts);
  const payments = paymentsOf(customerCode);
  const settledAt = settledAtByInvoice(payments);
  const stored = storedSettlementsOf(customerCode);
  const byInvoice = new Map<string, InvoiceEntry>();
  const lines: LedgerLine[] = [];
  for (const entry of entries) {
    if (entry.issueMs > nowMs || entry.summary.invoiceCurrency !== chosen) continue;
    const { invoiceNumber } = entry.summary;
    byInvoice.set(invoiceNumber, entry);
    const replacedAt = stored[invoiceNumber] ? settledAt.get(invoiceNumber) : undefined;
    lines.push(...invoiceLines(entry, Math.min(nowMs, replacedAt ?? Infinity)));
  }
  for (const payment of payments) {
    if (payment.state !== 'SUCCEEDED' || payment.settledMs === undefined || payment.settledMs > nowMs) continue;
    // A payment the company's credit notes covered whole took nothing from the card: no entry (the notes are).
    if (payment.currency !== chosen || amountOf(payment) === 0) continue;
    const first = byInvoice.get(payment.allocations[0]?.invoiceNumber ?? '');
    lines.push({
      date: localDateAt(payment.settledMs, first ? officeZoneOf(first) : DEFAULT_TIME_ZONE),
      atMs: payment.settledMs,
      kind: 'PAYMENT',
      reference: payment.paymentId,
      paymentMethod: 'ONLINE',
      debit: 0,
      credit: amountOf(payment),
    });
  }
  for (const note of issuedCreditNotesOf(userId, nowMs)) {
    if (note.amount.currency !== chosen) continue;
    const invoice = byInvoice.get(note.invoiceNumber);
    lines.push({
      date: localDateAt(note.issuedMs, invoice ? officeZoneOf(invoice) : DEFAULT_TIME_ZONE),
      atMs: note.issuedMs,
      kind: 'CREDIT_NOTE',
      reference: note.creditNoteNumber,
      invoiceNumber: note.invoiceNumber,
      ...(invoice ? { transportDocumentReference: invoice.summary.transportDocumentReference } : {}),
      debit: 0,
      credit: note.amount.amount,
    });
  }
  lines.sort(byDate);
  return { currency: chosen, currencies: [...counts.keys()].sort(), lines };
}

/** The whole statement of a period: opening balance, every entry with its running balance, totals and closing. */
export interface FullStatement extends Omit<StatementResponse, 'entries' | 'totalCount' | 'page' | 'pageSize'> {
  entries: StatementEntry[];
}

/** The statement of `userId`'s company for `params` (currency, inclusive period) at `nowMs`, every entry. */
export function fullStatementOf(userId: string, params: StatementExportParams, nowMs: number): FullStatement {
  const ledger = ledgerOf(userId, params.currency, nowMs);
  const money = (amount: number) => ({ amount, currency: ledger.currency });
  let balance = 0;
  let debits = 0;
  let credits = 0;
  const entries: StatementEntry[] = [];
  for (const line of ledger.lines) {
    if (line.date > params.to) break;
    balance += line.debit - line.credit;
    if (line.date < params.from) continue;
    debits += line.debit;
    credits += line.credit;
    entries.push({
      date: line.date,
      kind: line.kind,
      reference: line.reference,
      ...(line.invoiceNumber ? { invoiceNumber: line.invoiceNumber } : {}),
      ...(line.paymentMethod ? { paymentMethod: line.paymentMethod } : {}),
      ...(line.transportDocumentReference ? { transportDocumentReference: line.transportDocumentReference } : {}),
      ...(line.debit ? { debit: money(line.debit) } : {}),
      ...(line.credit ? { credit: money(line.credit) } : {}),
      balance: money(balance),
    });
  }
  return {
    currency: ledger.currency,
    from: params.from,
    to: params.to,
    currencies: ledger.currencies,
    openingBalance: money(balance - debits + credits),
    entries,
    totalDebit: money(debits),
    totalCredit: money(credits),
    closingBalance: money(balance),
  };
}

/** One page (1-based) of the statement of `params`, with the totals of the whole period. */
export function statementOf(userId: string, params: StatementParams, nowMs: number): StatementResponse {
  const { page, pageSize, ...period } = params;
  const full = fullStatementOf(userId, period, nowMs);
  return {
    ...full,
    entries: full.entries.slice((page - 1) * pageSize, page * pageSize),
    totalCount: full.entries.length,
    page,
    pageSize,
  };
}

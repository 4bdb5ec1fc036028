import {
  INVOICE_STATUSES,
  type InvoiceExportParams,
  type InvoiceListParams,
  type InvoiceListResponse,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@/domain/invoice/invoice-contract';
import type { Money } from '@/domain/money/money';

import { disputeEffectsOf } from './dispute-store';
import { type InvoiceEntry, summaryOf } from './invoice-derive';
import { invoiceStatusOf, type Settlement, storedSettlementsOf } from './invoice-status';
import { companyEntriesOf, type CompanyInvoices, settlementOf } from './invoice-store';

/*
 * The invoice list of the mock carrier (GET v1/invoices) and the rows of its export: filters, sort and paging over the
 * company's invoices, as the contract's docstring (src/domain/invoice/invoice-contract.ts) says. The orders by date and
 * number are kept per company until its invoices change, and rows are built for the page only, so a page of the
 * forwarder's tens of thousands of invoices stays cheap.
 */

type SortKey = 'issueDate' | 'dueDate' | 'invoiceNumber' | 'status';

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Orders that do not move with the clock, ascending, ties by invoice number. */
const STATIC_ORDERS: Record<Exclude<SortKey, 'status'>, (a: InvoiceEntry, b: InvoiceEntry) => number> = {
  issueDate: (a, b) => compareText(a.summary.issueDate, b.summary.issueDate),
  dueDate: (a, b) => compareText(a.summary.dueDate, b.summary.dueDate),
  invoiceNumber: () => 0,
};

const sortedCache = new Map<string, { fingerprint: string; orders: Map<string, InvoiceEntry[]> }>();

/** The company's entries in ascending `key` order (ties by invoice number), cached while its invoices stay the same. */
function sortedEntries(company: CompanyInvoices, key: Exclude<SortKey, 'status'>): InvoiceEntry[] {
  let cached = sortedCache.get(company.customerCode);
  if (cached?.fingerprint !== company.fingerprint) {
    cached = { fingerprint: company.fingerprint, orders: new Map() };
    sortedCache.set(company.customerCode, cached);
  }
  let sorted = cached.orders.get(key);
  if (!sorted) {
    const compare = STATIC_ORDERS[key];
    sorted = [...company.entries].sort(
      (a, b) => compare(a, b) || compareText(a.summary.invoiceNumber, b.summary.invoiceNumber),
    );
    cached.orders.set(key, sorted);
  }
  return sorted;
}

/** A matching invoice with what "now" decides: its settlement and status. */
interface Match {
  entry: InvoiceEntry;
  settlement: Settlement;
  status: InvoiceStatus;
}

/**
 * Every invoice of `userId`'s company issued by `nowMs` matching `params`, in `params.sort` order ('-' first:
 * descending; ties by invoice number in the same direction): references (B/L, booking, invoice number) equal,
 * case-insensitive; any of `status`; due date within `dueFrom`..`dueTo` inclusive; invoice currency `currency`.
 */
function matchesOf(userId: string, params: InvoiceExportParams, nowMs: number): Match[] {
  const upper = (value: string | undefined) => (value ? value.toUpperCase() : undefined);
  const bl = upper(params.transportDocumentReference);
  const booking = upper(params.carrierBookingReference);
  const number = upper(params.invoiceNumber);
  const statuses = params.status?.length ? new Set<string>(params.status) : undefined;
  const { dueFrom, dueTo, currency } = params;
  const descending = params.sort.startsWith('-');
  const key = (descending ? params.sort.slice(1) : params.sort) as SortKey;
  const company = companyEntriesOf(userId, nowMs);
  const stored = storedSettlementsOf(company.customerCode);
  const disputes = disputeEffectsOf(company.customerCode, nowMs);
  const matches: Match[] = [];
  for (const entry of sortedEntries(company, key === 'status' ? 'invoiceNumber' : key)) {
    const head = entry.summary;
    if (entry.issueMs > nowMs) continue;
    if (bl && head.transportDocumentReference !== bl) continue;
    if (booking && head.carrierBookingReference !== booking) continue;
    if (number && head.invoiceNumber !== number) continue;
    if (dueFrom && head.dueDate < dueFrom) continue;
    if (dueTo && head.dueDate > dueTo) continue;
    if (currency && head.invoiceCurrency !== currency) continue;
    const settlement = settlementOf(entry, stored, nowMs, disputes);
    const status = invoiceStatusOf(head.total.amount, settlement, entry.dueEndMs, nowMs);
    if (statuses && !statuses.has(status)) continue;
    matches.push({ entry, settlement, status });
  }
  // The status moves with the clock: sorted here, stably, over the invoice-number order.
  if (key === 'status') matches.sort((a, b) => INVOICE_STATUSES.indexOf(a.status) - INVOICE_STATUSES.indexOf(b.status));
  return descending ? matches.reverse() : matches;
}

const rowOf = (match: Match, nowMs: number) => summaryOf(match.entry, match.settlement, nowMs);

/** Every matching invoice's row at `nowMs` in the list's order (the export: no paging). */
export function matchingInvoices(userId: string, params: InvoiceExportParams, nowMs: number): InvoiceSummary[] {
  return matchesOf(userId, params, nowMs).map((match) => rowOf(match, nowMs));
}

/**
 * The open amounts of `matches` summed per invoice currency, in currency-code order; with `withoutDisputed`, each
 * invoice's part under a dispute in review is left out (it is not due meanwhile).
 */
function openTotalsOf(matches: readonly Match[], withoutDisputed = false): Money[] {
  const totals = new Map<string, number>();
  for (const { entry, settlement } of matches) {
    const { amount, currency } = entry.summary.total;
    const open = Math.max(amount - settlement.paid - (withoutDisputed ? settlement.disputed : 0), 0);
    totals.set(currency, (totals.get(currency) ?? 0) + open);
  }
  return [...totals].sort(([a], [b]) => compareText(a, b)).map(([currency, amount]) => ({ amount, currency }));
}

/** One page of the company's invoices at `nowMs` (GET v1/invoices); a page past the end is empty, with the count. */
export function listInvoices(userId: string, params: InvoiceListParams, nowMs: number): InvoiceListResponse {
  const matches = matchesOf(userId, params, nowMs);
  const start = (params.page - 1) * params.pageSize;
  return {
    invoices: matches.slice(start, start + params.pageSize).map((match) => rowOf(match, nowMs)),
    totalCount: matches.length,
    page: params.page,
    pageSize: params.pageSize,
    openTotals: openTotalsOf(matches),
    dueTotals: openTotalsOf(matches, true),
  };
}

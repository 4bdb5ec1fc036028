import {
  INVOICE_STATUSES,
  type InvoiceExportParams,
  type InvoiceListParams,
  type InvoiceListResponse,
  type InvoiceOpenAmounts,
  type InvoiceOpenAmountsParams,
  type InvoiceSummary,
} from '@/domain/invoice/invoice-contract';
import type { Money } from '@/domain/money/money';

import { disputeEffectsOf } from './dispute-store';
import { summaryOf } from './invoice-derive';
import type { InvoiceEntry } from './invoice-entry';
import { invoiceStatusOf, type Settlement, storedSettlementsOf } from './invoice-status';
import { companyEntriesOf, type CompanyInvoices, settlementOf } from './invoice-store';

/*
 * The invoice list of the mock carrier (GET v1/invoices), the rows of its export and the open amounts of a query
 * (GET v1/invoices/open-amounts): filters, sort and paging over the company's invoices, as the contract's docstring
 * (src/domain/invoice/invoice-contract.ts) says. The orders by date and number are kept per company until its invoices
 * change, and amounts and rows are worked out for the page only, so a page of the forwarder's tens of thousands of
 * invoices stays cheap; the open amounts, which need every total, are a call of their own.
 */

type SortKey = 'issueDate' | 'dueDate' | 'invoiceNumber' | 'status';

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What the orders that do not move with the clock sort by, ascending, before the invoice number that breaks ties:
 * 'yyyy-MM-dd' dates and 15-character invoice numbers, fixed widths, so joined texts compare as the order does.
 */
const ORDER_KEYS: Record<Exclude<SortKey, 'status'>, (entry: InvoiceEntry) => string> = {
  issueDate: (entry) => entry.summary.issueDate,
  dueDate: (entry) => entry.summary.dueDate,
  invoiceNumber: () => '',
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
    const { entries } = company;
    const keyOf = ORDER_KEYS[key];
    // One text per entry (order key, invoice number, position), sorted by the engine's own text order: a comparator
    // function called half a million times for the forwarder's company took 140 ms (docs/performance.md).
    const texts = entries.map(
      (entry, index) => `${keyOf(entry)}${entry.summary.invoiceNumber}${String(index).padStart(7, '0')}`,
    );
    texts.sort();
    sorted = texts.map((text) => entries[Number(text.slice(-7))] as InvoiceEntry);
    cached.orders.set(key, sorted);
  }
  return sorted;
}

/** The invoices matching a query, in its order, and what "now" decides of any of them: settlement and status. */
interface Matches {
  entries: InvoiceEntry[];
  settle: (entry: InvoiceEntry) => Settlement;
}

/**
 * Every invoice of `userId`'s company issued by `nowMs` matching `params`, in `params.sort` order ('-' first:
 * descending; ties by invoice number in the same direction): references (B/L, booking, invoice number) equal,
 * case-insensitive; any of `status`; due date within `dueFrom`..`dueTo` inclusive; invoice currency `currency`.
 * Amounts and statuses are worked out only when a status filter or the status order asks for them.
 */
function matchesOf(userId: string, params: InvoiceExportParams, nowMs: number): Matches {
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
  const settle = (entry: InvoiceEntry) => settlementOf(entry, stored, nowMs, disputes);
  const statusOf = (entry: InvoiceEntry, settlement: Settlement) =>
    invoiceStatusOf(entry.total.amount, settlement, entry.dueEndMs, nowMs);
  const byStatus = key === 'status' ? new Map<InvoiceEntry, number>() : undefined;
  const entries: InvoiceEntry[] = [];
  for (const entry of sortedEntries(company, key === 'status' ? 'invoiceNumber' : key)) {
    const head = entry.summary;
    if (entry.issueMs > nowMs) continue;
    if (bl && head.transportDocumentReference !== bl) continue;
    if (booking && head.carrierBookingReference !== booking) continue;
    if (number && head.invoiceNumber !== number) continue;
    if (dueFrom && head.dueDate < dueFrom) continue;
    if (dueTo && head.dueDate > dueTo) continue;
    if (currency && head.invoiceCurrency !== currency) continue;
    if (statuses || byStatus) {
      const status = statusOf(entry, settle(entry));
      if (statuses && !statuses.has(status)) continue;
      byStatus?.set(entry, INVOICE_STATUSES.indexOf(status));
    }
    entries.push(entry);
  }
  // The status moves with the clock: sorted here, stably, over the invoice-number order.
  if (byStatus) entries.sort((a, b) => (byStatus.get(a) ?? 0) - (byStatus.get(b) ?? 0));
  if (descending) entries.reverse();
  return { entries, settle };
}

const rowsOf = ({ entries, settle }: Matches, nowMs: number) =>
  entries.map((entry) => summaryOf(entry, settle(entry), nowMs));

/** Every matching invoice's row at `nowMs` in the list's order (the export: no paging). */
export function matchingInvoices(userId: string, params: InvoiceExportParams, nowMs: number): InvoiceSummary[] {
  return rowsOf(matchesOf(userId, params, nowMs), nowMs);
}

/** One page of the company's invoices at `nowMs` (GET v1/invoices); a page past the end is empty, with the count. */
export function listInvoices(userId: string, params: InvoiceListParams, nowMs: number): InvoiceListResponse {
  const matches = matchesOf(userId, params, nowMs);
  const start = (params.page - 1) * params.pageSize;
  return {
    invoices: rowsOf({ ...matches, entries: matches.entries.slice(start, start + params.pageSize) }, nowMs),
    totalCount: matches.entries.length,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/**
 * The open amounts of every invoice matching `params` at `nowMs`, summed per invoice currency in currency-code order
 * (GET v1/invoices/open-amounts): `openTotals` all that is open, `dueTotals` the same without each invoice's part under
 * a dispute in review (it is not due meanwhile; docs/areas/e-finance.md, "Disputes").
 */
export function invoiceOpenAmounts(
  userId: string,
  params: InvoiceOpenAmountsParams,
  nowMs: number,
): InvoiceOpenAmounts {
  const { entries, settle } = matchesOf(userId, { ...params, sort: 'invoiceNumber' }, nowMs);
  const open = new Map<string, number>();
  const due = new Map<string, number>();
  for (const entry of entries) {
    const { amount, currency } = entry.total;
    const settlement = settle(entry);
    const left = Math.max(amount - settlement.paid, 0);
    open.set(currency, (open.get(currency) ?? 0) + left);
    due.set(currency, (due.get(currency) ?? 0) + Math.max(left - settlement.disputed, 0));
  }
  const inCodeOrder = (totals: Map<string, number>): Money[] =>
    [...totals].sort(([a], [b]) => compareText(a, b)).map(([code, amount]) => ({ amount, currency: code }));
  return { totalCount: entries.length, openTotals: inCodeOrder(open), dueTotals: inCodeOrder(due) };
}

import type { Money } from '@/domain/money/money';

import { hashInt, hashUnit } from '../schedule/data/random';
import { creditNoteNumbersOf, disputesOf, statusStepsOf, type StoredDispute } from './dispute-store';
import { invoiceOf } from './invoice-derive';
import type { InvoiceEntry } from './invoice-entry';
import { convertMoney } from './invoice-money';
import { companyEntriesOf } from './invoice-store';

/*
 * The credit notes of the mock carrier (docs/areas/e-finance.md "Credit notes"), derived, never stored: one per
 * accepted dispute and invoice it holds (issued when the dispute becomes ACCEPTED), and the amendment credit notes of
 * about 1 % of the invoices whose generated plan has no payment and no dispute (a charge lowered 2 to 10 days after
 * issue), deterministic from the invoice number. What payments applied of them is derived in ./credit-note-ledger.ts.
 */

const DAY_MS = 86_400_000;
/** Share of never-paid, undisputed generated invoices that get an amendment credit note. */
const AMENDMENT_SHARE = 0.01;
/** The amendment lowers the invoice's largest line by 10 to 25 % of it. */
const AMENDMENT_PERCENT = [10, 25] as const;
/** The amendment comes 2 to 10 days after the invoice's issue. */
const AMENDMENT_DAYS = [2, 10] as const;

/** A credit note as issued (no application state): epoch ms, money in the invoice currency's minor units. */
export interface IssuedCreditNote {
  creditNoteNumber: string;
  kind: 'DISPUTE' | 'AMENDMENT';
  invoiceNumber: string;
  disputeId?: string;
  issuedMs: number;
  amount: Money; // Money from src/domain/money/money.ts
}

/** An issued credit note with what its view needs of the invoice it credits. */
export interface CreditNoteRecord extends IssuedCreditNote {
  transportDocumentReference: string;
  /** The dispute's reason code, or 'Amendment: <charge name> lowered'. */
  reason: string;
  /** The issuing office's time zone (the invoice's): the issue date is its local date. */
  timeZone: string;
}

interface AmendmentCache {
  customerCode: string;
  fingerprint: string;
  /** Every amendment credit note of the company's invoices, issued or not yet, oldest first. */
  notes: CreditNoteRecord[];
  byInvoice: Map<string, InvoiceEntry>;
}

const amendmentCache = new Map<string, AmendmentCache>();
/** Amendment credit notes by invoice number and total (null: none): lines are dear, the draw is fixed. */
const amendmentMemo = new Map<string, CreditNoteRecord | null>();

function officeZoneOf(entry: InvoiceEntry): string {
  const atDestination = entry.summary.kind === 'DESTINATION_CHARGES' || entry.summary.kind === 'DEMURRAGE_DETENTION';
  return (atDestination ? entry.shipment.pod : entry.shipment.pol).timeZone;
}

function isAmendmentCandidate(entry: InvoiceEntry): boolean {
  const { plan, summary } = entry;
  if (plan.payments.length > 0 || plan.dispute) return false;
  return entry.total.amount > 0 && hashUnit('credit-note-amendment', summary.invoiceNumber) < AMENDMENT_SHARE;
}

/** The amendment credit note of candidate `entry`: 10-25 % of its largest line in the invoice currency. */
function amendmentOf(entry: InvoiceEntry, nowMs: number): CreditNoteRecord | null {
  const { invoiceNumber, transportDocumentReference } = entry.summary;
  const { total } = entry;
  const key = `${invoiceNumber}|${total.amount}`;
  const memo = amendmentMemo.get(key);
  if (memo !== undefined) return memo;
  const invoice = invoiceOf(entry, { paid: 0, disputed: 0 }, nowMs);
  let largest: { amount: number; name: string } | undefined;
  for (const charge of invoice.charges) {
    const rate = invoice.exchangeRates.find((candidate) => candidate.fromCurrency === charge.amount.currency);
    const inInvoice =
      charge.amount.currency === total.currency ? charge.amount : rate && convertMoney(charge.amount, rate);
    if (inInvoice && (!largest || inInvoice.amount > largest.amount))
      largest = { amount: inInvoice.amount, name: charge.chargeName };
  }
  const percent = hashInt(AMENDMENT_PERCENT[0], AMENDMENT_PERCENT[1], 'credit-note-percent', invoiceNumber);
  const amount = largest ? Math.min(Math.round((largest.amount * percent) / 100), total.amount) : 0;
  const record: CreditNoteRecord | null =
    largest && amount > 0
      ? {
          creditNoteNumber: `CNA${invoiceNumber.slice(3)}`,
          kind: 'AMENDMENT',
          invoiceNumber,
          issuedMs:
            entry.issueMs + hashInt(AMENDMENT_DAYS[0], AMENDMENT_DAYS[1], 'credit-note-day', invoiceNumber) * DAY_MS,
          amount: { amount, currency: total.currency },
          transportDocumentReference,
          reason: `Amendment: ${largest.name} lowered`,
          timeZone: officeZoneOf(entry),
        }
      : null;
  amendmentMemo.set(key, record);
  return record;
}

function amendmentsOf(userId: string, nowMs: number): AmendmentCache {
  const { customerCode, entries, fingerprint } = companyEntriesOf(userId, nowMs);
  const cached = amendmentCache.get(customerCode);
  if (cached?.fingerprint === fingerprint) return cached;
  const byInvoice = new Map<string, InvoiceEntry>();
  const notes: CreditNoteRecord[] = [];
  for (const entry of entries) {
    byInvoice.set(entry.summary.invoiceNumber, entry);
    if (!Number.isFinite(entry.issueMs) || !isAmendmentCandidate(entry)) continue;
    const note = amendmentOf(entry, nowMs);
    if (note) notes.push(note);
  }
  const fresh = { customerCode, fingerprint, notes, byInvoice };
  amendmentCache.set(customerCode, fresh);
  return fresh;
}

/** The credit notes of accepted `dispute` at `nowMs`: one per invoice it holds, in the order the items name them. */
function disputeNotesOf(
  dispute: StoredDispute,
  nowMs: number,
  byInvoice: ReadonlyMap<string, InvoiceEntry>,
): CreditNoteRecord[] {
  const accepted = statusStepsOf(dispute, nowMs).find((step) => step.status === 'ACCEPTED');
  if (!accepted) return [];
  const amounts = new Map<string, Money>();
  for (const item of dispute.items) {
    const sum = amounts.get(item.invoiceNumber) ?? { amount: 0, currency: item.inInvoiceCurrency.currency };
    amounts.set(item.invoiceNumber, { amount: sum.amount + item.inInvoiceCurrency.amount, currency: sum.currency });
  }
  const numbers = creditNoteNumbersOf(dispute);
  return [...amounts].flatMap(([invoiceNumber, amount], index) => {
    const entry = byInvoice.get(invoiceNumber);
    if (!entry || amount.amount <= 0) return [];
    return [
      {
        creditNoteNumber: numbers[index] ?? `CN${dispute.disputeId.slice(3)}-${index + 1}`,
        kind: 'DISPUTE' as const,
        invoiceNumber,
        disputeId: dispute.disputeId,
        issuedMs: accepted.atMs,
        amount,
        transportDocumentReference: entry.summary.transportDocumentReference,
        reason: dispute.reason,
        timeZone: officeZoneOf(entry),
      },
    ];
  });
}

/**
 * Every credit note of `userId`'s company issued at or before `nowMs`, oldest first (ties by number), with the B/L,
 * reason and issuing office's time zone of the invoice it credits.
 */
export function creditNoteRecordsOf(userId: string, nowMs: number): CreditNoteRecord[] {
  const { customerCode, notes, byInvoice } = amendmentsOf(userId, nowMs);
  const fromDisputes = disputesOf(customerCode).flatMap((dispute) => disputeNotesOf(dispute, nowMs, byInvoice));
  return [...notes.filter((note) => note.issuedMs <= nowMs), ...fromDisputes].sort(
    (a, b) => a.issuedMs - b.issuedMs || a.creditNoteNumber.localeCompare(b.creditNoteNumber),
  );
}

/** Every credit note of `userId`'s company issued at or before `nowMs`, oldest first. */
export function issuedCreditNotesOf(userId: string, nowMs: number): IssuedCreditNote[] {
  return creditNoteRecordsOf(userId, nowMs).map((record) => ({
    creditNoteNumber: record.creditNoteNumber,
    kind: record.kind,
    invoiceNumber: record.invoiceNumber,
    ...(record.disputeId ? { disputeId: record.disputeId } : {}),
    issuedMs: record.issuedMs,
    amount: record.amount,
  }));
}

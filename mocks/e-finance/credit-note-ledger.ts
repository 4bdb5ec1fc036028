import {
  type CreditNote,
  type CreditNoteApplication,
  type CreditNoteListParams,
  type CreditNoteStatus,
} from '@/domain/invoice/credit-note-contract';

import { localDateAt } from '../schedule/data/zoned-time';
import { type CreditNoteRecord, creditNoteRecordsOf } from './credit-note-store';
import { companyOf } from './invoice-sources';
import { holdsInvoices, paymentsOf } from './payment-store';

/*
 * What payments applied of the company's credit notes (docs/areas/e-finance.md "Credit notes"), derived, never
 * mutated: the applications are the applied credits of the company's payments that hold their invoices at "now"
 * (INITIATED, CHALLENGE, PENDING, SUCCEEDED); a declined or abandoned payment releases what it applied.
 */

/** The applications of the company's holding payments at `nowMs`, by credit note number, oldest payment first. */
function applicationsOf(customerCode: string, nowMs: number): Map<string, CreditNoteApplication[]> {
  const byNumber = new Map<string, CreditNoteApplication[]>();
  for (const payment of paymentsOf(customerCode)) {
    if (!payment.appliedCredits?.length || !holdsInvoices(payment, nowMs)) continue;
    for (const credit of payment.appliedCredits) {
      const list = byNumber.get(credit.creditNoteNumber) ?? [];
      list.push({
        paymentId: payment.paymentId,
        amount: credit.amount,
        appliedDateTime: new Date(payment.createdMs).toISOString(),
      });
      byNumber.set(credit.creditNoteNumber, list);
    }
  }
  return byNumber;
}

function viewOf(record: CreditNoteRecord, applications: readonly CreditNoteApplication[]): CreditNote {
  const { currency } = record.amount;
  // Applied never exceeds the amount: payments take at most what remained when they were made.
  const applied = Math.min(
    applications.reduce((sum, application) => sum + application.amount.amount, 0),
    record.amount.amount,
  );
  const remaining = record.amount.amount - applied;
  const status: CreditNoteStatus = applied === 0 ? 'OPEN' : remaining === 0 ? 'APPLIED' : 'PARTLY_APPLIED';
  return {
    creditNoteNumber: record.creditNoteNumber,
    kind: record.kind,
    invoiceNumber: record.invoiceNumber,
    transportDocumentReference: record.transportDocumentReference,
    ...(record.disputeId ? { disputeId: record.disputeId } : {}),
    reason: record.reason,
    issueDate: localDateAt(record.issuedMs, record.timeZone),
    issuedDateTime: new Date(record.issuedMs).toISOString(),
    amount: record.amount,
    appliedAmount: { amount: applied, currency },
    remainingAmount: { amount: remaining, currency },
    status,
    applications: [...applications],
  };
}

/** Every credit note of `userId`'s company issued by `nowMs`, with what holding payments applied, oldest first. */
export function creditNotesOf(userId: string, nowMs: number): CreditNote[] {
  const applications = applicationsOf(companyOf(userId).customerCode, nowMs);
  return creditNoteRecordsOf(userId, nowMs).map((record) =>
    viewOf(record, applications.get(record.creditNoteNumber) ?? []),
  );
}

/** Credit note `creditNoteNumber` of `userId`'s company at `nowMs` (exact, case-insensitive), if issued. */
export function findCreditNote(userId: string, creditNoteNumber: string, nowMs: number): CreditNote | undefined {
  const wanted = creditNoteNumber.trim().toUpperCase();
  return creditNotesOf(userId, nowMs).find((note) => note.creditNoteNumber === wanted);
}

/** One page of the company's credit notes matching `params`, newest first, and the count of every match. */
export function creditNotePageOf(
  userId: string,
  params: CreditNoteListParams,
  nowMs: number,
): { creditNotes: CreditNote[]; totalCount: number } {
  const matches = creditNotesOf(userId, nowMs)
    .filter(
      (note) =>
        (!params.invoiceNumber || note.invoiceNumber === params.invoiceNumber) &&
        (!params.currency || note.amount.currency === params.currency) &&
        (!params.status?.length || params.status.includes(note.status)),
    )
    .reverse();
  const { page, pageSize } = params;
  return { creditNotes: matches.slice((page - 1) * pageSize, page * pageSize), totalCount: matches.length };
}

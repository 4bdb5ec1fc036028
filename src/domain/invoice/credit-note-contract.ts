import { z } from '@/config/zod-mini';
import { currencyCodeSchema, type Money, moneySchema } from '@/domain/money/money';
import { pageAnswerShape, pageQueryShape } from '@/domain/paging/paging-contract';

import type { AppliedCredit } from './payment-contract';

/*
 * The credit note API contract (ours; DCSA publishes none: amounts are DCSA-like Money, references DCSA's
 * transportDocumentReference), docs/areas/e-finance.md "Credit notes". A credit note is the carrier's document crediting
 * one invoice of the company: from an accepted dispute (one per dispute and invoice) or from an amendment that lowered a
 * charge. It is not taken off its invoice: it is a credit of the company that the next payment in its currency applies
 * before the card pays the rest ({@link creditsToApply}, shared by the mock and the review page).
 *
 * Calls (paths relative to the main API base; login required; 403 FEATURE_DISABLED when `eFinance` is off):
 *   GET v1/credit-notes?invoiceNumber&currency&status*&page&pageSize -> 200 CreditNoteListResponse (newest first)
 *   GET v1/credit-notes/{creditNoteNumber}                           -> 200 CreditNote; 404 CREDIT_NOTE_NOT_FOUND
 * Amounts in integer minor units of the invoice currency; instants ISO 8601 UTC; issueDate the issuing office's date.
 */

/** Path of the credit note list. */
export const CREDIT_NOTES_PATH = 'v1/credit-notes';
/** Path of one credit note. */
export const creditNotePath = (creditNoteNumber: string) =>
  `${CREDIT_NOTES_PATH}/${encodeURIComponent(creditNoteNumber)}`;

/** Why a credit note was issued: an accepted dispute, or an amendment that lowered a charge. */
export const CREDIT_NOTE_KINDS = ['DISPUTE', 'AMENDMENT'] as const;
/** One of {@link CREDIT_NOTE_KINDS}. */
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

/** How much of a credit note payments have applied: none, part, all. */
export const CREDIT_NOTE_STATUSES = ['OPEN', 'PARTLY_APPLIED', 'APPLIED'] as const;
/** One of {@link CREDIT_NOTE_STATUSES}. */
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

/** A credit note number: 'CN' + digits (a dispute's, '-2'... for its later invoices) or 'CNA' + an invoice's digits. */
export const creditNoteNumberSchema = z.string().check(z.regex(/^CNA?[A-Z0-9]{4,20}(-\d{1,2})?$/));

/** What one payment applied of a credit note, and when it was made. */
export const creditNoteApplicationSchema = z.object({
  paymentId: z.string(),
  amount: moneySchema,
  appliedDateTime: z.string(),
});
/** See {@link creditNoteApplicationSchema}. */
export type CreditNoteApplication = z.infer<typeof creditNoteApplicationSchema>;

const positiveMoneySchema = z.object({
  amount: z.number().check(z.int(), z.positive()),
  currency: currencyCodeSchema,
});
const nonNegativeMoneySchema = z.object({
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: currencyCodeSchema,
});

/**
 * One credit note: the invoice it credits (and its B/L), the dispute it comes from, the reason (the dispute's reason
 * code, or 'Amendment: <charge name> lowered'), issue date (yyyy-MM-dd at the issuing office) and instant, the amount,
 * what payments holding it applied (a declined or abandoned payment releases it), what remains, and the applications.
 */
export const creditNoteSchema = z.object({
  creditNoteNumber: z.string(),
  kind: z.enum(CREDIT_NOTE_KINDS),
  invoiceNumber: z.string(),
  transportDocumentReference: z.string(),
  disputeId: z.optional(z.string()),
  reason: z.string(),
  issueDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  issuedDateTime: z.string(),
  amount: positiveMoneySchema,
  appliedAmount: nonNegativeMoneySchema,
  remainingAmount: nonNegativeMoneySchema,
  status: z.enum(CREDIT_NOTE_STATUSES),
  applications: z.array(creditNoteApplicationSchema),
});
/** See {@link creditNoteSchema}. */
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** Query of the list: exact invoice number, invoice currency, statuses (any of them), paging. */
export const creditNoteListParamsSchema = z.object({
  invoiceNumber: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.maxLength(20))),
  currency: z.optional(currencyCodeSchema),
  status: z.optional(z.array(z.enum(CREDIT_NOTE_STATUSES)).check(z.maxLength(CREDIT_NOTE_STATUSES.length))),
  ...pageQueryShape,
});
/** See {@link creditNoteListParamsSchema}. */
export type CreditNoteListParams = z.infer<typeof creditNoteListParamsSchema>;

/** Answer of GET v1/credit-notes: one page, newest first, and the count over all pages. */
export const creditNoteListResponseSchema = z.object({
  creditNotes: z.array(creditNoteSchema),
  ...pageAnswerShape,
});
/** See {@link creditNoteListResponseSchema}. */
export type CreditNoteListResponse = z.infer<typeof creditNoteListResponseSchema>;

/** What {@link creditsToApply} needs of a credit note. */
export type CreditCandidate = Pick<CreditNote, 'creditNoteNumber' | 'invoiceNumber' | 'issuedDateTime'> & {
  remainingAmount: Money;
};

/**
 * The credit notes a payment of `allocations` (what it pays per invoice, all in `currency`) applies, and what the card
 * then pays: credit notes of `currency` with something remaining, those crediting the paid invoices first, then the
 * oldest first (ties by number), each up to what is still to pay; never more than the allocations' sum, so the card
 * amount is never below 0. The one rule of the mock carrier and the review page (docs/areas/e-finance.md).
 */
export function creditsToApply(
  allocations: readonly { invoiceNumber: string; amount: Money }[],
  credits: readonly CreditCandidate[],
  currency: string,
): { appliedCredits: AppliedCredit[]; cardAmount: number } {
  const paidInvoices = new Set(allocations.map((allocation) => allocation.invoiceNumber));
  let toPay = allocations.reduce((sum, allocation) => sum + Math.max(allocation.amount.amount, 0), 0);
  const ordered = credits
    .filter((credit) => credit.remainingAmount.currency === currency && credit.remainingAmount.amount > 0)
    .sort(
      (a, b) =>
        Number(paidInvoices.has(b.invoiceNumber)) - Number(paidInvoices.has(a.invoiceNumber)) ||
        Date.parse(a.issuedDateTime) - Date.parse(b.issuedDateTime) ||
        a.creditNoteNumber.localeCompare(b.creditNoteNumber),
    );
  const appliedCredits: AppliedCredit[] = [];
  for (const credit of ordered) {
    if (toPay <= 0) break;
    const amount = Math.min(credit.remainingAmount.amount, toPay);
    appliedCredits.push({ creditNoteNumber: credit.creditNoteNumber, amount: { amount, currency } });
    toPay -= amount;
  }
  return { appliedCredits, cardAmount: toPay };
}

import { z } from '@/config/zod-mini';
import { currencyCodeSchema, moneySchema } from '@/domain/money/money';
import { pageAnswerShape, pageQueryShapeOf } from '@/domain/paging/paging-contract';
import { isoDateSchema } from '@/domain/schedule-search/point-to-point-contract';
import { daysBetween, isIsoDate } from '@/lib/dates';

import { invoiceNumberSchema } from './invoice-contract';

/*
 * The statement of account API contract (ours; DCSA publishes none), docs/areas/e-finance.md "Statement of account":
 * per invoice currency and period, the balance brought forward, every invoice issued (debit), payment received and
 * credit note issued (credit) in date order with the running balance, the totals and the closing balance.
 *
 * Calls (paths relative to the main API base):
 *   GET v1/account-statements?currency&from&to&page&pageSize -> 200 StatementResponse (one page of entries, the totals
 *                                                               over the whole period)
 *   GET v1/account-statements/files/downloads?currency&from&to -> 200 xlsx of the whole statement (every entry)
 *
 * Errors: 400 INVALID_REQUEST (field errors: `to` before `from`, a period over STATEMENT_MAX_DAYS), 401 UNAUTHORIZED,
 * 403 FEATURE_DISABLED (the eFinance flag is off for the user's country).
 *
 * Dates are 'yyyy-MM-dd' local dates of the office that issued the invoice an entry concerns (the rule of the
 * invoice's own issue and due dates); `from` and `to` are inclusive. Money in integer minor units of `currency`.
 */

/** Path of the statement. */
export const STATEMENTS_PATH = 'v1/account-statements';
/** Path of the statement's workbook: every entry of the period, no paging. */
export const STATEMENTS_EXPORT_PATH = `${STATEMENTS_PATH}/files/downloads`;
/** Media type of the export. */
export const STATEMENTS_EXPORT_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The longest period one statement covers, in days counting both ends (a leap year). */
export const STATEMENT_MAX_DAYS = 366;
/** Entries per page unless asked otherwise (one of the list page sizes). */
export const STATEMENT_DEFAULT_PAGE_SIZE = 50;

/** Field error messages of the period (codes the page translates). */
export const STATEMENT_ISSUES = { range: 'range', tooLong: 'too-long' } as const;

/** What an entry records: an invoice issued (debit), a payment received or a credit note issued (credits). */
export const STATEMENT_ENTRY_KINDS = ['INVOICE', 'PAYMENT', 'CREDIT_NOTE'] as const;
/** One of {@link STATEMENT_ENTRY_KINDS}. */
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

/** How a payment reached the carrier: the portal's online payment (its id links to it) or a bank transfer. */
export const PAYMENT_METHODS = ['ONLINE', 'BANK_TRANSFER'] as const;

/** The period fields, each checked alone (the page's form and the URL parser reuse them). */
const periodShape = {
  /** Invoice currency; without it the company's main currency (most invoices issued). */
  currency: z.optional(currencyCodeSchema),
  from: isoDateSchema,
  to: isoDateSchema,
};

/**
 * Why `from`..`to` is not a period the statement takes (`to` before `from`; longer than {@link STATEMENT_MAX_DAYS}),
 * or undefined when it is, or when either is not a date (that is the date field's own issue).
 */
export function periodIssueOf(from: string, to: string): string | undefined {
  if (!isIsoDate(from) || !isIsoDate(to)) return undefined;
  const days = daysBetween(from, to);
  if (days < 0) return STATEMENT_ISSUES.range;
  return days + 1 > STATEMENT_MAX_DAYS ? STATEMENT_ISSUES.tooLong : undefined;
}

const periodCheck = z.superRefine((value: { from: string; to: string }, context) => {
  const message = periodIssueOf(value.from, value.to);
  if (message) context.addIssue({ code: 'custom', message, path: ['to'] });
});

/** Query of the statement: currency, the inclusive period, paging (page sizes of docs/requirements.md §9). */
export const statementParamsSchema = z
  .object({
    ...periodShape,
    ...pageQueryShapeOf(STATEMENT_DEFAULT_PAGE_SIZE),
  })
  .check(periodCheck);
/** See {@link statementParamsSchema}. */
export type StatementParams = z.infer<typeof statementParamsSchema>;
/** Input of {@link statementParamsSchema} (numbers may be query-string texts). */
export type StatementParamsInput = z.input<typeof statementParamsSchema>;

/** Query of the export: the statement without paging. */
export const statementExportParamsSchema = z.object(periodShape).check(periodCheck);
/** See {@link statementExportParamsSchema}. */
export type StatementExportParams = z.infer<typeof statementExportParamsSchema>;

/**
 * One entry: its date, what it is, its reference (invoice number, payment id or bank transfer reference, credit note
 * number), the invoice it concerns and that invoice's B/L where there is one; `debit` (an invoice's total) or `credit`
 * (a payment's or a credit note's amount); `balance` after it (debits less credits since the beginning).
 */
export const statementEntrySchema = z.object({
  date: isoDateSchema,
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  reference: z.string().check(z.minLength(1), z.maxLength(35)),
  /** The invoice an invoice, a bank transfer or a credit note concerns (an online payment may pay several). */
  invoiceNumber: z.optional(invoiceNumberSchema),
  /** Of a payment: online (`reference` is the payment id) or bank transfer. */
  paymentMethod: z.optional(z.enum(PAYMENT_METHODS)),
  transportDocumentReference: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  debit: z.optional(moneySchema),
  credit: z.optional(moneySchema),
  balance: moneySchema,
});
/** See {@link statementEntrySchema}. */
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/**
 * The statement: the period asked (with the currency chosen when none was asked), the balance at the start of `from`,
 * one page of entries in date order with `totalCount` over the period, the debits and credits of the whole period,
 * and the balance at the end of `to` (= opening + totalDebit - totalCredit). `currencies`: the company's invoice
 * currencies, in code order. A balance above zero is owed to the carrier; below zero is the company's credit.
 */
export const statementResponseSchema = z.object({
  currency: currencyCodeSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  currencies: z.array(currencyCodeSchema),
  openingBalance: moneySchema,
  entries: z.array(statementEntrySchema),
  ...pageAnswerShape,
  totalDebit: moneySchema,
  totalCredit: moneySchema,
  closingBalance: moneySchema,
});
/** See {@link statementResponseSchema}. */
export type StatementResponse = z.infer<typeof statementResponseSchema>;

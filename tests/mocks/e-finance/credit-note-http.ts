import { vi } from 'vitest';

import {
  CREDIT_NOTES_PATH,
  type CreditNote,
  type CreditNoteListResponse,
  creditNotePath,
} from '@/domain/invoice/credit-note-contract';
import { type Dispute, disputePath, DISPUTES_PATH } from '@/domain/invoice/dispute-contract';
import { type Invoice, invoicePath, type InvoiceSummary } from '@/domain/invoice/invoice-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { callMock } from '../booking/booking-http';
import { bearerOf, INVOICE_NOW_MS } from './invoice-http';
import { US_PAYER } from './payment-http';

/*
 * What the credit note tests of the mock share: the calls, and an accepted dispute of the US payer (the first dispute
 * of a fresh mock db, DSP0000001, is accepted 8 minutes after it is submitted: mocks/e-finance/dispute-store.ts).
 */

/** A credit note, or an error body. */
export type CreditNoteBody = CreditNote & Pick<ApiErrorBody, 'code'>;

/** GET v1/credit-notes with `query` as `userId`. */
export async function listCreditNotes(query: [string, string][] = [], userId: string = US_PAYER) {
  return callMock<CreditNoteListResponse & Pick<ApiErrorBody, 'code'>>('GET', CREDIT_NOTES_PATH, {
    token: await bearerOf(userId),
    query: new URLSearchParams(query),
  });
}

/** GET one credit note as `userId`. */
export async function getCreditNote(creditNoteNumber: string, userId: string = US_PAYER) {
  return callMock<CreditNoteBody>('GET', creditNotePath(creditNoteNumber), { token: await bearerOf(userId) });
}

/** One invoice of the US payer. */
export async function invoiceOf(invoiceNumber: string): Promise<Invoice> {
  return (await callMock<Invoice>('GET', invoicePath(invoiceNumber), { token: await bearerOf(US_PAYER) })).body;
}

/**
 * The US payer disputes every line of `whole` and the first line of `part`, in full; the clock then moves 9 minutes on
 * (the dispute is ACCEPTED, its credit notes issued). Answers the dispute as it then stands.
 */
export async function acceptedDispute(whole: InvoiceSummary, part: InvoiceSummary): Promise<Dispute> {
  const first = await invoiceOf(whole.invoiceNumber);
  const second = await invoiceOf(part.invoiceNumber);
  const items = [
    ...first.charges.map((line, index) => ({
      invoiceNumber: first.invoiceNumber,
      lineNumber: index + 1,
      disputedAmount: line.amount,
    })),
    { invoiceNumber: second.invoiceNumber, lineNumber: 1, disputedAmount: second.charges[0]!.amount },
  ];
  const created = await callMock<Dispute>('POST', DISPUTES_PATH, {
    token: await bearerOf(US_PAYER),
    idempotencyKey: 'credit-dispute',
    body: { items, reason: 'INCORRECT_RATE', comment: '', attachments: [] },
  });
  if (created.status !== 201) throw new Error(`The dispute was refused: ${JSON.stringify(created.body)}`);
  vi.setSystemTime(INVOICE_NOW_MS + 9 * 60_000);
  return (await callMock<Dispute>('GET', disputePath(created.body.disputeId), { token: await bearerOf(US_PAYER) }))
    .body;
}

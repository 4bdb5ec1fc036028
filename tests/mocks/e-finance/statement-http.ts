import { type StatementResponse, statementResponseSchema, STATEMENTS_PATH } from '@/domain/invoice/statement-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { creditNotesOf } from '../../../mocks/e-finance/credit-note-ledger';
import { callMock } from '../booking/booking-http';
import { bearerOf, openAmountsOf } from './invoice-http';

/*
 * What the statement tests of the mock share (docs/areas/e-finance.md "Statement of account"): the call, and the two
 * sides of its invariant read from the other resources.
 */

/** A statement answer, or an error body. */
export type StatementBody = StatementResponse & Pick<ApiErrorBody, 'code' | 'errors'>;

/** GET v1/account-statements with `query` as `userId`. */
export async function getStatement(userId: string, query: Record<string, string>) {
  return callMock<StatementBody>('GET', STATEMENTS_PATH, { token: await bearerOf(userId), query });
}

/** The statement of `currency` over `from`..`to`, parsed with the contract (throws on another shape). */
export async function statementOf(userId: string, currency: string, from: string, to: string, pageSize = '10') {
  const answer = await getStatement(userId, { currency, from, to, pageSize });
  if (answer.status !== 200) throw new Error(`statement answered ${String(answer.status)}`);
  return statementResponseSchema.parse(answer.body);
}

/** The UTC date `days` after the faked now ('yyyy-MM-dd'): a `to` no office's today is past. */
export function dateAfterNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The other side of the invariant at the faked now: the open amounts of the company's issued invoices of `currency`
 * (My invoices' open amounts, GET v1/invoices/open-amounts) less what remains of its credit notes of `currency`, minor units.
 */
export async function openLessRemainingCredits(userId: string, currency: string): Promise<number> {
  const amounts = await openAmountsOf(userId, { currency });
  const open = amounts.openTotals.find((total) => total.currency === currency)?.amount ?? 0;
  const remaining = creditNotesOf(userId, Date.now())
    .filter((note) => note.remainingAmount.currency === currency)
    .reduce((sum, note) => sum + note.remainingAmount.amount, 0);
  return open - remaining;
}

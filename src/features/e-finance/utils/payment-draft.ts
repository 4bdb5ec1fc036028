import { z } from '@/config/zod-mini';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';

/*
 * The payment draft of one set of invoices (docs/areas/e-finance.md "Online payment"): the Idempotency-Key of its
 * "Pay", kept by lib/draft-storage from the first press until the payment has ended, so a double click, a reload or a
 * retry after a lost answer sends the same key and the carrier answers the same payment instead of a second one.
 */

const draftSchema = z.object({ idempotencyKey: z.nullable(z.string()) });

/** The draft key of the payment of `invoiceNumbers` (in any order). */
export function paymentDraftKey(invoiceNumbers: readonly string[]): string {
  return `invoice-payment:${[...invoiceNumbers].sort().join(',')}`;
}

/** The key a "Pay" of these invoices already sent, or null. */
export function readPaymentKey(invoiceNumbers: readonly string[]): string | null {
  return readDraft(paymentDraftKey(invoiceNumbers), draftSchema)?.idempotencyKey ?? null;
}

/** Keeps `key` for these invoices (null: forget it, the next press is a new payment). */
export function writePaymentKey(invoiceNumbers: readonly string[], key: string | null): void {
  if (key === null) clearDraft(paymentDraftKey(invoiceNumbers));
  else writeDraft(paymentDraftKey(invoiceNumbers), { idempotencyKey: key });
}

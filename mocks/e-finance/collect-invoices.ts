import type { InvoiceStatus } from '@/domain/invoice/invoice-contract';

import { findAccount } from '../auth/accounts';
import { disputeEffectsOf } from './dispute-store';
import { summaryOf } from './invoice-derive';
import { importInvoiceEntriesOf } from './invoice-imports';
import { storedSettlementsOf } from './invoice-status';
import { settlementOf } from './invoice-store';

/*
 * What the delivery order mock asks e-finance (docs/areas/vgm-delivery-orders.md, "When a DO can be requested"): the
 * collect invoices of an import B/L with their status now, the same status the invoice list and page show (stored
 * payments, open disputes and the clock included). One source of truth: the DO gate reads no flag of its own.
 */

/** A collect invoice of an import B/L: its number (the invoice page's) and its e-finance status at one instant. */
export interface CollectInvoiceStatus {
  invoiceNumber: string;
  status: InvoiceStatus;
}

/**
 * The collect (DESTINATION_CHARGES, COL) invoices of import B/L `transportDocumentReference` (exact, upper case) that
 * `userId`'s company pays, issued by `nowMs`, with their status at `nowMs`; empty before the arrival notice (the
 * invoice comes with it) and for a B/L that is not one of the company's imports.
 */
export function collectInvoicesOf(
  userId: string,
  transportDocumentReference: string,
  nowMs: number,
): CollectInvoiceStatus[] {
  const entries = importInvoiceEntriesOf(userId, nowMs).filter(
    (entry) => entry.summary.transportDocumentReference === transportDocumentReference && entry.issueMs <= nowMs,
  );
  if (entries.length === 0) return [];
  const customerCode = findAccount(userId)?.user.customerCode ?? `USER:${userId}`;
  const stored = storedSettlementsOf(customerCode);
  const disputes = disputeEffectsOf(customerCode, nowMs);
  return entries.map((entry) => ({
    invoiceNumber: entry.summary.invoiceNumber,
    status: summaryOf(entry, settlementOf(entry, stored, nowMs, disputes), nowMs).status,
  }));
}

import type { Dispute, DisputeItem, DisputeStatus, DisputeSummary } from '@/domain/invoice/dispute-contract';
import { type Money, subtotalsByCurrency } from '@/domain/money/money';

import { defineTable } from '../db';
import { hashInt, hashUnit } from '../schedule/data/random';
import type { Settlement } from './invoice-status';

/*
 * The invoice disputes of the mock carrier (docs/areas/e-finance.md, "Disputes"), stored per company (customerCode) in
 * the mock db: invoices are the company's, so every account of the company sees the dispute that holds its invoice.
 * The status moves with the clock, deterministic from the dispute's id: SUBMITTED, UNDER_REVIEW a minute later, then
 * ACCEPTED (with its credit note numbers) or REJECTED (with a reason) 3 to 10 minutes after that.
 */

const MINUTE_MS = 60_000;
/** A dispute is under review this long after it is submitted, in ms. */
export const DISPUTE_REVIEW_AFTER_MS = MINUTE_MS;
/** The decision comes 3 to 10 minutes after the review starts (drawn from the id). */
const DECISION_MINUTES = [3, 10] as const;
/** Share of disputes the carrier accepts. */
const ACCEPTED_SHARE = 0.6;

/** Reasons the carrier gives when it rejects a dispute (English: the carrier's own text, like a charge name). */
const REJECTION_REASONS = [
  'The rate billed is the rate of the booking confirmation.',
  'No payment for this invoice has been received.',
  'The payer is the party named in the booking.',
] as const;

/** A disputed item as stored: the answer's item and its disputed part in the invoice currency. */
export interface StoredDisputeItem extends DisputeItem {
  /** The disputed amount converted into the invoice's currency at the invoice's rate (minor units). */
  inInvoiceCurrency: Money;
}

/** A stored dispute: what was asked, by whom, when (epoch ms), and under which Idempotency-Key. */
export interface StoredDispute extends Pick<Dispute, 'disputeId' | 'reason' | 'comment' | 'attachments'> {
  userId: string;
  idempotencyKey: string;
  submittedMs: number;
  items: StoredDisputeItem[];
}

interface DisputeTable {
  /** Disputes by customerCode, oldest first. */
  byCompany: Record<string, StoredDispute[]>;
  /** Numbers handed out so far (the next id is one more). */
  count: number;
}

const disputes = defineTable<DisputeTable>('invoice-disputes', () => ({ byCompany: {}, count: 0 }));

/** The company's disputes, oldest first. */
export function disputesOf(customerCode: string): StoredDispute[] {
  return disputes.read().byCompany[customerCode] ?? [];
}

/** The dispute the user already created with `idempotencyKey`, if any (a retried submit). */
export function disputeByKey(customerCode: string, userId: string, idempotencyKey: string): StoredDispute | undefined {
  return disputesOf(customerCode).find((entry) => entry.userId === userId && entry.idempotencyKey === idempotencyKey);
}

/** Stores `dispute` (without its id) for the company and returns it with its new id, 'DSP' + 7 digits. */
export function storeDispute(customerCode: string, dispute: Omit<StoredDispute, 'disputeId'>): StoredDispute {
  return disputes.update((table) => {
    table.count += 1;
    const stored: StoredDispute = { ...dispute, disputeId: `DSP${String(table.count).padStart(7, '0')}` };
    (table.byCompany[customerCode] ??= []).push(stored);
    return stored;
  });
}

/** The steps `dispute` has reached by `nowMs`, each with its instant (epoch ms), in order. */
export function statusStepsOf(dispute: StoredDispute, nowMs: number): { status: DisputeStatus; atMs: number }[] {
  const reviewMs = dispute.submittedMs + DISPUTE_REVIEW_AFTER_MS;
  const decisionMs =
    reviewMs + hashInt(DECISION_MINUTES[0], DECISION_MINUTES[1], 'dispute', dispute.disputeId) * MINUTE_MS;
  const decision: DisputeStatus =
    hashUnit('dispute-decision', dispute.disputeId) < ACCEPTED_SHARE ? 'ACCEPTED' : 'REJECTED';
  const steps: { status: DisputeStatus; atMs: number }[] = [
    { status: 'SUBMITTED', atMs: dispute.submittedMs },
    { status: 'UNDER_REVIEW', atMs: reviewMs },
    { status: decision, atMs: decisionMs },
  ];
  return steps.filter((step) => step.atMs <= nowMs);
}

function summaryOf(dispute: StoredDispute, status: DisputeStatus): DisputeSummary {
  return {
    disputeId: dispute.disputeId,
    status,
    reason: dispute.reason,
    invoiceNumbers: [...new Set(dispute.items.map((item) => item.invoiceNumber))],
    itemCount: dispute.items.length,
    disputedTotals: subtotalsByCurrency(dispute.items.map((item) => item.disputedAmount)).sort((a, b) =>
      a.currency.localeCompare(b.currency),
    ),
    submittedAt: new Date(dispute.submittedMs).toISOString(),
  };
}

/** The answer's view of `dispute` at `nowMs`: its status and history, and the decision's reason or credit note. */
export function disputeView(dispute: StoredDispute, nowMs: number): Dispute {
  const steps = statusStepsOf(dispute, nowMs);
  const status = steps.at(-1)?.status ?? 'SUBMITTED';
  const digits = dispute.disputeId.slice(3);
  return {
    ...summaryOf(dispute, status),
    comment: dispute.comment,
    items: dispute.items.map((item) => ({
      invoiceNumber: item.invoiceNumber,
      lineNumber: item.lineNumber,
      disputedAmount: item.disputedAmount,
      chargeCode: item.chargeCode,
      chargeName: item.chargeName,
      lineAmount: item.lineAmount,
    })),
    attachments: dispute.attachments,
    statusHistory: steps.map((step) => ({ status: step.status, at: new Date(step.atMs).toISOString() })),
    ...(status === 'REJECTED'
      ? { rejectionReason: REJECTION_REASONS[hashInt(0, REJECTION_REASONS.length - 1, 'dispute-why', digits)] }
      : {}),
    ...(status === 'ACCEPTED'
      ? { creditNoteNumber: creditNoteNumbersOf(dispute)[0], creditNoteNumbers: creditNoteNumbersOf(dispute) }
      : {}),
  };
}

/**
 * The numbers of the credit notes `dispute` gets once accepted, one per invoice it holds in the order its items first
 * name them: 'CN' + the id's digits, then '-2', '-3'... (docs/areas/e-finance.md "Credit notes").
 */
export function creditNoteNumbersOf(dispute: Pick<StoredDispute, 'disputeId' | 'items'>): string[] {
  const digits = dispute.disputeId.slice(3);
  const invoices = [...new Set(dispute.items.map((item) => item.invoiceNumber))];
  return invoices.map((_, index) => (index === 0 ? `CN${digits}` : `CN${digits}-${index + 1}`));
}

/** The list rows of the company's disputes at `nowMs`, newest first. */
export function disputeSummariesOf(customerCode: string, nowMs: number): DisputeSummary[] {
  return disputesOf(customerCode)
    .map((dispute) => summaryOf(dispute, statusStepsOf(dispute, nowMs).at(-1)?.status ?? 'SUBMITTED'))
    .reverse();
}

/** What the company's disputes do to an invoice at one instant, in the invoice's minor units. */
export interface DisputeEffect {
  /** Under dispute: submitted or under review. */
  disputed: number;
}

/**
 * The effect of the company's disputes at `nowMs`, by invoice number (invoices no open dispute holds are absent). An
 * accepted dispute only ends the dispute: its credit note is a credit of the company that a payment applies
 * (./credit-note-store.ts), not a payment of the invoice; a rejected one changes nothing.
 */
export function disputeEffectsOf(customerCode: string, nowMs: number): Map<string, DisputeEffect> {
  const effects = new Map<string, DisputeEffect>();
  for (const dispute of disputesOf(customerCode)) {
    const status = statusStepsOf(dispute, nowMs).at(-1)?.status;
    if (status !== 'SUBMITTED' && status !== 'UNDER_REVIEW') continue;
    for (const item of dispute.items) {
      const effect = effects.get(item.invoiceNumber) ?? { disputed: 0 };
      effect.disputed += item.inInvoiceCurrency.amount;
      effects.set(item.invoiceNumber, effect);
    }
  }
  return effects;
}

/**
 * `settlement` of an invoice of `total` with the disputes' `effect`: an open dispute adds its part to `disputed`, never
 * past what is open.
 */
export function withDisputes(settlement: Settlement, total: number, effect: DisputeEffect | undefined): Settlement {
  if (!effect) return settlement;
  return {
    paid: settlement.paid,
    disputed: Math.min(settlement.disputed + effect.disputed, Math.max(total - settlement.paid, 0)),
  };
}

import { DISPUTE_ITEMS_MAX } from '@/config/limits';
import { z } from '@/config/zod-mini';
import { type Invoice } from '@/domain/invoice/invoice-contract';
import { moneySchema, toDecimalString } from '@/domain/money/money';
import { readDraft, writeDraft } from '@/lib/draft-storage';

/*
 * The user's dispute draft (docs/areas/e-finance.md, "Disputes"): one per user, kept by lib/draft-storage (it survives
 * a reload and a session timeout). Lines are added to it from any invoice's page, so one dispute holds lines of several
 * invoices; the form at /e-finance/disputes/new edits it. Attachments are files and stay out of it.
 */

/** Draft key of the dispute form. */
export const DISPUTE_DRAFT_KEY = 'invoice-dispute';

/** One line in the draft: where it is, what it bills, and the disputed part as typed (major units). */
export const draftItemSchema = z.object({
  invoiceNumber: z.string(),
  lineNumber: z.number(),
  chargeCode: z.string(),
  chargeName: z.string(),
  amount: moneySchema,
  disputedAmount: z.string(),
});
/** See {@link draftItemSchema}. */
export type DraftItem = z.infer<typeof draftItemSchema>;

/** The draft: items (no bound here: the form says when there are too many), reason, comment, the submit's key. */
export const disputeDraftSchema = z.object({
  items: z.array(draftItemSchema),
  reason: z.string(),
  comment: z.string(),
  idempotencyKey: z.nullable(z.string()),
});
/** See {@link disputeDraftSchema}. */
export type DisputeDraft = z.infer<typeof disputeDraftSchema>;

/** An empty draft. */
export const EMPTY_DISPUTE_DRAFT: DisputeDraft = { items: [], reason: '', comment: '', idempotencyKey: null };

/** The current user's draft, or an empty one. */
export function readDisputeDraft(): DisputeDraft {
  return readDraft(DISPUTE_DRAFT_KEY, disputeDraftSchema) ?? EMPTY_DISPUTE_DRAFT;
}

/** Stores the current user's draft. */
export function writeDisputeDraft(draft: DisputeDraft): void {
  writeDraft(DISPUTE_DRAFT_KEY, draft);
}

/**
 * Adds lines `lineNumbers` (1-based) of `invoice` to the draft, each disputed in full until the user says otherwise;
 * lines already there stay as they are. Refused, with nothing added, when the draft would hold more than
 * DISPUTE_ITEMS_MAX items.
 */
export function addLinesToDraft(invoice: Invoice, lineNumbers: readonly number[]): 'added' | 'too-many' {
  const draft = readDisputeDraft();
  const added = lineNumbers
    .filter((lineNumber) => !draft.items.some((item) => sameLine(item, invoice.invoiceNumber, lineNumber)))
    .flatMap((lineNumber) => {
      const line = invoice.charges[lineNumber - 1];
      return line
        ? [
            {
              invoiceNumber: invoice.invoiceNumber,
              lineNumber,
              chargeCode: line.chargeCode,
              chargeName: line.chargeName,
              amount: line.amount,
              disputedAmount: toDecimalString(line.amount),
            },
          ]
        : [];
    });
  if (draft.items.length + added.length > DISPUTE_ITEMS_MAX) return 'too-many';
  writeDisputeDraft({ ...draft, items: [...draft.items, ...added] });
  return 'added';
}

/** True when `item` is line `lineNumber` of invoice `invoiceNumber`. */
export function sameLine(
  item: Pick<DraftItem, 'invoiceNumber' | 'lineNumber'>,
  invoiceNumber: string,
  lineNumber: number,
) {
  return item.invoiceNumber === invoiceNumber && item.lineNumber === lineNumber;
}

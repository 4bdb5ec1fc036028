import { DISPUTE_ATTACHMENT_MAX_BYTES, DISPUTE_ITEMS_MAX } from '@/config/limits';
import { z } from '@/config/zod-mini';
import { moneySchema } from '@/domain/money/money';

import { invoiceNumberSchema } from './invoice-contract';

/*
 * The invoice dispute API contract (ours; DCSA publishes none). A dispute holds lines of one or more invoices of the
 * user's company (at most DISPUTE_ITEMS_MAX, docs/requirements.md §9), a reason, a comment and attachments; the carrier
 * moves its status on (docs/areas/e-finance.md, "Disputes").
 *
 * Calls (paths relative to the main API base):
 *   POST v1/invoice-disputes   DisputeRequest + Idempotency-Key -> 201 Dispute (the same key answers the same dispute)
 *   GET  v1/invoice-disputes                                   -> 200 DisputeListResponse (the company's, newest first)
 *   GET  v1/invoice-disputes/{disputeId}                       -> 200 Dispute; 404 DISPUTE_NOT_FOUND
 *
 * Errors: 400 INVALID_REQUEST with field errors whose messages are the codes below (the form translates them at the
 * field), 401 UNAUTHORIZED, 403 FEATURE_DISABLED (the `dispute` flag is off for the user's country), 404.
 * Money in integer minor units of the line's currency; instants ISO 8601 UTC.
 */

/** Path of the dispute list and of a new dispute. */
export const DISPUTES_PATH = 'v1/invoice-disputes';
/** Path of one dispute. */
export const disputePath = (disputeId: string) => `${DISPUTES_PATH}/${encodeURIComponent(disputeId)}`;

/** Why a dispute is raised. */
export const DISPUTE_REASONS = [
  'INCORRECT_RATE',
  'ALREADY_PAID',
  'INCORRECT_PAYER',
  'MISSING_INFORMATION',
  'OTHER',
] as const;
/** One of {@link DISPUTE_REASONS}. */
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** Where a dispute stands: submitted, under review, then accepted (with a credit note) or rejected (with a reason). */
export const DISPUTE_STATUSES = ['SUBMITTED', 'UNDER_REVIEW', 'ACCEPTED', 'REJECTED'] as const;
/** One of {@link DISPUTE_STATUSES}. */
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Attachment media types a dispute takes, with their file extensions: PDF, JPG, PNG and XLSX. */
export const DISPUTE_ATTACHMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

/** Attachments per dispute (our choice: a handful of documents backs a dispute). */
export const DISPUTE_ATTACHMENTS_MAX = 10;
/** Longest comment, in characters (our choice). */
export const DISPUTE_COMMENT_MAX_LENGTH = 2000;

/** Issue codes of the request; the form shows `form.error.<code>` of the `disputes` namespace at the field. */
export const DISPUTE_ISSUES = {
  noItems: 'no-items',
  tooManyItems: 'too-many-items',
  amount: 'amount',
  comment: 'comment-required',
  fileType: 'file-type',
  fileSize: 'file-size',
  line: 'unknown-line',
} as const;

/** The media type of a file named `fileName`, from its extension; undefined when a dispute does not take it. */
export function attachmentTypeOf(fileName: string): string | undefined {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return Object.keys(DISPUTE_ATTACHMENT_TYPES).find((type) => DISPUTE_ATTACHMENT_TYPES[type]?.includes(extension));
}

/** One disputed line: invoice, its line (1-based, in the invoice's order) and the part of its amount disputed. */
export const disputeItemRequestSchema = z.object({
  invoiceNumber: invoiceNumberSchema,
  lineNumber: z.number().check(z.int(), z.minimum(1)),
  disputedAmount: moneySchema,
});
/** See {@link disputeItemRequestSchema}. */
export type DisputeItemRequest = z.infer<typeof disputeItemRequestSchema>;

/** An attachment's name, media type and size in bytes. */
export const disputeAttachmentInfoSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(255)),
  mediaType: z.string().check(z.refine((type) => type in DISPUTE_ATTACHMENT_TYPES, DISPUTE_ISSUES.fileType)),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(DISPUTE_ATTACHMENT_MAX_BYTES, DISPUTE_ISSUES.fileSize)),
});
/** See {@link disputeAttachmentInfoSchema}. */
export type DisputeAttachmentInfo = z.infer<typeof disputeAttachmentInfoSchema>;

/** An attachment as sent: its facts and its bytes in base64. */
export const disputeAttachmentRequestSchema = z.extend(disputeAttachmentInfoSchema, { content: z.string() });
/** See {@link disputeAttachmentRequestSchema}. */
export type DisputeAttachmentRequest = z.infer<typeof disputeAttachmentRequestSchema>;

/** The body of POST v1/invoice-disputes. A comment is required when the reason is OTHER. */
export const disputeRequestSchema = z
  .object({
    items: z
      .array(disputeItemRequestSchema)
      .check(z.minLength(1, DISPUTE_ISSUES.noItems), z.maxLength(DISPUTE_ITEMS_MAX, DISPUTE_ISSUES.tooManyItems)),
    reason: z.enum(DISPUTE_REASONS),
    comment: z.string().check(z.maxLength(DISPUTE_COMMENT_MAX_LENGTH)),
    attachments: z.array(disputeAttachmentRequestSchema).check(z.maxLength(DISPUTE_ATTACHMENTS_MAX)),
  })
  .check(
    z.refine((request) => request.reason !== 'OTHER' || request.comment.trim() !== '', {
      message: DISPUTE_ISSUES.comment,
      path: ['comment'],
    }),
  );
/** See {@link disputeRequestSchema}. */
export type DisputeRequest = z.infer<typeof disputeRequestSchema>;

/** A disputed line as the carrier answers it: the line's charge and amount with the disputed part. */
export const disputeItemSchema = z.extend(disputeItemRequestSchema, {
  chargeCode: z.string(),
  chargeName: z.string(),
  lineAmount: moneySchema,
});
/** See {@link disputeItemSchema}. */
export type DisputeItem = z.infer<typeof disputeItemSchema>;

/** One step of a dispute's history: the status and when it was reached (ISO 8601 UTC). */
export const disputeStatusStepSchema = z.object({ status: z.enum(DISPUTE_STATUSES), at: z.string() });

/** A dispute's list row: status, invoices, disputed amounts per currency (in currency order), submitted instant. */
export const disputeSummarySchema = z.object({
  disputeId: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  invoiceNumbers: z.array(z.string()),
  itemCount: z.number(),
  disputedTotals: z.array(moneySchema),
  submittedAt: z.string(),
});
/** See {@link disputeSummarySchema}. */
export type DisputeSummary = z.infer<typeof disputeSummarySchema>;

/** One dispute with its items, attachments (facts only), history, and the rejection reason or credit note numbers. */
export const disputeSchema = z.extend(disputeSummarySchema, {
  comment: z.string(),
  items: z.array(disputeItemSchema),
  attachments: z.array(disputeAttachmentInfoSchema),
  statusHistory: z.array(disputeStatusStepSchema),
  rejectionReason: z.optional(z.string()),
  /** The first of `creditNoteNumbers` (kept for older clients). */
  creditNoteNumber: z.optional(z.string()),
  /** Once accepted: the credit notes issued, one per invoice of the dispute (credit-note-contract.ts). */
  creditNoteNumbers: z.optional(z.array(z.string())),
});
/** See {@link disputeSchema}. */
export type Dispute = z.infer<typeof disputeSchema>;

/** Answer of GET v1/invoice-disputes. */
export const disputeListResponseSchema = z.object({ disputes: z.array(disputeSummarySchema) });
/** See {@link disputeListResponseSchema}. */
export type DisputeListResponse = z.infer<typeof disputeListResponseSchema>;

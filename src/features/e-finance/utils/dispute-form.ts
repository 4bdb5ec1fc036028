import { DISPUTE_ATTACHMENT_MAX_BYTES, DISPUTE_ITEMS_MAX } from '@/config/limits';
import { z } from '@/config/zod-mini';
import {
  attachmentTypeOf,
  DISPUTE_ATTACHMENTS_MAX,
  DISPUTE_COMMENT_MAX_LENGTH,
  DISPUTE_ISSUES,
  DISPUTE_REASONS,
  type DisputeRequest,
} from '@/domain/invoice/dispute-contract';
import { currencyDecimals, toMinorUnits } from '@/domain/money/money';
import { parseDecimal } from '@/lib/number-input';

import { draftItemSchema } from './dispute-draft';

/*
 * The dispute form's values and checks (react-hook-form + zod, the form kit of docs/architecture.md). Issue messages
 * are the contract's codes; the page shows `disputes:form.error.<code>` at the field, the same text the server's 400
 * gets.
 */

/** The disputed amount as typed, in minor units of `currency`; null when it is not a number with its decimals. */
export function disputedMinorUnits(text: string, currency: string): number | null {
  const value = parseDecimal(text);
  if (value === null) return null;
  const minor = toMinorUnits(value, currency);
  // More decimals than the currency has would be rounded away: refused instead.
  return Math.abs(minor - value * 10 ** currencyDecimals(currency)) > 1e-6 ? null : minor;
}

const itemSchema = z
  .extend(draftItemSchema, {
    disputedAmount: z.string(),
  })
  .check(
    z.refine(
      (item) => {
        const minor = disputedMinorUnits(item.disputedAmount, item.amount.currency);
        return minor !== null && minor > 0 && minor <= item.amount.amount;
      },
      { message: DISPUTE_ISSUES.amount, path: ['disputedAmount'] },
    ),
  );

/** A file the form may attach: a PDF, JPG, PNG or XLSX of at most 10 MB. */
const fileSchema = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File);

/** The form's schema. */
export const disputeFormSchema = z
  .object({
    items: z
      .array(itemSchema)
      .check(z.minLength(1, DISPUTE_ISSUES.noItems), z.maxLength(DISPUTE_ITEMS_MAX, DISPUTE_ISSUES.tooManyItems)),
    reason: z.string().check(z.refine((reason) => (DISPUTE_REASONS as readonly string[]).includes(reason), 'reason')),
    comment: z.string().check(z.maxLength(DISPUTE_COMMENT_MAX_LENGTH, 'comment-long')),
    attachments: z.array(fileSchema).check(
      z.maxLength(DISPUTE_ATTACHMENTS_MAX, 'too-many-files'),
      z.refine((files) => files.every((file) => attachmentTypeOf(file.name) !== undefined), DISPUTE_ISSUES.fileType),
      z.refine((files) => files.every((file) => file.size <= DISPUTE_ATTACHMENT_MAX_BYTES), DISPUTE_ISSUES.fileSize),
    ),
  })
  .check(
    z.refine((values) => values.reason !== 'OTHER' || values.comment.trim() !== '', {
      message: DISPUTE_ISSUES.comment,
      path: ['comment'],
    }),
  );
/** The form's values. */
export type DisputeFormValues = z.infer<typeof disputeFormSchema>;

/** A file's bytes in base64 (FileReader: the one reader every browser and jsdom have). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsDataURL(file);
  });
}

/** The request of checked `values`: amounts in minor units, the comment trimmed, files read. */
export async function toDisputeRequest(values: DisputeFormValues): Promise<DisputeRequest> {
  return {
    items: values.items.map((item) => ({
      invoiceNumber: item.invoiceNumber,
      lineNumber: item.lineNumber,
      disputedAmount: {
        amount: disputedMinorUnits(item.disputedAmount, item.amount.currency) ?? 0,
        currency: item.amount.currency,
      },
    })),
    reason: values.reason as DisputeRequest['reason'],
    comment: values.comment.trim(),
    attachments: await Promise.all(
      values.attachments.map(async (file) => ({
        fileName: file.name,
        mediaType: attachmentTypeOf(file.name) ?? file.type,
        size: file.size,
        content: await base64Of(file),
      })),
    ),
  };
}

import { z } from 'zod';
import { EMAIL_MAX_RECIPIENTS, EMAIL_MESSAGE_MAX_LENGTH, EMAIL_SUBJECT_MAX_LENGTH } from '@/config/limits';
import { splitRecipients, validateRecipients, type RecipientError } from '@/lib/email-recipients';

/** Values of the e-mail schedule form; recipients is free text split on space, comma, semicolon or newline. */
export const emailFormSchema = z
  .object({
    recipients: z.string(),
    subject: z.string().max(EMAIL_SUBJECT_MAX_LENGTH),
    message: z.string().max(EMAIL_MESSAGE_MAX_LENGTH),
  })
  .superRefine((values, ctx) => {
    const addresses = splitRecipients(values.recipients);
    if (addresses.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: JSON.stringify({ key: 'email-error-required' }) });
    }
    const [first] = validateRecipients(addresses, EMAIL_MAX_RECIPIENTS);
    if (first) ctx.addIssue({ code: 'custom', path: ['recipients'], message: JSON.stringify(first) });
    if (values.subject.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['subject'],
        message: JSON.stringify({ key: 'email-error-subject-required' }),
      });
    }
  });

export type EmailFormValues = z.infer<typeof emailFormSchema>;

/** An error message of the form, decoded: an i18n key of the common namespace plus its interpolation values. */
export type EmailFormError = RecipientError | { key: 'email-error-required' | 'email-error-subject-required' };

/** Decodes a message the schema produced (JSON of {@link EmailFormError}); unknown text becomes a format error. */
export function decodeEmailFormError(message: string): EmailFormError {
  try {
    const parsed = JSON.parse(message) as EmailFormError;
    if (typeof parsed.key === 'string') return parsed;
  } catch {
    // fall through
  }
  return { key: 'email-error-required' };
}

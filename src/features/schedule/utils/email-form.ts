import { encodeIssues } from '@/components/ui/field-issue';
import { EMAIL_MAX_RECIPIENTS, EMAIL_MESSAGE_MAX_LENGTH, EMAIL_SUBJECT_MAX_LENGTH } from '@/config/limits';
import { z } from '@/config/zod-mini';
import { type RecipientError, splitRecipients, validateRecipients } from '@/lib/email-recipients';

// A field may have several problems (every bad address at once, so the user fixes them in one go): they travel as one
// message written by encodeIssues, which the field primitive translates part by part (keys of the common namespace).
function encode(errors: readonly EmailFormError[]): string {
  return encodeIssues(errors.map(({ key, ...values }) => (Object.keys(values).length > 0 ? { key, values } : { key })));
}

/** Shape of the e-mail form's values (also of a stored draft); recipients is free text split on space, comma, semicolon or newline. */
export const emailFormValuesSchema = z.object({
  recipients: z.string(),
  subject: z.string().check(z.maxLength(EMAIL_SUBJECT_MAX_LENGTH)),
  message: z.string().check(z.maxLength(EMAIL_MESSAGE_MAX_LENGTH)),
});

/** The form's rules (docs/requirements.md §5): at least one recipient, each valid and unique, at most 10; a subject. */
export const emailFormSchema = emailFormValuesSchema.check(
  z.superRefine((values, ctx) => {
    const addresses = splitRecipients(values.recipients);
    if (addresses.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['recipients'], message: encode([{ key: 'email-error-required' }]) });
    }
    const errors = validateRecipients(addresses, EMAIL_MAX_RECIPIENTS);
    if (errors.length > 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: encode(errors) });
    if (values.subject.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: encode([{ key: 'email-error-subject-required' }]) });
    }
  }),
);

export type EmailFormValues = z.infer<typeof emailFormSchema>;

/** An error message of the form, decoded: an i18n key of the common namespace plus its interpolation values. */
export type EmailFormError = RecipientError | { key: 'email-error-required' | 'email-error-subject-required' };

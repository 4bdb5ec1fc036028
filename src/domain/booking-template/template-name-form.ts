import type { IssueText } from '@/components/ui/field-issue';
import { encodeIssues } from '@/components/ui/field-issue';
import type { FormDialogField } from '@/components/ui/form-dialog';
import { FormDialogFieldError } from '@/components/ui/form-dialog';
import { z } from '@/config/zod';
import { TEMPLATE_NAME_MAX_LENGTH } from '@/domain/booking-template/template-contract';
import { toFormFieldErrors } from '@/lib/api-field-errors';

/*
 * The one field of every "name a template" dialog (save as template, rename, create from a booking): a name of 1 to
 * TEMPLATE_NAME_MAX_LENGTH characters (the input's maxLength keeps the upper bound), trimmed. Issue messages are keys of the 'booking-templates' namespace.
 */

/** Values of a template name form: `{ name }`, trimmed; empty is refused with 'name-required'. */
export const templateNameFormSchema = z.object({
  name: z.string().trim().min(1, 'name-required'),
});

/** Values of {@link templateNameFormSchema}. */
export type TemplateNameForm = z.infer<typeof templateNameFormSchema>;

/** How the form's issue keys become text: namespace 'booking-templates' (loaded by every page with such a dialog). */
export const TEMPLATE_NAME_ISSUES: IssueText = { ns: 'booking-templates' };

/** The name field of a FormDialog, labelled `label` (booking-templates `name`), at most the contract's length. */
export function templateNameField(label: string): FormDialogField<'name'> {
  return { name: 'name', label, required: true, maxLength: TEMPLATE_NAME_MAX_LENGTH };
}

/**
 * The refusal of the name in a failed call (400 INVALID_REQUEST with a field error at `$.name`, e.g. a name already
 * taken) as the name field's issue message: 'name-refused' with the server's words. Null when the name was not refused.
 */
export function templateNameRefusal(error: unknown): string | null {
  const message = toFormFieldErrors(error).find((fieldError) => fieldError.name === 'name')?.message;
  return message === undefined ? null : encodeIssues([{ key: 'name-refused', values: { message } }]);
}

/**
 * `error` as a FormDialog understands it: a refusal of the name ({@link templateNameRefusal}) becomes a
 * {@link FormDialogFieldError} at `name`; anything else stays as it is (the dialog stays open and says the save failed).
 */
export function toTemplateNameError(error: unknown): unknown {
  const refusal = templateNameRefusal(error);
  return refusal === null ? error : new FormDialogFieldError('name', refusal);
}

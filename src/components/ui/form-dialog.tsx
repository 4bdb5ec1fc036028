import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';

import type { z } from '@/config/zod';

import { Button } from './button';
import { Dialog } from './dialog';
import type { IssueText } from './field-issue';
import { FormSubmitStatus } from './form-submit-status';
import { TextField } from './text-field';
import { useOnline } from './use-online';

/** One text field of a {@link FormDialog}: its form name, label and limits (`maxLength` in characters). */
export interface FormDialogField<TName extends string> {
  name: TName;
  label: string;
  description?: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
}

/**
 * Props of {@link FormDialog}.
 * - `schema`: zod schema of the values; its issue messages are keys that `issueText` turns into text.
 * - `onSubmit`: resolves once saved (the dialog closes) or rejects (it stays open, with `failedMessage`, nothing typed
 *   lost). A rejection whose message names a field (`{ field, message }` as {@link FormDialogFieldError}) lands there.
 * - `busy`: the caller's request is on its way (the submit button shows `busyLabel`).
 * While the save is on its way and the browser is offline, the dialog says the request leaves once the connection is
 * back (a mutation waits paused meanwhile, so `onSubmit` has not settled yet).
 */
export interface FormDialogProps<TValues extends Record<string, string>> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  fields: readonly FormDialogField<Path<TValues>>[];
  schema: z.ZodType<TValues, TValues>;
  defaultValues: TValues;
  issueText: IssueText;
  submitLabel: string;
  cancelLabel: string;
  busyLabel?: string;
  busy?: boolean;
  failedMessage?: string | null;
  onSubmit: (values: TValues) => Promise<unknown>;
}

/** A refusal of one field by the caller's `onSubmit` (a name already taken): shown at that field. */
export class FormDialogFieldError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/**
 * The dialog that asks for one or two text fields and saves them (name a template, rename it, name the copy of a
 * booking): react-hook-form + zod like every form, errors at the fields, Enter submits, Escape cancels, focus is
 * trapped in the dialog (Radix: the first focusable element on open) and goes to the first invalid field on a refused
 * submit (APG dialog pattern).
 */
export function FormDialog<TValues extends Record<string, string>>({
  open,
  onOpenChange,
  title,
  description,
  fields,
  schema,
  defaultValues,
  issueText,
  submitLabel,
  cancelLabel,
  busyLabel,
  busy = false,
  failedMessage,
  onSubmit,
}: FormDialogProps<TValues>) {
  const formId = useId();
  const { register, handleSubmit, formState, setError, getFieldState } = useForm<TValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<TValues>,
    mode: 'onTouched',
  });
  const online = useOnline();
  const submitting = busy || formState.isSubmitting;
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof FormDialogFieldError) {
        setError(error.field as Path<TValues>, { type: 'server', message: error.message }, { shouldFocus: true });
      }
      // Any other failure: the dialog stays open with the caller's `failedMessage`.
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      {...(description ? { description } : {})}
      size="sm"
      footer={
        <>
          <Button
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={submitting} busyLabel={busyLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          // React's submit event bubbles through the portal to a form the dialog was opened from (save a booking
          // request as a template): that form must not submit too.
          event.stopPropagation();
          void submit(event);
        }}
      >
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            description={field.description}
            required={field.required}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete ?? 'off'}
            error={getFieldState(field.name, formState).error}
            issueText={issueText}
            {...register(field.name)}
          />
        ))}
        <FormSubmitStatus submitter={{ waitingForNetwork: submitting && !online, failed: false }} />
        {failedMessage ? <p role="alert">{failedMessage}</p> : null}
      </form>
    </Dialog>
  );
}

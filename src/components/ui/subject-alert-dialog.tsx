import { type MouseEvent, type ReactNode, useState } from 'react';

import { AlertDialog, type AlertDialogProps } from './alert-dialog';

/** Props of {@link SubjectAlertDialog}; `T` is what the dialog asks about (an address-book entry, a template...). */
export interface SubjectAlertDialogProps<T> extends Omit<
  AlertDialogProps,
  'open' | 'onOpenChange' | 'title' | 'description' | 'onConfirm' | 'onCancel'
> {
  /** What the dialog asks about; null: the dialog is closed. */
  subject: T | null;
  /** Called when the dialog closes (its buttons, Escape): the page sets its subject back to null. */
  onDismiss: () => void;
  /** Heading (the dialog's accessible name), from the subject. */
  title: (subject: T) => string;
  /** The message (the dialog's accessible description), from the subject. */
  description: (subject: T) => ReactNode;
  /** The confirm button's action on the subject; the dialog then closes (see AlertDialog's `onConfirm`). */
  onConfirm: (subject: T, event: MouseEvent<HTMLButtonElement>) => void;
  /** The cancel button's action on the subject, if cancelling does more than closing. */
  onCancel?: (subject: T) => void;
}

/**
 * An {@link AlertDialog} about one thing: open while `subject` is set (delete this entry? apply this template over
 * what was typed?), its texts and actions given the subject. While it fades out after closing, it still shows the
 * subject it asked about rather than empty texts.
 */
export function SubjectAlertDialog<T>({
  subject,
  onDismiss,
  title,
  description,
  onConfirm,
  onCancel,
  ...dialogProps
}: SubjectAlertDialogProps<T>) {
  const [shown, setShown] = useState(subject);
  // The last subject asked about, kept for the fade-out (state derived while rendering, as React documents it).
  if (subject !== null && subject !== shown) setShown(subject);
  const current = subject ?? shown;
  return (
    <AlertDialog
      {...dialogProps}
      open={subject !== null}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={current === null ? '' : title(current)}
      description={current === null ? '' : description(current)}
      onConfirm={(event) => {
        if (subject !== null) onConfirm(subject, event);
      }}
      {...(onCancel
        ? {
            onCancel: () => {
              if (subject !== null) onCancel(subject);
            },
          }
        : {})}
    />
  );
}

import { SubjectAlertDialog, type SubjectAlertDialogProps } from './subject-alert-dialog';
import { toast } from './toast-store';

/** Props of {@link ConfirmDeleteDialog}: {@link SubjectAlertDialog}'s, with the deletion in place of `onConfirm`. */
export interface ConfirmDeleteDialogProps<T> extends Omit<SubjectAlertDialogProps<T>, 'onConfirm' | 'onCancel'> {
  /** Deletes the subject: resolves once it is gone, rejects when it could not be deleted (e.g. `mutateAsync`). */
  onDelete: (subject: T) => Promise<unknown>;
  /** The success toast's title once the subject is deleted. */
  doneMessage: (subject: T) => string;
  /** The error toast's title when the deletion failed. */
  failedMessage: (subject: T) => string;
}

/**
 * Asks before deleting one thing a page lists (an address-book entry, an alert rule): a {@link SubjectAlertDialog}
 * whose confirm button deletes the subject; the dialog closes at once and the outcome is told in a toast, a success
 * or an error. The list itself refreshes through the query the deletion invalidates.
 */
export function ConfirmDeleteDialog<T>({
  onDelete,
  doneMessage,
  failedMessage,
  ...dialogProps
}: ConfirmDeleteDialogProps<T>) {
  const handleDelete = async (subject: T) => {
    try {
      await onDelete(subject);
      toast.show({ type: 'success', title: doneMessage(subject) });
    } catch {
      toast.show({ type: 'error', title: failedMessage(subject) });
    }
  };
  return <SubjectAlertDialog {...dialogProps} onConfirm={(subject) => void handleDelete(subject)} />;
}

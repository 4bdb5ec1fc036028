import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { MouseEvent, ReactNode } from 'react';

import styles from './alert-dialog.module.css';
import { Button } from './button';
import dialogStyles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps {
  open: boolean;
  /** Called with false when the dialog closes by Escape, the confirm or the cancel button. */
  onOpenChange: (open: boolean) => void;
  /** Heading; the dialog's accessible name. */
  title: string;
  /** The message; the dialog's accessible description. */
  description: ReactNode;
  /** Label of the primary button (e.g. t('button-ok')). */
  confirmLabel: string;
  /**
   * Called on the confirm button's click; the dialog then closes, unless the handler calls `event.preventDefault()`
   * (a form inside that must be valid first, or an action whose answer the dialog waits for).
   */
  onConfirm?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** When given, a secondary button that closes the dialog (and calls onCancel). */
  cancelLabel?: string;
  onCancel?: () => void;
  /** Extra content under the description (e.g. a link to the support mailbox). */
  children?: ReactNode;
}

/**
 * A modal alert dialog (APG alertdialog pattern, Radix AlertDialog): role="alertdialog", focus starts on the least
 * destructive action (cancel when present, else confirm), Escape closes it, an outside click does not, and focus
 * returns to the element that opened it. Used by the status popups (docs/requirements.md §8) and the blacklist,
 * access-denied and leave-guard dialogs.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  children,
}: AlertDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={dialogStyles.overlay} />
        <AlertDialogPrimitive.Content
          className={`${dialogStyles.content} ${dialogStyles.sm} ${styles.content}`}
          {...returnFocus}
        >
          <AlertDialogPrimitive.Title className={styles.title}>{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className={styles.description}>
            {description}
          </AlertDialogPrimitive.Description>
          {children}
          <div className={styles.actions}>
            {cancelLabel ? (
              <AlertDialogPrimitive.Cancel asChild onClick={onCancel}>
                <Button>{cancelLabel}</Button>
              </AlertDialogPrimitive.Cancel>
            ) : null}
            <AlertDialogPrimitive.Action asChild onClick={onConfirm}>
              <Button variant="primary">{confirmLabel}</Button>
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

import styles from './dialog.module.css';
import { DialogFrame } from './dialog-frame';
import { useReturnFocus } from './use-return-focus';

/** Props of {@link Dialog}. `size` caps the width on larger screens: sm 24rem, md 36rem (default), lg 56rem. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog and its accessible name. */
  title: string;
  /** Text under the title, linked by aria-describedby. */
  description?: string;
  /** Body; scrolls when taller than the viewport allows. */
  children: ReactNode;
  /** Actions row under the body (e.g. Cancel and Confirm buttons). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A centred modal dialog (APG dialog pattern, Radix Dialog): overlay, focus trapped inside, Escape, overlay click and
 * the "Close" icon button call onOpenChange(false), and focus returns to the element that opened it. On phones it
 * fills the screen and only its body scrolls.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md' }: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={`${styles.content} ${styles[size]}`}
          // Without a description Radix expects aria-describedby to be set explicitly to undefined.
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogFrame title={title} description={description}>
            {children}
          </DialogFrame>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CloseIcon } from './close-icon';
import styles from './dialog-frame.module.css';

/** Props of {@link DialogFrame}: the dialog's title (also the body region's name), optional description, content. */
export interface DialogFrameProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * The inside of a Radix dialog shared by {@link Dialog} and {@link Sheet}: a header with the title and a "Close" icon
 * button, then a scrollable body that starts with the description. Render it inside `DialogPrimitive.Content`.
 */
export function DialogFrame({ title, description, children }: DialogFrameProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      <div className={styles.header}>
        <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
        <DialogPrimitive.Close className="icon-button" aria-label={t('dialog.close')}>
          <CloseIcon />
        </DialogPrimitive.Close>
      </div>
      {/* Focusable so keyboard users can scroll a body without focusable content (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable region, see above */}
      <div className={styles.body} tabIndex={0} role="region" aria-label={title}>
        {description ? (
          <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
        ) : null}
        {children}
      </div>
    </>
  );
}

import type { ReactNode } from 'react';

import styles from './print-document.module.css';

/** Props of {@link PrintDocument}. */
export interface PrintDocumentProps {
  /** Accessible name of the document region (e.g. "Arrival notice ONEYSELA12345600"). */
  label: string;
  /** What goes on paper. Mark screen-only controls inside with `className="no-print"`. */
  children: ReactNode;
  /** Controls shown above the paper on screen only (Print button, back link). */
  actions?: ReactNode;
}

/**
 * A printable document page (B/L, arrival notice, surrender and delay notices): on screen a
 * sheet of paper width that stays readable on a phone (it shrinks to the viewport); on paper A4 portrait with 12 mm
 * margins, type and spacing at 7/8 of the screen's (10.5 pt text), and while it is on screen the app's header, footer,
 * cookie notice and skip link and anything marked `no-print` stay off paper (@media print with :has, so other pages
 * print as they are). Print with `window.print()`;
 * Chromium's "Save as PDF" and Playwright's page.pdf() give the same A4 pages.
 */
export function PrintDocument({ label, children, actions }: PrintDocumentProps) {
  return (
    <div className={styles.frame}>
      {actions ? <div className={`${styles.actions} no-print`}>{actions}</div> : null}
      <article className={styles.paper} aria-label={label} data-print-document="">
        {children}
      </article>
    </div>
  );
}

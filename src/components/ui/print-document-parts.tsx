import type { ReactNode } from 'react';

import styles from './print-document-parts.module.css';

/** Props of {@link PrintDocumentHeader}. */
export interface PrintDocumentHeaderProps {
  /** The issuer's name as printed on the letterhead. */
  carrier: string;
  /** The document's title ("Arrival notice", "Invoice"); printed upper-case. */
  title: string;
  /** The document's references in order, each as label and value (B/L number, booking number, dates as yyyy-MM-dd). */
  numbers: readonly { label: string; value: string }[];
  /** A stamp under the title (the B/L's "DRAFT"), or nothing. */
  mark?: ReactNode;
}

/**
 * The letterhead of a printed document (B/L, notices, invoice): carrier and title on the left, the document's numbers
 * on the right (monospace values), over a rule. Its h2 sits under the page's own h1.
 */
export function PrintDocumentHeader({ carrier, title, numbers, mark }: PrintDocumentHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <p className={styles.carrier}>{carrier}</p>
        <h2 className={styles.title}>{title}</h2>
        {mark}
      </div>
      <dl className={styles.numbers}>
        {numbers.map((number) => (
          <div key={number.label}>
            <dt>{number.label}</dt>
            <dd>{number.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

/**
 * A row of ruled boxes, as many columns of at least 12rem as the sheet holds (`className` may set other columns).
 * Holds {@link PrintDocumentBox}es.
 */
export function PrintDocumentBoxes({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.boxes} ${className}` : styles.boxes}>{children}</div>;
}

/** One ruled box of a document: a small upper-case label (an h3) over its value; line breaks in text are kept. */
export function PrintDocumentBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.box}>
      <h3 className={styles.label}>{label}</h3>
      <div className={styles.value}>{children}</div>
    </div>
  );
}

/** Props of {@link PrintDocumentAddressBox}. */
export interface PrintDocumentAddressBoxProps {
  label: string;
  /** The party's name, in bold; absent when the document has no such party. */
  name?: string;
  /** The address lines under the name, printed as given (empty lines are left out). */
  lines?: readonly (string | undefined)[];
  /** What the box says when there is no party ("To order", "—"). */
  fallback: string;
}

/** A box with a party's name and address (an `<address>`), or the fallback text when the party is absent. */
export function PrintDocumentAddressBox({ label, name, lines = [], fallback }: PrintDocumentAddressBoxProps) {
  return (
    <PrintDocumentBox label={label}>
      {name ? (
        <address className={styles.party}>
          <strong>{name}</strong>
          {lines.filter(Boolean).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      ) : (
        fallback
      )}
    </PrintDocumentBox>
  );
}

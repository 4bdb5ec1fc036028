import type { ReactNode } from 'react';

import { PrintDocumentBox } from '@/components/ui/print-document-parts';

import styles from './tax-invoice-document.module.css';

/** A party box of a tax invoice: its registered facts as label and value pairs, in the legal form's order. */
export function TaxPartyBox({ label, facts }: { label: string; facts: readonly { term: string; value: ReactNode }[] }) {
  return (
    <PrintDocumentBox label={label}>
      <dl className={styles.partyFacts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.fact}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </PrintDocumentBox>
  );
}

/** A 24-digit NTS approval number in its three groups of 8 ('20261121-41000030-12345678'). */
export const approvalNumberText = (value: string) => `${value.slice(0, 8)}-${value.slice(8, 16)}-${value.slice(16)}`;

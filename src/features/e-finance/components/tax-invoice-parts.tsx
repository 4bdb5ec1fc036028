import type { ReactNode } from 'react';

import { PrintDocumentBox } from '@/components/ui/print-document-parts';
import { ScrollTable } from '@/components/ui/scroll-table';

import paper from './invoice-document.module.css';
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

/** A column of {@link TaxLinesTable}: its header, its cell per line, its total (absent: none), right-aligned if numeric. */
export interface TaxLinesColumn<Line> {
  key: string;
  header: string;
  cell: (line: Line) => ReactNode;
  numeric?: boolean;
  total?: ReactNode;
}

/**
 * The lines of a tax invoice as the legal forms print them: a titled section with one row per line and a totals row
 * whose "Total" label spans the columns before the first total. Scrolls sideways in its frame on a phone.
 */
export function TaxLinesTable<Line>({
  title,
  totalLabel,
  lines,
  columns,
}: {
  title: string;
  totalLabel: string;
  lines: readonly Line[];
  columns: readonly TaxLinesColumn<Line>[];
}) {
  const firstTotal = columns.findIndex((column) => column.total !== undefined);
  const numberClass = (column: TaxLinesColumn<Line>) => (column.numeric ? paper.number : undefined);
  return (
    <section className={paper.section} aria-labelledby="tax-invoice-items">
      <h3 id="tax-invoice-items">{title}</h3>
      <ScrollTable label={title} frameClassName={paper.tableWrap} tableClassName={paper.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={numberClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // Lines have no id of their own; their order is the document's.
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key} className={numberClass(column)}>
                  {column.cell(line)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={firstTotal}>
              {totalLabel}
            </th>
            {columns.slice(firstTotal).map((column) => (
              <td key={column.key} className={numberClass(column)}>
                {column.total}
              </td>
            ))}
          </tr>
        </tfoot>
      </ScrollTable>
    </section>
  );
}

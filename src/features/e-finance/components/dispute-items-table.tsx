import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScrollTable } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';

import styles from './disputes.module.css';

/**
 * The table of a dispute's items, as the dispute form edits them and the dispute's page shows them: invoice, line,
 * the line's amount and the disputed amount, then `extraColumns` (the form's remove column); `children` are the rows.
 */
export function DisputeItemsTable({ extraColumns, children }: { extraColumns?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('disputes');
  return (
    <ScrollTable label={t('form.items-caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('items.invoice')}</th>
          <th scope="col">{t('items.line')}</th>
          <th scope="col">{t('items.line-amount')}</th>
          <th scope="col">{t('items.disputed-amount')}</th>
          {extraColumns}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </ScrollTable>
  );
}

/**
 * The first two cells of a {@link DisputeItemsTable} row: the invoice (a link to it) and the line (the row's header:
 * number, charge name and code).
 */
export function DisputeItemLineCells({
  item,
}: {
  item: { invoiceNumber: string; lineNumber: number; chargeName: string; chargeCode: string };
}) {
  const { t } = useTranslation('disputes');
  return (
    <>
      <td>
        <Link to={paths.invoiceDetail.href(item.invoiceNumber)}>{item.invoiceNumber}</Link>
      </td>
      <th scope="row">
        {t('items.line-name', { number: item.lineNumber, name: item.chargeName })}
        <span className={styles.code}>{item.chargeCode}</span>
      </th>
    </>
  );
}

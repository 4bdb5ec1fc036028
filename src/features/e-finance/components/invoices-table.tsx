import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScrollTable } from '@/components/ui/scroll-table';
import { sortableHeaders } from '@/components/ui/sortable-header';
import { paths } from '@/config/paths';
import { INVOICE_SORT_KEYS, type InvoiceSort, type InvoiceSummary } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';

import type { PaymentSelection } from '../hooks/use-payment-selection';
import { DEFAULT_INVOICE_SORT } from '../utils/invoices-url';
import { InvoiceStatusBadge } from './invoice-status-badge';
import styles from './invoices-list.module.css';
import { InvoiceSelectCheckbox, SelectColumnHeader } from './payment-selection';

/** Props of {@link InvoicesTable}. */
export interface InvoicesTableProps {
  invoices: readonly InvoiceSummary[];
  sort: InvoiceSort;
  onSortChange: (sort: InvoiceSort) => void;
  /** The online payment's picks: a checkbox per open invoice in a first column (null while payment is off). */
  selection?: PaymentSelection | null;
}

/**
 * My invoices on a desktop: one row per invoice, sorted on the server. Sortable headers hold a button (APG sortable
 * table) and the sorted column carries aria-sort. Money in the invoice currency with its own decimals, right-aligned.
 */
export function InvoicesTable({ invoices, sort, onSortChange, selection = null }: InvoicesTableProps) {
  const { t, i18n } = useTranslation('e-finance');
  const header = sortableHeaders(sort, INVOICE_SORT_KEYS, DEFAULT_INVOICE_SORT, onSortChange);

  return (
    <ScrollTable label={t('list.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          {selection ? <SelectColumnHeader /> : null}
          {header(t('columns.invoice-number'), 'invoiceNumber')}
          {header(t('columns.kind'))}
          {header(t('columns.bl'))}
          {header(t('columns.booking'))}
          {header(t('columns.issue-date'), 'issueDate')}
          {header(t('columns.due-date'), 'dueDate')}
          {header(t('columns.status'), 'status')}
          {header(t('columns.total'))}
          {header(t('columns.open'))}
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.invoiceNumber}>
            {selection ? (
              <td>
                <InvoiceSelectCheckbox invoice={invoice} selection={selection} />
              </td>
            ) : null}
            <th scope="row" className={styles.referenceCell}>
              <Link to={paths.invoiceDetail.href(invoice.invoiceNumber)}>{invoice.invoiceNumber}</Link>
            </th>
            <td>{t(`kind.${invoice.kind}`)}</td>
            <td className={styles.reference}>{invoice.transportDocumentReference}</td>
            <td className={styles.reference}>{invoice.carrierBookingReference}</td>
            <td className={styles.date}>{invoice.issueDate}</td>
            <td className={styles.date}>{invoice.dueDate}</td>
            <td>
              <InvoiceStatusBadge status={invoice.status} />
            </td>
            <td className={styles.num}>{formatMoney(invoice.total, i18n.language)}</td>
            <td className={styles.num}>{formatMoney(invoice.open, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

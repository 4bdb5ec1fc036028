import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { SortableHeader } from '@/components/ui/sortable-header';
import { paths } from '@/config/paths';
import { INVOICE_SORT_KEYS, type InvoiceSort, type InvoiceSummary } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';
import { nextListSort, readListSort } from '@/lib/list-sort';

import { type InvoiceSortKey } from '../utils/invoice-sort';
import { DEFAULT_INVOICE_SORT } from '../utils/invoices-url';
import { InvoiceStatusBadge } from './invoice-status-badge';
import styles from './invoices-list.module.css';

/** Props of {@link InvoicesTable}. */
export interface InvoicesTableProps {
  invoices: readonly InvoiceSummary[];
  sort: InvoiceSort;
  onSortChange: (sort: InvoiceSort) => void;
}

/**
 * My invoices on a desktop: one row per invoice, sorted on the server. Sortable headers hold a button (APG sortable
 * table) and the sorted column carries aria-sort. Money in the invoice currency with its own decimals, right-aligned.
 */
export function InvoicesTable({ invoices, sort, onSortChange }: InvoicesTableProps) {
  const { t, i18n } = useTranslation('e-finance');
  const current = readListSort(sort, INVOICE_SORT_KEYS, DEFAULT_INVOICE_SORT);

  const header = (label: string, key?: InvoiceSortKey) => {
    if (!key) return <th scope="col">{label}</th>;
    const direction = current.key !== key ? 'none' : current.descending ? 'descending' : 'ascending';
    return (
      <SortableHeader
        label={label}
        direction={direction}
        onSort={() => {
          onSortChange(nextListSort(sort, key, INVOICE_SORT_KEYS, DEFAULT_INVOICE_SORT));
        }}
      />
    );
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className={styles.scroller} role="region" aria-label={t('list.caption')} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
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
      </table>
    </div>
  );
}

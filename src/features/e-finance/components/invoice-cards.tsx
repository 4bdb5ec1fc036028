import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { InvoiceSummary } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';

import type { PaymentSelection } from '../hooks/use-payment-selection';
import { InvoiceStatusBadge } from './invoice-status-badge';
import styles from './invoices-list.module.css';
import { InvoiceSelectCheckbox } from './payment-selection';

/**
 * My invoices on a phone: one card per invoice, its number a heading that links to the invoice; with `selection` (online
 * payment on) a checkbox on each open invoice's card.
 */
export function InvoiceCards({
  invoices,
  selection = null,
}: {
  invoices: readonly InvoiceSummary[];
  selection?: PaymentSelection | null;
}) {
  const { t, i18n } = useTranslation('e-finance');
  return (
    <ul className={styles.cards} aria-label={t('list.caption')}>
      {invoices.map((invoice) => (
        <li key={invoice.invoiceNumber} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>
              <Link to={paths.invoiceDetail.href(invoice.invoiceNumber)}>{invoice.invoiceNumber}</Link>
            </h3>
            <InvoiceStatusBadge status={invoice.status} />
            {selection ? <InvoiceSelectCheckbox invoice={invoice} selection={selection} /> : null}
          </div>
          <dl className={styles.cardFacts}>
            <dt>{t('columns.kind')}</dt>
            <dd>{t(`kind.${invoice.kind}`)}</dd>
            <dt>{t('columns.bl')}</dt>
            <dd>{invoice.transportDocumentReference}</dd>
            <dt>{t('columns.booking')}</dt>
            <dd>{invoice.carrierBookingReference}</dd>
            <dt>{t('columns.issue-date')}</dt>
            <dd>{invoice.issueDate}</dd>
            <dt>{t('columns.due-date')}</dt>
            <dd>{invoice.dueDate}</dd>
            <dt>{t('columns.total')}</dt>
            <dd className={styles.num}>{formatMoney(invoice.total, i18n.language)}</dd>
            <dt>{t('columns.open')}</dt>
            <dd className={styles.num}>{formatMoney(invoice.open, i18n.language)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

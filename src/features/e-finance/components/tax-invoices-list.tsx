import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScrollTable } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import type { TaxInvoiceSummary } from '@/domain/invoice/tax-invoice-contract';
import { formatMoney } from '@/domain/money/money';

import styles from './invoices-list.module.css';

/** The tax invoice list on a desktop: one row per document, money in its currency with its decimals, right-aligned. */
export function TaxInvoicesTable({ rows }: { rows: readonly TaxInvoiceSummary[] }) {
  const { t, i18n } = useTranslation('tax-invoice');
  return (
    <ScrollTable label={t('list.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('columns.invoice-number')}</th>
          <th scope="col">{t('columns.bl')}</th>
          <th scope="col">{t('columns.issue-date')}</th>
          <th scope="col">{t('columns.buyer-registration')}</th>
          <th scope="col" className={styles.num}>
            {t('columns.supply-value')}
          </th>
          <th scope="col" className={styles.num}>
            {t('columns.tax')}
          </th>
          <th scope="col" className={styles.num}>
            {t('columns.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.taxInvoiceId}>
            <th scope="row" className={styles.referenceCell}>
              <Link to={paths.taxInvoiceDetail.href(row.taxInvoiceId)}>{row.invoiceNumber}</Link>
            </th>
            <td className={styles.reference}>{row.transportDocumentReference}</td>
            <td className={styles.date}>{row.issueDate}</td>
            <td className={styles.reference}>{row.buyerRegistration}</td>
            <td className={styles.num}>{formatMoney(row.supplyValue, i18n.language)}</td>
            <td className={styles.num}>{formatMoney(row.taxAmount, i18n.language)}</td>
            <td className={styles.num}>{formatMoney(row.total, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The tax invoice list on a phone: one card per document, its invoice number a heading that links to it. */
export function TaxInvoiceCards({ rows }: { rows: readonly TaxInvoiceSummary[] }) {
  const { t, i18n } = useTranslation('tax-invoice');
  return (
    <ul className={styles.cards} aria-label={t('list.caption')}>
      {rows.map((row) => (
        <li key={row.taxInvoiceId} className={styles.card}>
          <div className={styles.cardHead}>
            <h3 className={styles.cardTitle}>
              <Link to={paths.taxInvoiceDetail.href(row.taxInvoiceId)}>{row.invoiceNumber}</Link>
            </h3>
          </div>
          <dl className={styles.cardFacts}>
            <dt>{t('columns.bl')}</dt>
            <dd>{row.transportDocumentReference}</dd>
            <dt>{t('columns.issue-date')}</dt>
            <dd>{row.issueDate}</dd>
            <dt>{t('columns.buyer-registration')}</dt>
            <dd>{row.buyerRegistration}</dd>
            <dt>{t('columns.supply-value')}</dt>
            <dd className={styles.num}>{formatMoney(row.supplyValue, i18n.language)}</dd>
            <dt>{t('columns.tax')}</dt>
            <dd className={styles.num}>{formatMoney(row.taxAmount, i18n.language)}</dd>
            <dt>{t('columns.total')}</dt>
            <dd className={styles.num}>{formatMoney(row.total, i18n.language)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';

import type { Invoice } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';

import { lineView } from '../utils/invoice-view';
import styles from './invoice-detail.module.css';

/**
 * The invoice's lines (charge, basis, quantity, unit price, amount, prepaid or collect) and under them the subtotal
 * of each line currency. Amounts in the line's own currency with its decimals.
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation(['e-finance', 'charges']);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div className={styles.scroller} role="region" aria-label={t('e-finance:lines.caption')} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('e-finance:lines.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('e-finance:lines.charge')}</th>
            <th scope="col">{t('e-finance:lines.basis')}</th>
            <th scope="col">{t('e-finance:lines.quantity')}</th>
            <th scope="col">{t('e-finance:lines.unit-price')}</th>
            <th scope="col">{t('e-finance:lines.amount')}</th>
            <th scope="col">{t('e-finance:lines.payment-term')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.charges.map((charge, index) => {
            const line = lineView(t, charge, i18n.language);
            return (
              <tr key={index}>
                <th scope="row">
                  {line.name}
                  <span className={styles.code}>{line.code}</span>
                </th>
                <td>{line.basis}</td>
                <td className={styles.num}>{line.quantity}</td>
                <td className={styles.num}>{line.unitPrice}</td>
                <td className={styles.num}>{line.amount}</td>
                <td>
                  <abbr title={line.paymentTerm}>{line.paymentTermCode}</abbr>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {invoice.subtotals.map((subtotal) => (
            <tr key={subtotal.currency}>
              <th scope="row" colSpan={4}>
                {t('e-finance:lines.subtotal', { currency: subtotal.currency })}
              </th>
              <td className={styles.num}>{formatMoney(subtotal, i18n.language)}</td>
              <td />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

import type { Invoice } from '@/domain/invoice/invoice-contract';
import { formatMoney } from '@/domain/money/money';

import { rateText } from '../utils/invoice-view';
import styles from './invoice-detail.module.css';

/**
 * What the invoice comes to in its currency: the exchange rates the other line currencies were converted at (with the
 * rate's date), then total, paid, open and the part under dispute.
 */
export function InvoiceAmounts({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('e-finance');
  const money = (amount: Invoice['total']) => formatMoney(amount, i18n.language);
  return (
    <>
      {invoice.exchangeRates.length > 0 ? (
        <div>
          <h3>{t('amounts.rates')}</h3>
          <ul className={styles.rates}>
            {invoice.exchangeRates.map((rate) => (
              <li key={rate.fromCurrency}>{t('amounts.rate', { rate: rateText(rate), date: rate.rateDate })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className={styles.amounts}>
        <dt>{t('amounts.total', { currency: invoice.invoiceCurrency })}</dt>
        <dd className={styles.num}>
          <strong>{money(invoice.total)}</strong>
        </dd>
        <dt>{t('amounts.paid')}</dt>
        <dd className={styles.num}>{money(invoice.paid)}</dd>
        <dt>{t('amounts.open')}</dt>
        <dd className={styles.num}>{money(invoice.open)}</dd>
        {invoice.disputed.amount !== 0 ? (
          <>
            <dt>{t('amounts.disputed')}</dt>
            <dd className={styles.num}>{money(invoice.disputed)}</dd>
            <dt>{t('amounts.due')}</dt>
            <dd className={styles.num}>
              {money({ ...invoice.open, amount: Math.max(invoice.open.amount - invoice.disputed.amount, 0) })}
            </dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatMoney } from '@/domain/money/money';
import { chargeName } from '@/domain/quote/charge-text';
import type { QuoteOffer } from '@/domain/quote/quote-contract';

import styles from './one-quote.module.css';

/** Props of {@link QuotePriceDetails}. */
export interface QuotePriceDetailsProps {
  offer: QuoteOffer;
}

/**
 * The itemised all-in price: ocean freight and every surcharge with code, name, basis, unit price x quantity, the
 * amount in its own currency (its own decimals, the UI language's format) and in USD; subtotals per currency; the
 * total in USD with the exchange rates and their date. Every figure is the API's (integer minor units): nothing is
 * summed here, so the total shown is exactly the offer's totalUsd.
 */
export function QuotePriceDetails({ offer }: QuotePriceDetailsProps) {
  const { t, i18n } = useTranslation(['quote', 'charges']);
  const captionId = useId();
  const money = (amount: number, currency: string) => formatMoney({ amount, currency }, i18n.language);
  const rateDates = [...new Set(offer.exchangeRates.map((rate) => rate.asOf))];

  return (
    <div className={styles.price}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1) */}
      <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {t('price.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('price.code')}</th>
              <th scope="col">{t('price.charge')}</th>
              <th scope="col">{t('price.basis')}</th>
              <th scope="col" className={styles.num}>
                {t('price.unit-price')}
              </th>
              <th scope="col" className={styles.num}>
                {t('price.amount')}
              </th>
              <th scope="col" className={styles.num}>
                {t('price.usd')}
              </th>
            </tr>
          </thead>
          <tbody>
            {offer.lines.map((line) => (
              <tr key={`${line.chargeCode}-${line.stage}-${line.amount.currency}`}>
                <td className={styles.code}>{line.chargeCode}</td>
                <th scope="row" className={styles.chargeName}>
                  {chargeName(t, line.chargeCode, line.chargeName)}
                </th>
                <td data-label={t('price.basis')}>{t(`price.basis-name.${line.calculationBasis}`)}</td>
                <td className={styles.num} data-label={t('price.unit-price')}>
                  {`${money(line.unitPrice.amount, line.unitPrice.currency)} × ${line.quantity}`}
                </td>
                <td className={styles.num} data-label={t('price.amount')}>
                  {money(line.amount.amount, line.amount.currency)}
                </td>
                <td className={styles.num} data-label={t('price.usd')}>
                  {money(line.usdAmount, 'USD')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.sums}>
        <div>
          <dt>{t('price.subtotals')}</dt>
          <dd>
            <ul className={styles.plainList}>
              {offer.subtotals.map((subtotal) => (
                <li key={subtotal.currency}>{money(subtotal.amount, subtotal.currency)}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.sumTotal}>
          <dt>{t('price.total-usd')}</dt>
          <dd>
            <strong>{money(offer.totalUsd, 'USD')}</strong>
          </dd>
        </div>
        <div>
          <dt>{rateDates.length === 0 ? t('price.no-rates') : t('price.rates', { date: rateDates.join(', ') })}</dt>
          <dd>
            <ul className={styles.plainList}>
              {offer.exchangeRates.map((rate) => (
                <li key={rate.currency}>
                  {t('price.rate', { currency: rate.currency, rate: rate.usdPerUnit })}
                  {rateDates.length > 1 ? ` (${rate.asOf})` : ''}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}

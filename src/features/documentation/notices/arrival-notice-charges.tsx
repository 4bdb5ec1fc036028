import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { Charge } from '@/domain/documentation/arrival-notice-contract';
import { formatMoney, toMinorUnits } from '@/domain/money/money';

import styles from './notice-document.module.css';

/** 'PER_CONTAINER 22G1' (the carrier's basis and size-type) in words: 'Per container 22G1'. */
function basisText(t: TFunction<'print-notices'>, basis: string): string {
  const [code = '', ...rest] = basis.split(' ');
  const known = ['PER_CONTAINER', 'PER_TEU', 'PER_BL'].includes(code);
  return known ? [t(`arrival.bases.${code}`), ...rest].join(' ') : basis;
}

function chargeAmount(amount: number, currency: string, language: string): string {
  return formatMoney({ amount: toMinorUnits(amount, currency), currency }, language);
}

/** Totals of the charges per currency, in the order they first appear. */
function totalsOf(charges: Charge[]): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const charge of charges) {
    totals.set(
      charge.currencyCode,
      (totals.get(charge.currencyCode) ?? 0) + toMinorUnits(charge.currencyAmount, charge.currencyCode),
    );
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

/** The arrival notice's charges payable at destination, with a total per currency. */
export function ArrivalNoticeCharges({ charges }: { charges: Charge[] }) {
  const { t, i18n } = useTranslation('print-notices');
  const language = i18n.language;
  return (
    <section className={styles.section} aria-labelledby="charges-title">
      <h3 id="charges-title">{t('arrival.charges')}</h3>
      {charges.length === 0 ? (
        <p className={styles.note}>{t('arrival.no-charges')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('arrival.charge')}</th>
                <th scope="col">{t('arrival.basis')}</th>
                <th scope="col" className={styles.number}>
                  {t('arrival.unit-price')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('arrival.quantity')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('arrival.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {charges.map((charge, index) => (
                <tr key={index}>
                  <th scope="row">
                    {charge.chargeCode ? `${charge.chargeCode} ` : ''}
                    {charge.chargeName}
                  </th>
                  <td>{basisText(t, charge.calculationBasis)}</td>
                  <td className={styles.number}>{chargeAmount(charge.unitPrice, charge.currencyCode, language)}</td>
                  <td className={styles.number}>{charge.quantity}</td>
                  <td className={styles.number}>
                    {chargeAmount(charge.currencyAmount, charge.currencyCode, language)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {totalsOf(charges).map((total) => (
                <tr key={total.currency}>
                  <th scope="row" colSpan={4}>
                    {t('arrival.total', { currency: total.currency })}
                  </th>
                  <td className={`${styles.number} ${styles.highlight}`}>{formatMoney(total, language)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

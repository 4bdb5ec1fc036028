import { useTranslation } from 'react-i18next';

import { formatMoney, type Money } from '@/domain/money/money';

import styles from './invoices-page.module.css';

/**
 * "Open amount of 92 invoices: $12,345.00 ₩1,850,000": what is open of every matching invoice, per currency; and
 * when part of it is under a dispute in review, what is due now without that part (docs/areas/e-finance.md).
 */
export function OpenTotals({
  totals: all,
  due: allDue,
  count,
}: {
  totals: readonly Money[];
  due: readonly Money[];
  count: number;
}) {
  const { t, i18n } = useTranslation('e-finance');
  // A currency whose invoices are all paid has nothing open: it is not news.
  const totals = all.filter((total) => total.amount !== 0);
  const due = allDue.filter((total) => total.amount !== 0);
  const disputedPart = totals.some(
    (total) => (due.find((entry) => entry.currency === total.currency)?.amount ?? 0) !== total.amount,
  );
  return (
    <section className={styles.openTotals} aria-labelledby="open-totals-title">
      <h2 id="open-totals-title" className={styles.openTitle}>
        {t('open-totals.title', { count })}
      </h2>
      {totals.length === 0 ? (
        <p className={styles.openNone}>{t('open-totals.none')}</p>
      ) : (
        <ul className={styles.openList}>
          {totals.map((total) => (
            <li key={total.currency} className={styles.num}>
              {formatMoney(total, i18n.language)}
            </li>
          ))}
        </ul>
      )}
      {disputedPart ? (
        <>
          <h3 className={styles.openTitle}>{t('open-totals.due')}</h3>
          <ul className={styles.openList} aria-label={t('open-totals.due')}>
            {due.map((total) => (
              <li key={total.currency} className={styles.num}>
                {formatMoney(total, i18n.language)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

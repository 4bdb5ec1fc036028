import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { InvoiceOpenAmountsParams } from '@/domain/invoice/invoice-contract';
import { formatMoney, type Money } from '@/domain/money/money';
import { useCurrentUserId } from '@/domain/session/session-store';

import { invoiceQueries } from '../api/invoices-queries';
import styles from './invoices-page.module.css';

function Amounts({ totals, label }: { totals: readonly Money[]; label?: string }) {
  const { i18n } = useTranslation('e-finance');
  return (
    <ul className={styles.openList} aria-label={label}>
      {totals.map((total) => (
        <li key={total.currency} className={styles.num}>
          {formatMoney(total, i18n.language)}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Open amount of 92 invoices: $12,345.00 ₩1,850,000": what is open of every invoice matching `filters`, per currency;
 * and when part of it is under a dispute in review, what is due now without that part (docs/areas/e-finance.md).
 * `count` is the list's count of matches. The amounts are a call of their own (GET v1/invoices/open-amounts), asked
 * once the list's rows are shown: adding up every match's total must not hold back the first rows.
 */
export function OpenTotals({ count, filters }: { count: number; filters: Partial<InvoiceOpenAmountsParams> }) {
  const { t } = useTranslation('e-finance');
  const userId = useCurrentUserId();
  const query = useQuery({ ...invoiceQueries.openAmounts(userId ?? '', filters), enabled: userId !== null });
  const data = query.data;
  // A currency whose invoices are all paid has nothing open: it is not news.
  const totals = data ? data.openTotals.filter((total) => total.amount !== 0) : [];
  const due = data ? data.dueTotals.filter((total) => total.amount !== 0) : [];
  const disputedPart = totals.some(
    (total) => (due.find((entry) => entry.currency === total.currency)?.amount ?? 0) !== total.amount,
  );
  return (
    <section className={styles.openTotals} aria-labelledby="open-totals-title" aria-busy={!data && !query.isError}>
      <h2 id="open-totals-title" className={styles.openTitle}>
        {t('open-totals.title', { count })}
      </h2>
      {!data ? (
        query.isError ? (
          <p className={styles.openNone} role="alert">
            {t('open-totals.load-error')}{' '}
            <Button variant="link" onClick={() => void query.refetch()} busy={query.isFetching}>
              {t('open-totals.retry')}
            </Button>
          </p>
        ) : (
          <p className={styles.openNone}>{t('open-totals.loading')}</p>
        )
      ) : totals.length === 0 ? (
        <p className={styles.openNone}>{t('open-totals.none')}</p>
      ) : (
        <Amounts totals={totals} />
      )}
      {disputedPart ? (
        <>
          <h3 className={styles.openTitle}>{t('open-totals.due')}</h3>
          <Amounts totals={due} label={t('open-totals.due')} />
        </>
      ) : null}
    </section>
  );
}

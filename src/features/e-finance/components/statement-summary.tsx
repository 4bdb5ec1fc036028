import { useTranslation } from 'react-i18next';

import type { StatementResponse } from '@/domain/invoice/statement-contract';
import { formatMoney } from '@/domain/money/money';

import listStyles from './invoices-list.module.css';
import styles from './statement.module.css';

/**
 * The statement's head: which currency and period, the balance at the start of `from`, the period's debits and
 * credits, and the balance at the end of `to` (opening + debits - credits, as the server summed every entry, not only
 * the page on screen).
 */
export function StatementSummary({ statement }: { statement: StatementResponse }) {
  const { t, i18n } = useTranslation('statement');
  const money = (value: StatementResponse['openingBalance']) => formatMoney(value, i18n.language);
  return (
    <section className={styles.summary} aria-labelledby="statement-summary-title">
      <h2 id="statement-summary-title" className={styles.summaryTitle}>
        {t('summary.title', { currency: statement.currency, from: statement.from, to: statement.to })}
      </h2>
      <dl className={styles.summaryFacts}>
        <div>
          <dt>{t('summary.opening', { date: statement.from })}</dt>
          <dd className={listStyles.num}>{money(statement.openingBalance)}</dd>
        </div>
        <div>
          <dt>{t('summary.debits')}</dt>
          <dd className={listStyles.num}>{money(statement.totalDebit)}</dd>
        </div>
        <div>
          <dt>{t('summary.credits')}</dt>
          <dd className={listStyles.num}>{money(statement.totalCredit)}</dd>
        </div>
        <div className={styles.closing}>
          <dt>{t('summary.closing', { date: statement.to })}</dt>
          <dd className={listStyles.num}>{money(statement.closingBalance)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('summary.note')}</p>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { ScrollTable } from '@/components/ui/scroll-table';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { DisputeSummary } from '@/domain/invoice/dispute-contract';
import { formatMoney } from '@/domain/money/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import { useDisputes } from '../hooks/use-disputes';
import { DisputeStatusBadge } from './dispute-status-badge';
import styles from './disputes.module.css';

/**
 * /e-finance/disputes: the company's invoice disputes, newest first: id (link), status, invoices, disputed amounts per
 * currency and when it was submitted, in the user's time zone with its offset. "New dispute" opens the draft.
 */
export function DisputesPage() {
  const { t } = useTranslation('disputes');
  useDocumentTitle(t('list.title'));
  const state = useDisputes();
  return (
    <section aria-labelledby="disputes-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="disputes-title">{t('list.title')}</h1>
        <Link className={buttonClassName('primary')} to={paths.newDispute.href()}>
          {t('list.new')}
        </Link>
      </div>
      {state.kind === 'ready' ? (
        state.data.length ? (
          <DisputesTable disputes={state.data} />
        ) : (
          <p>{t('list.empty')}</p>
        )
      ) : state.kind === 'error' ? (
        <QueryErrorFallback message={t('list.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : state.kind === 'not-found' ? (
        <p>{t('list.empty')}</p>
      ) : (
        <Spinner label={t('list.loading')} />
      )}
    </section>
  );
}

function DisputesTable({ disputes }: { disputes: DisputeSummary[] }) {
  const { t, i18n } = useTranslation('disputes');
  const formatDateTime = useFormatUserDateTime();
  return (
    <ScrollTable label={t('list.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('list.dispute')}</th>
          <th scope="col">{t('list.status')}</th>
          <th scope="col">{t('list.invoices')}</th>
          <th scope="col">{t('list.amount')}</th>
          <th scope="col">{t('list.submitted')}</th>
        </tr>
      </thead>
      <tbody>
        {disputes.map((dispute) => (
          <tr key={dispute.disputeId}>
            <th scope="row">
              <Link to={paths.disputeDetail.href(dispute.disputeId)}>{dispute.disputeId}</Link>
            </th>
            <td>
              <DisputeStatusBadge status={dispute.status} />
            </td>
            <td>{dispute.invoiceNumbers.join(', ')}</td>
            <td className={styles.num}>
              {dispute.disputedTotals.map((total) => (
                <span key={total.currency} className={styles.line}>
                  {formatMoney(total, i18n.language)}
                </span>
              ))}
            </td>
            <td>{formatDateTime(dispute.submittedAt)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

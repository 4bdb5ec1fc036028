import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Dispute } from '@/domain/invoice/dispute-contract';
import { formatMoney } from '@/domain/money/money';
import { formatFileSize } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import { useDispute } from '../hooks/use-disputes';
import { isJustSubmitted } from '../utils/survey-offer';
import { DisputeItemLineCells, DisputeItemsTable } from './dispute-items-table';
import { DisputeStatusBadge } from './dispute-status-badge';
import styles from './disputes.module.css';
import { SurveyOffer, type SurveySlot } from './survey-offer';

/**
 * /e-finance/disputes/:disputeId: one dispute: status, reason, comment, the decision (the rejection reason, or the
 * credit note number of an accepted one), the items, the attachments' names and sizes, and the status history in the
 * user's time zone. An open dispute is asked again every 30 s (hooks/use-disputes). Right after the user submitted it,
 * the e-finance survey is offered under it (`survey`, given by the route; docs/areas/e-finance.md "Survey after use").
 */
export function DisputeDetailPage({ survey }: { survey?: SurveySlot }) {
  const { t } = useTranslation('disputes');
  const { disputeId = '' } = useParams();
  const state = useDispute(disputeId);
  const justSubmitted = isJustSubmitted(useLocation().state);
  const title = state.kind === 'ready' ? t('detail.title', { id: state.data.disputeId }) : t('detail.heading');
  useDocumentTitle(title);
  return (
    <section aria-labelledby="dispute-title" className={styles.page}>
      <p>
        <Link to={paths.disputes.href()}>{t('detail.back')}</Link>
      </p>
      <div className={styles.head}>
        <h1 id="dispute-title" tabIndex={-1}>
          {title}
        </h1>
      </div>
      {state.kind === 'ready' ? (
        <DisputeBody dispute={state.data} />
      ) : state.kind === 'not-found' ? (
        <p role="alert">{t('detail.not-found')}</p>
      ) : state.kind === 'error' ? (
        <QueryErrorFallback message={t('detail.load-error')} retrying={state.retrying} onRetry={state.retry} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
      <SurveyOffer
        eligible={justSubmitted && state.kind === 'ready'}
        ns="disputes"
        survey={survey}
        headingId="dispute-title"
      />
    </section>
  );
}

function DisputeBody({ dispute }: { dispute: Dispute }) {
  const { t, i18n } = useTranslation('disputes');
  const formatDateTime = useFormatUserDateTime();
  // One credit note per invoice of an accepted dispute; an older answer names only the first.
  const creditNotes = dispute.creditNoteNumbers ?? (dispute.creditNoteNumber ? [dispute.creditNoteNumber] : []);
  return (
    <>
      <section className={styles.section} aria-labelledby="dispute-facts-title">
        <h2 id="dispute-facts-title">{t('detail.facts')}</h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('list.status')}</dt>
            <dd>
              <DisputeStatusBadge status={dispute.status} />
            </dd>
          </div>
          <div>
            <dt>{t('form.reason')}</dt>
            <dd>{t(`reasons.${dispute.reason}`)}</dd>
          </div>
          <div>
            <dt>{t('list.submitted')}</dt>
            <dd>{formatDateTime(dispute.submittedAt)}</dd>
          </div>
          <div>
            <dt>{t('list.amount')}</dt>
            <dd>{dispute.disputedTotals.map((total) => formatMoney(total, i18n.language)).join('\n')}</dd>
          </div>
          {creditNotes.length > 0 ? (
            <div>
              <dt>{t('detail.credit-note', { count: creditNotes.length })}</dt>
              <dd>
                <ul className={styles.files}>
                  {creditNotes.map((number) => (
                    <li key={number}>
                      <Link to={paths.creditNoteDetail.href(number)}>{number}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {dispute.rejectionReason ? (
            <div>
              <dt>{t('detail.rejection-reason')}</dt>
              <dd>{dispute.rejectionReason}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('form.comment')}</dt>
            <dd>{dispute.comment || t('detail.no-comment')}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="dispute-items-title">
        <h2 id="dispute-items-title">{t('detail.items')}</h2>
        <DisputeItemsTable>
          {dispute.items.map((item) => (
            <tr key={`${item.invoiceNumber}-${item.lineNumber}`}>
              <DisputeItemLineCells item={item} />
              <td className={styles.num}>{formatMoney(item.lineAmount, i18n.language)}</td>
              <td className={styles.num}>{formatMoney(item.disputedAmount, i18n.language)}</td>
            </tr>
          ))}
        </DisputeItemsTable>
      </section>
      <section className={styles.section} aria-labelledby="dispute-files-title">
        <h2 id="dispute-files-title">{t('form.attachments')}</h2>
        {dispute.attachments.length ? (
          <ul className={styles.files}>
            {dispute.attachments.map((file, index) => (
              <li key={`${file.fileName}-${index}`}>
                {t('form.file', { name: file.fileName, size: formatFileSize(file.size, i18n.language) })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('detail.no-attachments')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="dispute-history-title">
        <h2 id="dispute-history-title">{t('detail.history')}</h2>
        <ol className={styles.history}>
          {dispute.statusHistory.map((step) => (
            <li key={step.status}>
              {t('detail.history-step', { status: t(`status.${step.status}`), at: formatDateTime(step.at) })}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

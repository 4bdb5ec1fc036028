import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { formatLocalDateTime } from '@/domain/booking/components/booking-date-time';
import { formatTimeLeft } from '@/domain/booking/components/time-left';
import {
  type ShippingInstructions,
  siSummaryStatusOf,
  type TransportDocument,
} from '@/domain/documentation/si-contract';
import {
  siQueries,
  useApproveTransportDocument,
  useRequestCorrection,
  useSurrenderTransportDocument,
} from '@/domain/documentation/si-queries';
import { useSession } from '@/domain/session/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';

import { BillOfLadingDocument } from './bill-of-lading-document';
import styles from './si-details-page.module.css';

/** How often (ms) an SI the carrier is working on is read again, so a new draft shows without a reload. */
const PROCESSING_POLL_MS = 15_000;
/** The longest correction comment the carrier takes (si-contract correctionRequestSchema). */
const COMMENT_MAX_LENGTH = 5000;

/**
 * /documentation/si-details?bookingNo= (issue 17 section 4): where the SI of one booking stands (status, due time,
 * late flag), what happened to it, the draft or issued B/L as a printable document, and the customer's steps: approve
 * the draft or ask for a correction, surrender the originals of an issued B/L. Login required (router).
 */
export function SiDetailsPage() {
  const { t } = useTranslation('si-details');
  const [searchParams] = useSearchParams();
  const bookingNumber = (searchParams.get('bookingNo') ?? '').trim().toUpperCase();
  const userId = useSession((state) => (state.status === 'loggedIn' ? (state.user?.userId ?? '') : ''));
  useDocumentTitle(bookingNumber ? t('page-title', { bookingNumber }) : t('title'));

  return (
    <section aria-labelledby="si-details-title" className={styles.page}>
      <h1 id="si-details-title">{bookingNumber ? t('heading', { bookingNumber }) : t('title')}</h1>
      {bookingNumber && userId ? <SiDetails userId={userId} bookingNumber={bookingNumber} /> : <p>{t('no-booking')}</p>}
    </section>
  );
}

function SiDetails({ userId, bookingNumber }: { userId: string; bookingNumber: string }) {
  const { t } = useTranslation('si-details');
  // Whether the booking has an SI comes from its list row: asking for an SI that does not exist would be a 404.
  const rowQuery = useQuery(siQueries.list(userId, { carrierBookingReferences: bookingNumber }));
  const row = rowQuery.data?.items[0];
  const hasSi = row !== undefined && row.summaryStatus !== 'NOT_SUBMITTED';
  const siQuery = useQuery({
    ...siQueries.shippingInstructions(userId, bookingNumber),
    enabled: hasSi,
    refetchInterval: (query) => {
      const si = query.state.data;
      return si && !si.transportDocumentReference ? PROCESSING_POLL_MS : false;
    },
  });
  const documentReference = siQuery.data?.transportDocumentReference;
  const documentQuery = useQuery({
    ...siQueries.transportDocument(userId, documentReference ?? ''),
    enabled: documentReference !== undefined,
    refetchInterval: () =>
      siQuery.data?.updatedShippingInstructionsStatus === 'UPDATE_RECEIVED' ? PROCESSING_POLL_MS : false,
  });

  if (rowQuery.data && !hasSi) {
    return (
      <div className={styles.empty}>
        <p>{t('not-found', { bookingNumber })}</p>
        <p className={styles.emptyLinks}>
          <Link className="button button-primary" to={paths.siSubmissionAmendment.href(bookingNumber)}>
            {t('to-submit')}
          </Link>
          <Link to={paths.shipmentDetail.href(bookingNumber)}>{t('to-booking')}</Link>
        </p>
      </div>
    );
  }
  if (rowQuery.isError || siQuery.isError) {
    return (
      <QueryErrorFallback
        message={t('load-error')}
        retrying={rowQuery.isFetching || siQuery.isFetching}
        onRetry={() => {
          void rowQuery.refetch();
          if (hasSi) void siQuery.refetch();
        }}
      />
    );
  }
  if (!siQuery.data) return <Spinner label={t('loading')} />;
  const si = siQuery.data;
  const document = documentQuery.data;

  return (
    <>
      <SiStatus si={si} document={document} />
      {document ? <Actions userId={userId} si={si} document={document} /> : null}
      <div className={styles.columns}>
        <History si={si} />
        <nav aria-label={t('links.label')} className={styles.links}>
          <h2>{t('links.title')}</h2>
          <ul>
            <li>
              <Link to={paths.shipmentDetail.href(bookingNumber)}>{t('links.booking')}</Link>
            </li>
            {si.shippingInstructionsStatus !== 'COMPLETED' ? (
              <li>
                <Link to={paths.siSubmissionAmendment.href(bookingNumber)}>{t('links.amend')}</Link>
              </li>
            ) : null}
            {document && ['ISSUED', 'SURRENDERED_FOR_DELIVERY'].includes(document.transportDocumentStatus) ? (
              <li>
                <Link to={paths.arrivalNotice.href(document.transportDocumentReference)}>
                  {t('links.arrival-notice')}
                </Link>
              </li>
            ) : null}
            {document?.transportDocumentStatus === 'SURRENDERED_FOR_DELIVERY' ? (
              <li>
                <Link to={paths.blSurrenderNotice.href(document.transportDocumentReference)}>
                  {t('links.surrender-notice')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      {document ? (
        <section aria-labelledby="bl-title" className={styles.document}>
          <h2 id="bl-title">{t('bl.heading')}</h2>
          <BillOfLadingDocument document={document} />
        </section>
      ) : documentQuery.isError ? (
        <QueryErrorFallback
          message={t('bl.load-error')}
          retrying={documentQuery.isFetching}
          onRetry={() => {
            void documentQuery.refetch();
          }}
        />
      ) : documentReference ? (
        <Spinner label={t('loading')} />
      ) : (
        <p className={styles.waiting}>{t('bl.waiting')}</p>
      )}
    </>
  );
}

function SiStatus({ si, document }: { si: ShippingInstructions; document: TransportDocument | undefined }) {
  const { t } = useTranslation(['si-details', 'documentation', 'booking-domain', 'ui']);
  const status = siSummaryStatusOf(si, document?.transportDocumentStatus);
  return (
    <dl className={styles.status}>
      <div>
        <dt>{t('status')}</dt>
        <dd>
          <strong>{t(`documentation:summaryStatus.${status}`)}</strong>
          {si.isLate ? <span className={styles.late}> {t('documentation:late')}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t('si-reference')}</dt>
        <dd>{si.shippingInstructionsReference}</dd>
      </div>
      <div>
        <dt>{t('due')}</dt>
        <dd>
          {formatLocalDateTime(si.dueDateTime)} ({formatTimeLeft(t, si.dueDateTime, new Date())})
        </dd>
      </div>
      <div>
        <dt>{t('document-type')}</dt>
        <dd>{si.transportDocumentTypeCode === 'SWB' ? t('bl.sea-waybill') : t('bl.bill-of-lading')}</dd>
      </div>
    </dl>
  );
}

function History({ si }: { si: ShippingInstructions }) {
  const { t } = useTranslation('si-details');
  return (
    <section aria-labelledby="si-history-title" className={styles.history}>
      <h2 id="si-history-title">{t('history.title')}</h2>
      <ol>
        {si.history.map((entry, index) => (
          <li key={`${entry.event}-${entry.dateTime}-${String(index)}`}>
            <span className={styles.event}>{t(`history.${entry.event}`)}</span>{' '}
            <time dateTime={entry.dateTime}>{formatLocalDateTime(entry.dateTime)}</time>
            {entry.comment ? <q className={styles.comment}>{entry.comment}</q> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

type OpenDialog = 'approve' | 'correct' | 'surrender' | null;

function Actions({ userId, si, document }: { userId: string; si: ShippingInstructions; document: TransportDocument }) {
  const { t } = useTranslation('si-details');
  const [open, setOpen] = useState<OpenDialog>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const approve = useApproveTransportDocument(userId);
  const correct = useRequestCorrection(userId);
  const surrender = useSurrenderTransportDocument(userId);
  const reference = document.transportDocumentReference;
  const pendingUpdate = si.updatedShippingInstructionsStatus === 'UPDATE_RECEIVED';
  const canReview = document.transportDocumentStatus === 'DRAFT' && !pendingUpdate;
  const canSurrender = document.transportDocumentStatus === 'ISSUED' && document.transportDocumentTypeCode === 'BOL';

  const close = () => {
    setOpen(null);
    setComment('');
    setCommentError(null);
    setFailed(false);
  };
  const done = (message: string) => () => {
    toast.show({ type: 'success', title: message });
    close();
  };
  const fail = () => {
    setFailed(true);
  };
  const failure = failed ? (
    <p role="alert" className={styles.formError}>
      {t('actions.failed')}
    </p>
  ) : null;

  if (!canReview && !canSurrender) {
    return pendingUpdate ? <p className={styles.note}>{t('actions.correction-pending')}</p> : null;
  }
  return (
    <div className={styles.actions}>
      {canReview ? (
        <>
          <p className={styles.note}>{t('actions.review-hint')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setOpen('approve');
            }}
          >
            {t('actions.approve')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setOpen('correct');
            }}
          >
            {t('actions.correct')}
          </button>
        </>
      ) : null}
      {canSurrender ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            setOpen('surrender');
          }}
        >
          {t('actions.surrender')}
        </button>
      ) : null}

      <AlertDialog
        open={open === 'approve'}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('actions.approve-title', { reference })}
        description={t('actions.approve-description')}
        cancelLabel={t('actions.back')}
        confirmLabel={approve.isPending ? t('actions.sending') : t('actions.approve')}
        onConfirm={(event) => {
          event.preventDefault();
          if (approve.isPending) return;
          setFailed(false);
          approve.mutate(reference, { onSuccess: done(t('actions.approved', { reference })), onError: fail });
        }}
      >
        {failure}
      </AlertDialog>

      <AlertDialog
        open={open === 'correct'}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('actions.correct-title', { reference })}
        description={t('actions.correct-description')}
        cancelLabel={t('actions.back')}
        confirmLabel={correct.isPending ? t('actions.sending') : t('actions.send-correction')}
        onConfirm={(event) => {
          event.preventDefault();
          if (correct.isPending) return;
          const trimmed = comment.trim();
          if (!trimmed) {
            setCommentError(t('actions.comment-required'));
            return;
          }
          setFailed(false);
          correct.mutate(
            { reference, comment: trimmed },
            { onSuccess: done(t('actions.correction-sent', { reference })), onError: fail },
          );
        }}
      >
        <TextArea
          label={t('actions.comment')}
          required
          showCounter
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          error={commentError ?? undefined}
          onChange={(event) => {
            setComment(event.target.value);
            if (commentError && event.target.value.trim()) setCommentError(null);
          }}
        />
        {failure}
      </AlertDialog>

      <AlertDialog
        open={open === 'surrender'}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('actions.surrender-title', { reference })}
        description={t('actions.surrender-description')}
        cancelLabel={t('actions.back')}
        confirmLabel={surrender.isPending ? t('actions.sending') : t('actions.surrender')}
        onConfirm={(event) => {
          event.preventDefault();
          if (surrender.isPending) return;
          setFailed(false);
          surrender.mutate(reference, { onSuccess: done(t('actions.surrendered', { reference })), onError: fail });
        }}
      >
        {failure}
      </AlertDialog>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { ShippingInstructions } from '@/domain/documentation/si-contract';
import { siRefetchInterval } from '@/domain/documentation/si-polling';
import { siQueries } from '@/domain/documentation/si-queries';
import { useCurrentUserId } from '@/domain/session/session-store';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isBookingNumber, isNotFoundAnswer, referenceParam } from '@/domain/shipment/shipment-reference';
import { POLL_QUERY_OPTIONS } from '@/lib/polling';
import { useDocumentTitle } from '@/lib/use-document-title';

import { BillOfLadingDocument } from './bill-of-lading-document';
import { SiActions } from './si-actions';
import styles from './si-details-page.module.css';
import { SiHistory } from './si-history';
import { SiStatus } from './si-status';

/**
 * /documentation/si-details?bookingNo=: where the SI of one booking stands (status, due time,
 * late flag), what happened to it, the draft or issued B/L as a printable document, and the customer's steps: approve
 * the draft or ask for a correction, surrender the originals of an issued B/L. Login required (router). A booking
 * number that is malformed or not the user's shows "not found among your shipments"; the heading names the booking
 * only once the server has answered for it.
 */
export function SiDetailsPage() {
  const { t } = useTranslation('si-details');
  const [searchParams] = useSearchParams();
  const bookingNumber = referenceParam(searchParams, 'bookingNo');
  const userId = useCurrentUserId() ?? '';

  if (!bookingNumber || !userId) {
    return (
      <SiDetailsFrame>
        <p>{t('no-booking')}</p>
      </SiDetailsFrame>
    );
  }
  if (!isBookingNumber(bookingNumber)) {
    return (
      <SiDetailsFrame>
        <ShipmentNotFound />
      </SiDetailsFrame>
    );
  }
  return <SiDetails userId={userId} bookingNumber={bookingNumber} />;
}

/** The page's section and heading: the booking's number once `bookingNumber` is given (the server knows it). */
function SiDetailsFrame({ bookingNumber, children }: { bookingNumber?: string; children: ReactNode }) {
  const { t } = useTranslation('si-details');
  useDocumentTitle(bookingNumber ? t('page-title', { bookingNumber }) : t('title'));
  return (
    <section aria-labelledby="si-details-title" className={styles.page}>
      <h1 id="si-details-title">{bookingNumber ? t('heading', { bookingNumber }) : t('title')}</h1>
      {children}
    </section>
  );
}

function SiDetails({ userId, bookingNumber }: { userId: string; bookingNumber: string }) {
  const { t } = useTranslation('si-details');
  // The list row says whether the booking is the user's and has an SI: asking for an SI that does not exist is a 404.
  const rowQuery = useQuery(siQueries.list(userId, { carrierBookingReferences: bookingNumber }));
  const row = rowQuery.data?.items.find((item) => item.carrierBookingReference === bookingNumber);
  const hasSi = row !== undefined && row.summaryStatus !== 'NOT_SUBMITTED';
  const siQuery = useQuery({
    ...siQueries.shippingInstructions(userId, bookingNumber),
    enabled: hasSi,
    refetchInterval: (query) => siRefetchInterval(query.state.data),
    ...POLL_QUERY_OPTIONS,
  });

  if ((rowQuery.data && !row) || isNotFoundAnswer(rowQuery.error) || isNotFoundAnswer(siQuery.error)) {
    return (
      <SiDetailsFrame>
        <ShipmentNotFound />
      </SiDetailsFrame>
    );
  }
  if (rowQuery.isError || siQuery.isError) {
    return (
      <SiDetailsFrame bookingNumber={row ? bookingNumber : undefined}>
        <QueryErrorFallback
          message={t('load-error')}
          retrying={rowQuery.isFetching || siQuery.isFetching}
          onRetry={() => {
            void rowQuery.refetch();
            if (hasSi) void siQuery.refetch();
          }}
        />
      </SiDetailsFrame>
    );
  }
  if (row && !hasSi) {
    return (
      <SiDetailsFrame bookingNumber={bookingNumber}>
        <div className={styles.empty}>
          <p>{t('not-found', { bookingNumber })}</p>
          <p className={styles.emptyLinks}>
            <Link className={buttonClassName('primary')} to={paths.siSubmissionAmendment.href(bookingNumber)}>
              {t('to-submit')}
            </Link>
            <Link to={paths.shipmentDetail.href(bookingNumber)}>{t('to-booking')}</Link>
          </p>
        </div>
      </SiDetailsFrame>
    );
  }
  if (!siQuery.data) {
    return (
      <SiDetailsFrame bookingNumber={row ? bookingNumber : undefined}>
        <Spinner label={t('loading')} />
      </SiDetailsFrame>
    );
  }
  return (
    <SiDetailsFrame bookingNumber={bookingNumber}>
      <SiDetailsContent userId={userId} bookingNumber={bookingNumber} si={siQuery.data} />
    </SiDetailsFrame>
  );
}

/** The SI as the server answered it: status, steps, history, related links and the B/L. */
function SiDetailsContent({
  userId,
  bookingNumber,
  si,
}: {
  userId: string;
  bookingNumber: string;
  si: ShippingInstructions;
}) {
  const { t } = useTranslation('si-details');
  const documentReference = si.transportDocumentReference;
  const documentQuery = useQuery({
    ...siQueries.transportDocument(userId, documentReference ?? ''),
    enabled: documentReference !== undefined,
    refetchInterval: () => siRefetchInterval(si),
    ...POLL_QUERY_OPTIONS,
  });
  const document = documentQuery.data;

  return (
    <>
      <SiStatus si={si} document={document} />
      {document ? <SiActions userId={userId} si={si} document={document} /> : null}
      <div className={styles.columns}>
        <SiHistory si={si} />
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
        <QueryErrorFallback message={t('bl.load-error')} query={documentQuery} />
      ) : documentReference ? (
        <Spinner label={t('loading')} />
      ) : (
        <p className={styles.waiting}>{t('bl.waiting')}</p>
      )}
    </>
  );
}

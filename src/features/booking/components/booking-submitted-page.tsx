import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { bookingQueries } from '@/domain/booking/booking-queries';
import { CutOffList } from '@/domain/booking/components/cut-off-list';
import { TransportPlan } from '@/domain/booking/components/transport-plan';
import { useCurrentUserId } from '@/domain/session/session-store';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isBookingReference, isNotFoundAnswer } from '@/domain/shipment/shipment-reference';
import styles from '@/features/booking/components/booking-submitted-page.module.css';
import { SubmittedStatus } from '@/features/booking/components/submitted-status';
import { SubmittedSummary } from '@/features/booking/components/submitted-summary';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /booking/booking-request/submitted/:bookingReference: the request reference and its status,
 * live: the detail query polls while the carrier processes (RECEIVED, UPDATE_RECEIVED; domain/booking/booking-queries)
 * and stops after, so CONFIRMED with the booking number and cut-offs appears without a reload; REJECTED and
 * PENDING_UPDATE show the carrier's feedback and a link to the booking's detail. A printable summary (Print button,
 * print CSS without header, menu and footer) and a link to the shipments overview.
 */
export function BookingSubmittedPage() {
  const { t } = useTranslation(['booking', 'booking-domain']);
  useDocumentTitle(t('submitted.title'));
  const params = useParams();
  const bookingReference = (params.bookingReference ?? '').trim().toUpperCase();
  // A reference that is not of the carrier's formats is nobody's: not found, without asking (docs/requirements.md §2).
  const wellFormed = isBookingReference(bookingReference);
  const userId = useCurrentUserId();
  const query = useQuery({
    ...bookingQueries.detail(userId ?? '', bookingReference),
    enabled: userId !== null && wellFormed,
  });

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;

  return (
    <section aria-labelledby="submitted-title" className={styles.page}>
      <h1 id="submitted-title">{t('submitted.title')}</h1>
      {!wellFormed || isNotFoundAnswer(query.error) ? (
        <ShipmentNotFound />
      ) : query.isError ? (
        <QueryErrorFallback message={t('submitted.load-error')} query={query} />
      ) : query.data ? (
        <BookingSummary booking={query.data} />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </section>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  const { t } = useTranslation(['booking', 'booking-domain', 'common']);
  const status = booking.bookingStatus;
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const needsAction = status === 'REJECTED' || status === 'PENDING_UPDATE';

  return (
    <div className={styles.summary}>
      <SubmittedStatus booking={booking} />

      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button
          onClick={() => {
            window.print();
          }}
        >
          {t('submitted.print')}
        </Button>
        <Link className={buttonClassName()} to={paths.shipments.href()}>
          {t('submitted.shipments')}
        </Link>
        {needsAction ? null : (
          <Link className={buttonClassName('ghost')} to={paths.shipmentDetail.href(reference)}>
            {t('submitted.open-detail')}
          </Link>
        )}
      </div>

      {booking.shipmentCutOffTimes && booking.shipmentCutOffTimes.length > 0 ? (
        <section aria-labelledby="cut-offs-heading" className={styles.block}>
          <h2 id="cut-offs-heading">{t('booking-domain:cut-off.title')}</h2>
          <CutOffList cutOffs={booking.shipmentCutOffTimes} />
        </section>
      ) : null}

      <SubmittedSummary booking={booking} />

      {booking.transportPlan && booking.transportPlan.length > 0 ? (
        <div className={styles.block}>
          {/* The table's caption is its title ("Transport plan"). */}
          <TransportPlan legs={booking.transportPlan} />
        </div>
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { bookingQueries, isBookingProcessing } from '@/domain/booking/booking-queries';
import { BookingStatusBadge } from '@/domain/booking/components/booking-status-badge';
import { CutOffList } from '@/domain/booking/components/cut-off-list';
import { TransportPlan } from '@/domain/booking/components/transport-plan';
import { EuCustomsLink } from '@/domain/customs/components/eu-customs-link';
import { DndShipmentLink } from '@/domain/demurrage-detention/components/dnd-links';
import { SiBookingLink } from '@/domain/documentation/components/si-booking-link';
import { useCurrentUserId } from '@/domain/session/session-store';
import { ShipmentNotFound } from '@/domain/shipment/components/shipment-not-found';
import { isBookingReference, isNotFoundAnswer } from '@/domain/shipment/shipment-reference';
import { VgmContainerStatus } from '@/domain/vgm/components/vgm-container-status';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormatUserDateTime } from '@/lib/user-time-zone';

import { useBookingViewer } from '../hooks/use-booking-viewer';
import { awaitsUpdate } from '../utils/booking-actions';
import { BookingCargo } from './booking-cargo';
import { BookingDeliveryOrders } from './booking-delivery-orders';
import { BookingDetailActions } from './booking-detail-actions';
import { BookingParties } from './booking-parties';
import { BookingReferences } from './booking-references';
import { ImportPartyNote } from './import-party-note';
import styles from './shipment-detail-page.module.css';

/**
 * /manage-shipment/shipments/:bookingReference: one booking with its status history, the
 * carrier's feedback, transport plan, cut-offs, equipment and cargo, parties and references, and the actions its
 * status allows (amend, cancel with a reason, copy as a new request). The query polls while the carrier processes a
 * step (booking-queries), so RECEIVED and AMENDMENT_RECEIVED turn CONFIRMED without a reload. The consignee or notify
 * party of the booking's import B/L reads it too, without the booker's links and actions (useBookingViewer,
 * docs/areas/vgm-delivery-orders.md). A reference that is
 * malformed or not the user's shows "not found among your shipments"; headings name the booking only from the
 * server's answer.
 */
export function ShipmentDetailPage() {
  const { t } = useTranslation(['shipments', 'booking-domain']);
  const { bookingReference: given = '' } = useParams();
  const bookingReference = given.trim().toUpperCase();
  // A reference of another format is none of the carrier's: no request, and the text is never shown.
  const wellFormed = isBookingReference(bookingReference);
  const userId = useCurrentUserId();
  const query = useQuery({
    ...bookingQueries.detail(userId ?? '', bookingReference),
    enabled: userId !== null && wellFormed,
  });
  const booking = query.data;
  useDocumentTitle(
    booking
      ? t('shipments:detail.title', {
          reference: booking.carrierBookingReference ?? booking.carrierBookingRequestReference,
        })
      : t('shipments:detail.booking'),
  );

  // The login guard (app/layout/login-guard.tsx) sends a visitor without a session to the login page.
  if (userId === null) return null;

  return (
    <section aria-labelledby="booking-title" className={styles.page}>
      <p className={styles.back}>
        <Link to={paths.shipments.href()}>{t('shipments:detail.back')}</Link>
      </p>
      {booking ? (
        <BookingDetail booking={booking} userId={userId} />
      ) : (
        <>
          <h1 id="booking-title">{t('shipments:detail.booking')}</h1>
          {!wellFormed || isNotFoundAnswer(query.error) ? (
            <ShipmentNotFound />
          ) : query.isError ? (
            <QueryErrorFallback message={t('shipments:detail.load-error')} query={query} />
          ) : (
            <Spinner label={t('shipments:loading')} />
          )}
        </>
      )}
    </section>
  );
}

function BookingDetail({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation(['shipments', 'booking-domain']);
  const formatUserDateTime = useFormatUserDateTime();
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const pol = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POL');
  const pod = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POD');
  const processing = isBookingProcessing(booking);
  const feedbacks = booking.feedbacks ?? [];
  // The booker's links and actions wait until the page knows the reader is the booker: a party never sees them flash.
  const viewer = useBookingViewer(booking, userId);
  const isBooker = viewer.kind === 'booker';

  return (
    <>
      <header className={styles.header}>
        <h1 id="booking-title">{t('shipments:detail.title', { reference })}</h1>
        <div className={styles.statusLine} role="status">
          <span className="visually-hidden">{t('shipments:detail.status')}</span>
          <BookingStatusBadge
            bookingStatus={booking.bookingStatus}
            amendedBookingStatus={booking.amendedBookingStatus}
            bookingCancellationStatus={booking.bookingCancellationStatus}
          />
          {processing ? <span className={styles.muted}>{t('shipments:detail.processing')}</span> : null}
        </div>
        {pol && pod ? (
          <p className={styles.route}>
            {t('shipments:row.route', {
              pol: pol.location.locationName ?? pol.location.UNLocationCode,
              pod: pod.location.locationName ?? pod.location.UNLocationCode,
            })}
          </p>
        ) : null}
        {isBooker ? (
          <>
            <EuCustomsLink booking={booking} />
            <SiBookingLink booking={booking} />
            <DndShipmentLink booking={booking} />
          </>
        ) : null}
      </header>

      {viewer.kind === 'party' ? <ImportPartyNote booking={booking} viewer={viewer} /> : null}

      {feedbacks.length > 0 ? (
        <section
          aria-labelledby="feedback-title"
          className={
            awaitsUpdate(booking) || booking.bookingStatus === 'REJECTED' ? styles.feedbackUrgent : styles.feedback
          }
        >
          <h2 id="feedback-title">
            {awaitsUpdate(booking)
              ? t('shipments:detail.feedback-update')
              : booking.bookingStatus === 'REJECTED'
                ? t('shipments:detail.feedback-rejected')
                : t('shipments:detail.feedback')}
          </h2>
          <ul>
            {feedbacks.map((feedback, index) => (
              <li key={index}>{feedback.message}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {isBooker ? <BookingDetailActions booking={booking} userId={userId} /> : null}

      <div className={styles.grid}>
        <BookingReferences booking={booking} />
        <section aria-labelledby="history-title" className={styles.card}>
          <h2 id="history-title">{t('shipments:detail.history')}</h2>
          <ol className={styles.history}>
            {booking.statusHistory.map((entry, index) => (
              <li key={index}>
                <BookingStatusBadge
                  bookingStatus={entry.bookingStatus}
                  amendedBookingStatus={entry.amendedBookingStatus}
                />{' '}
                <time dateTime={entry.dateTime}>{formatUserDateTime(entry.dateTime)}</time>
                {entry.reason ? <p className={styles.muted}>{entry.reason}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="plan-title" className={styles.card}>
        <h2 id="plan-title">{t('shipments:detail.plan')}</h2>
        {booking.transportPlan?.length ? (
          <TransportPlan legs={booking.transportPlan} />
        ) : (
          <p>{t('shipments:detail.plan-pending')}</p>
        )}
        <h3>{t('booking-domain:cut-off.title')}</h3>
        {booking.shipmentCutOffTimes?.length ? (
          <CutOffList cutOffs={booking.shipmentCutOffTimes} />
        ) : (
          <p>{t('shipments:detail.cut-offs-pending')}</p>
        )}
      </section>

      <section aria-labelledby="cargo-title" className={styles.card}>
        <h2 id="cargo-title">{t('shipments:detail.cargo')}</h2>
        <BookingCargo booking={booking} />
        {booking.confirmedEquipments?.length ? (
          <p>
            {t('shipments:detail.confirmed-equipments', {
              count: booking.confirmedEquipments.reduce((sum, line) => sum + line.units, 0),
            })}
          </p>
        ) : null}
        {booking.remarks ? (
          <>
            <h3>{t('shipments:detail.remarks')}</h3>
            <p className={styles.remarks}>{booking.remarks}</p>
          </>
        ) : null}
      </section>

      {isBooker ? <VgmContainerStatus booking={booking} userId={userId} /> : null}
      <BookingDeliveryOrders booking={booking} userId={userId} />
      <BookingParties booking={booking} />
    </>
  );
}

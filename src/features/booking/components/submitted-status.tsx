import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { BookingStatusBadge } from '@/domain/booking/components/booking-status-badge';
import styles from '@/features/booking/components/booking-submitted-page.module.css';

/** Props of {@link SubmittedStatus}. */
export interface SubmittedStatusProps {
  booking: Booking;
}

/**
 * The request reference and its live status: the booking number once confirmed, the carrier's feedback and a link to
 * answer it when the request is rejected or waits for an update.
 */
export function SubmittedStatus({ booking }: SubmittedStatusProps) {
  const { t } = useTranslation(['booking', 'booking-domain']);
  const status = booking.bookingStatus;
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  const needsAction = status === 'REJECTED' || status === 'PENDING_UPDATE';
  const feedbacks = booking.feedbacks ?? [];
  const processing = status === 'RECEIVED' || status === 'UPDATE_RECEIVED';
  return (
    <div className={styles.statusBox}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('submitted.request-reference')}</dt>
          <dd>{booking.carrierBookingRequestReference}</dd>
        </div>
      </dl>
      {/* A live region: the status and the booking number are announced when the carrier answers. */}
      <div role="status" aria-live="polite">
        <dl className={styles.facts}>
          <div>
            <dt>{t('submitted.status')}</dt>
            <dd>
              <BookingStatusBadge
                bookingStatus={status}
                amendedBookingStatus={booking.amendedBookingStatus}
                bookingCancellationStatus={booking.bookingCancellationStatus}
              />
            </dd>
          </div>
          {booking.carrierBookingReference ? (
            <div>
              <dt>{t('submitted.booking-number')}</dt>
              <dd className={styles.bookingNumber}>{booking.carrierBookingReference}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {processing ? <p className={styles.hint}>{t('submitted.processing')}</p> : null}
      {status === 'CONFIRMED' ? <p>{t('submitted.confirmed')}</p> : null}
      {needsAction ? (
        <div className={styles.feedback}>
          <p>{status === 'REJECTED' ? t('submitted.rejected') : t('submitted.pending-update')}</p>
          {feedbacks.length > 0 ? (
            <ul aria-label={t('submitted.feedback')}>
              {feedbacks.map((feedback, index) => (
                <li key={index}>{feedback.message}</li>
              ))}
            </ul>
          ) : null}
          <Link className={buttonClassName('primary', 'no-print')} to={paths.shipmentDetail.href(reference)}>
            {status === 'PENDING_UPDATE' ? t('submitted.answer-update') : t('submitted.open-detail')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

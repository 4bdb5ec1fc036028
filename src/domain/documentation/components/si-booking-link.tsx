import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { blNumberOfBooking } from '@/domain/documentation/bl-number';

import styles from './si-booking-link.module.css';

/** Booking statuses with a booking number that go on to shipping instructions. */
const WITH_SI = new Set(['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED']);

/**
 * On the booking detail: links to the booking's shipping instructions and B/L (SI details,
 * which offers to send the SI when none was sent), its arrival notice and its advance delay notice (print pages) once
 * the booking is confirmed; nothing before. Strings in the
 * 'documentation' namespace (the shipment detail route loads it).
 */
export function SiBookingLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('documentation');
  if (!booking.carrierBookingReference || !WITH_SI.has(booking.bookingStatus)) return null;
  const bookingNumber = booking.carrierBookingReference;
  return (
    <ul className={styles.links} aria-label={t('booking-links')}>
      <li>
        <Link to={paths.siDetails.href(bookingNumber)}>{t('booking-link')}</Link>
      </li>
      <li>
        <Link to={paths.arrivalNotice.href(blNumberOfBooking(bookingNumber))}>{t('arrival-notice-link')}</Link>
      </li>
      <li>
        <Link to={paths.advanceDelayNotice.href(bookingNumber)}>{t('delay-notice-link')}</Link>
      </li>
    </ul>
  );
}

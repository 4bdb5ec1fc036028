import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-contract';

/** Booking statuses with a booking number that go on to shipping instructions. */
const WITH_SI = new Set(['CONFIRMED', 'PENDING_AMENDMENT', 'COMPLETED']);

/**
 * On the booking detail (issue 17 section 2): a link to the booking's shipping instructions and B/L (SI details, which
 * offers to send the SI when none was sent) once the booking is confirmed; nothing before. Strings in the
 * 'documentation' namespace (the shipment detail route loads it).
 */
export function SiBookingLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('documentation');
  if (!booking.carrierBookingReference || !WITH_SI.has(booking.bookingStatus)) return null;
  return (
    <p>
      <Link to={paths.siDetails.href(booking.carrierBookingReference)}>{t('booking-link')}</Link>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { needsIcs2 } from '@/domain/customs/ics2-countries-contract';

/**
 * On the booking detail: a link to the booking's ICS2 data when it needs an ICS2 filing (needsIcs2); nothing
 * otherwise. Strings in the 'customs' namespace (the shipment detail route loads it).
 */
export function EuCustomsLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('customs');
  if (!needsIcs2(booking)) return null;
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  return (
    <p>
      <Link to={paths.euCustomsInformation.href(reference)}>{t('detail-link')}</Link>
    </p>
  );
}

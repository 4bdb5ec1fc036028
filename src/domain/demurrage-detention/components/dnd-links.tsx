import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';

/*
 * Links to a container's or a booking's demurrage and detention clocks (docs/areas/demurrage-detention.md), for the
 * tracking result and the shipment detail. Strings in the 'demurrage-detention' namespace (both routes load it).
 */

/** On a tracked container: "Demurrage & detention of ONEU1012340" (the page asks a visitor to log in). */
export function DndContainerLink({ equipmentReference }: { equipmentReference: string }) {
  const { t } = useTranslation('demurrage-detention');
  return (
    <p>
      <Link to={paths.demurrageDetention.href({ container: equipmentReference })}>
        {t('links.container', { number: equipmentReference })}
      </Link>
    </p>
  );
}

/** On the shipment detail of a confirmed or completed booking: its containers' D&D clocks; nothing before. */
export function DndShipmentLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('demurrage-detention');
  const bookingNumber = booking.carrierBookingReference;
  if (!bookingNumber || (booking.bookingStatus !== 'CONFIRMED' && booking.bookingStatus !== 'COMPLETED')) return null;
  return (
    <p>
      <Link to={paths.demurrageDetention.href({ booking: bookingNumber })}>{t('links.shipment')}</Link>
    </p>
  );
}

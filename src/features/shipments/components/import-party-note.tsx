import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';
import { cargoTrackingHref } from '@/domain/tracking/tracking-url';

import type { BookingViewer } from '../hooks/use-booking-viewer';
import styles from './shipment-detail-page.module.css';

/**
 * On the shipment detail of a booking the user's company did not make but is consignee or notify party of
 * (docs/areas/vgm-delivery-orders.md, "How a consignee reaches the shipment"): says so, that the page is read only for
 * it, and links to the company's delivery orders, the B/L's arrival notice and its tracking (by B/L number, as the
 * carrier's public tracking answers anyone who has it; hidden with the tracking flag). Strings in the 'delivery-order-domain'
 * namespace (the shipment detail route loads it).
 */
export function ImportPartyNote({
  booking,
  viewer,
}: {
  booking: Booking;
  viewer: Extract<BookingViewer, { kind: 'party' }>;
}) {
  const { t } = useTranslation('delivery-order-domain');
  const bl = viewer.transportDocumentReference;
  const trackingOn = useFeatureFlag('tracking');
  const shipper = booking.documentParties.shipper?.partyName ?? booking.documentParties.bookingAgent.partyName;
  return (
    <section aria-labelledby="import-party-title" className={styles.feedback}>
      <h2 id="import-party-title">{t(`shipment.party-${viewer.partyFunction}`)}</h2>
      <p>{t('shipment.party-text', { shipper, bl })}</p>
      <ul className={styles.partyLinks}>
        <li>
          <Link to={paths.deliveryOrders.href()}>{t('shipment.party-delivery-orders')}</Link>
        </li>
        <li>
          <Link to={paths.arrivalNotice.href(bl)}>{t('shipment.party-arrival-notice', { bl })}</Link>
        </li>
        {trackingOn ? (
          <li>
            <Link to={cargoTrackingHref({ kind: 'B', numbers: [bl] })}>{t('shipment.party-track', { bl })}</Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

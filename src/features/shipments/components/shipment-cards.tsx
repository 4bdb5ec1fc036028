import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { BookingSummary } from '@/domain/booking/booking-list-contract';
import { BookingStatusBadge } from '@/domain/booking/components/booking-status-badge';
import { SiStatusLink, useSiStatuses } from '@/domain/documentation/components/si-status-link';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';

import { summaryView } from '../utils/summary-view';
import styles from './shipments-list.module.css';

export interface ShipmentCardsProps {
  bookings: readonly BookingSummary[];
  now: Date;
}

/** The overview on a phone: one card per booking, its reference a heading that links to the detail. */
export function ShipmentCards({ bookings, now }: ShipmentCardsProps) {
  const { t } = useTranslation(['shipments', 'booking-domain', 'common', 'ui', 'documentation']);
  const siStatuses = useSiStatuses(bookings.flatMap((booking) => booking.carrierBookingReference ?? []));
  // The native tracking page's entry points follow its flag, like the booking detail page's.
  const trackingOn = useFeatureFlag('tracking');
  return (
    <ul className={styles.cards} aria-label={t('shipments:table.caption')}>
      {bookings.map((booking) => {
        const view = summaryView(t, booking, now);
        return (
          <li key={booking.carrierBookingRequestReference} className={styles.card}>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>
                <Link to={paths.shipmentDetail.href(view.reference)}>{view.reference}</Link>
              </h3>
              <BookingStatusBadge
                bookingStatus={booking.bookingStatus}
                amendedBookingStatus={booking.amendedBookingStatus}
              />
            </div>
            <p className={styles.cardRoute}>{view.route}</p>
            <dl className={styles.cardFacts}>
              {view.requestReference ? (
                <>
                  <dt>{t('shipments:columns.request-reference')}</dt>
                  <dd>{view.requestReference}</dd>
                </>
              ) : null}
              <dt>{t('shipments:columns.vessel-voyage')}</dt>
              <dd>{view.vesselVoyage}</dd>
              <dt>{t('shipments:columns.etd')}</dt>
              <dd>{view.etd}</dd>
              <dt>{t('shipments:columns.eta')}</dt>
              <dd>{view.eta}</dd>
              <dt>{t('shipments:columns.equipment')}</dt>
              <dd>{view.equipment}</dd>
              <dt>{t('shipments:columns.next-cut-off')}</dt>
              <dd>
                {view.nextCutOff}
                {view.nextCutOffLeft ? <span className={styles.secondary}>{view.nextCutOffLeft}</span> : null}
              </dd>
              {booking.carrierBookingReference && siStatuses.has(booking.carrierBookingReference) ? (
                <>
                  <dt>{t('documentation:column')}</dt>
                  <dd>
                    <SiStatusLink item={siStatuses.get(booking.carrierBookingReference)} />
                  </dd>
                </>
              ) : null}
            </dl>
            {trackingOn && view.trackingHref ? (
              <Link
                className={styles.cardAction}
                to={view.trackingHref}
                aria-label={t('shipments:row.track-label', { reference: view.reference })}
              >
                {t('shipments:row.track')}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

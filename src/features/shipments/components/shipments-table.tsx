import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ScrollTable } from '@/components/ui/scroll-table';
import { sortableHeaders } from '@/components/ui/sortable-header';
import { paths } from '@/config/paths';
import { BOOKING_SORT_KEYS, type BookingSummary } from '@/domain/booking/booking-list-contract';
import { BookingStatusBadge } from '@/domain/booking/components/booking-status-badge';
import { DEFAULT_SHIPMENTS_SORT } from '@/domain/booking/shipments-url';
import { SiStatusLink, useSiStatuses } from '@/domain/documentation/components/si-status-link';
import { useFeatureFlag } from '@/domain/feature-flag/feature-flags';

import { summaryView } from '../utils/summary-view';
import styles from './shipments-list.module.css';

export interface ShipmentsTableProps {
  bookings: readonly BookingSummary[];
  sort: string;
  onSortChange: (sort: string) => void;
  now: Date;
}

/**
 * The overview on a desktop: one row per booking, sorted on the server. Sortable headers hold a button (APG sortable
 * table: Enter or Space sorts; ascending, descending, back to newest first) and the sorted column carries aria-sort.
 */
export function ShipmentsTable({ bookings, sort, onSortChange, now }: ShipmentsTableProps) {
  const { t } = useTranslation(['shipments', 'booking-domain', 'common', 'ui', 'documentation']);
  const siStatuses = useSiStatuses(bookings.flatMap((booking) => booking.carrierBookingReference ?? []));
  // The native tracking page's entry points follow its flag, like the booking detail page's.
  const trackingOn = useFeatureFlag('tracking');
  const header = sortableHeaders(sort, BOOKING_SORT_KEYS, DEFAULT_SHIPMENTS_SORT, onSortChange);

  return (
    <ScrollTable label={t('shipments:table.caption')} frameClassName={styles.scroller} tableClassName={styles.table}>
      <thead>
        <tr>
          {header(t('shipments:columns.booking'))}
          {header(t('shipments:columns.status'), 'bookingStatus')}
          {header(t('shipments:columns.route'))}
          {header(t('shipments:columns.vessel-voyage'))}
          {header(t('shipments:columns.etd'), 'departureDateTime')}
          {header(t('shipments:columns.eta'), 'arrivalDateTime')}
          {header(t('shipments:columns.equipment'))}
          {header(t('shipments:columns.next-cut-off'))}
          {header(t('shipments:columns.created'), 'createdDateTime')}
          {header(t('documentation:column'))}
          {trackingOn ? header(t('shipments:columns.tracking')) : null}
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => {
          const view = summaryView(t, booking, now);
          return (
            <tr key={booking.carrierBookingRequestReference}>
              <th scope="row" className={styles.referenceCell}>
                <Link to={paths.shipmentDetail.href(view.reference)}>{view.reference}</Link>
                {view.requestReference ? <span className={styles.secondary}>{view.requestReference}</span> : null}
              </th>
              <td>
                <BookingStatusBadge
                  bookingStatus={booking.bookingStatus}
                  amendedBookingStatus={booking.amendedBookingStatus}
                />
              </td>
              <td>{view.route}</td>
              <td>{view.vesselVoyage}</td>
              <td className={styles.time}>{view.etd}</td>
              <td className={styles.time}>{view.eta}</td>
              <td>{view.equipment}</td>
              <td className={styles.time}>
                {view.nextCutOff}
                {view.nextCutOffLeft ? <span className={styles.secondary}>{view.nextCutOffLeft}</span> : null}
              </td>
              <td className={styles.time}>{booking.createdDateTime.slice(0, 10)}</td>
              <td>
                <SiStatusLink
                  item={booking.carrierBookingReference ? siStatuses.get(booking.carrierBookingReference) : undefined}
                />
              </td>
              {trackingOn ? (
                <td>
                  {view.trackingHref ? (
                    <Link
                      to={view.trackingHref}
                      aria-label={t('shipments:row.track-label', { reference: view.reference })}
                    >
                      {t('shipments:row.track')}
                    </Link>
                  ) : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

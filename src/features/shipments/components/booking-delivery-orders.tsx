import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { ContainerDeliveryOrderStatus } from '@/domain/delivery-order/container-delivery-order-status';
import { deliveryOrderQueries } from '@/domain/delivery-order/delivery-order-api';
import { blNumberOfBooking } from '@/domain/documentation/bl-number';

import styles from './booking-delivery-orders.module.css';

/**
 * On the shipment detail, after the VGM status: each container of the booking's B/L ('ONEY' + booking number,
 * docs/areas/documentation.md) that a delivery order of the user's company holds, with the DO's status and a link to
 * it (docs/areas/vgm-delivery-orders.md). A company sees a DO only as consignee or notify party of the B/L, so most
 * bookings show nothing; the DO list is the query ContainerDeliveryOrderStatus reads, fetched once. Strings in the
 * 'delivery-order-domain' namespace (the shipment detail route loads it).
 */
export function BookingDeliveryOrders({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation('delivery-order-domain');
  const bookingNumber = booking.carrierBookingReference;
  const list = useQuery({
    ...deliveryOrderQueries.list(userId),
    enabled: bookingNumber !== undefined,
    meta: { errorHandling: 'silent' },
  });
  if (bookingNumber === undefined) return null;
  const bl = blNumberOfBooking(bookingNumber);
  const containers = new Set(
    (list.data?.deliveryOrders ?? [])
      .filter((order) => order.transportDocumentReference === bl)
      .flatMap((order) => order.equipmentReferences),
  );
  if (containers.size === 0) return null;
  return (
    <section aria-labelledby="delivery-orders-title" className={styles.card}>
      <h2 id="delivery-orders-title">{t('shipment.title', { bl })}</h2>
      <ul className={styles.list}>
        {[...containers].map((container) => (
          <li key={container}>
            <span className={styles.container}>{container}</span>{' '}
            <ContainerDeliveryOrderStatus transportDocumentReference={bl} equipmentReference={container} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useCurrentUserId } from '@/domain/session/session-store';

import { deliveryOrderQueries } from './delivery-order-api';
import { DeliveryOrderStatusBadge } from './delivery-order-status-badge';

/** Props of {@link ContainerDeliveryOrderStatus}: B/L number ('ONEYSHAE26110101') and container number (ISO 6346). */
export interface ContainerDeliveryOrderStatusProps {
  transportDocumentReference: string;
  equipmentReference: string;
}

/**
 * The delivery order status of one container of an import B/L (docs/areas/vgm-delivery-orders.md): the latest DO of
 * the user's company that holds the container, as a status badge with a link to the DO, or nothing (no DO, not logged
 * in, loading or failed: the shipment page does not depend on it). Needs the `delivery-order-domain` namespace.
 */
export function ContainerDeliveryOrderStatus({
  transportDocumentReference,
  equipmentReference,
}: ContainerDeliveryOrderStatusProps) {
  const { t } = useTranslation('delivery-order-domain');
  const userId = useCurrentUserId();
  const list = useQuery({
    ...deliveryOrderQueries.list(userId ?? ''),
    enabled: userId !== null,
    meta: { errorHandling: 'silent' },
  });
  const order = list.data?.deliveryOrders.find(
    (entry) =>
      entry.transportDocumentReference === transportDocumentReference.trim().toUpperCase() &&
      entry.equipmentReferences.includes(equipmentReference.trim().toUpperCase()),
  );
  if (!order) return null;
  return (
    <span>
      <DeliveryOrderStatusBadge status={order.deliveryStatus} />{' '}
      <Link
        to={paths.deliveryOrderDetail.href(order.deliveryOrderReference)}
        aria-label={t('container-link', { reference: order.deliveryOrderReference, container: equipmentReference })}
      >
        {order.deliveryOrderReference}
      </Link>
    </span>
  );
}

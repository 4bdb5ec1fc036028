import { DeliveryOrderDetailPage } from '@/features/delivery-orders/components/delivery-order-detail-page';

/** /documentation/delivery-orders/:deliveryOrderReference: one DO. Login required (router). */
export default function DeliveryOrderDetailRoute() {
  return <DeliveryOrderDetailPage />;
}

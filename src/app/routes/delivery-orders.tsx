import { DeliveryOrdersPage } from '@/features/delivery-orders/components/delivery-orders-page';

/** /documentation/delivery-orders: the consignee's import B/Ls, arrival notices and DOs. Login required (router). */
export default function DeliveryOrdersRoute() {
  return <DeliveryOrdersPage />;
}

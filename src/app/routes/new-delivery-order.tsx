import { NewDeliveryOrderPage } from '@/features/delivery-orders/components/new-delivery-order-page';

/** /documentation/delivery-orders/new?blNo=: the DO request of one import B/L. Login required (router). */
export default function NewDeliveryOrderRoute() {
  return <NewDeliveryOrderPage />;
}

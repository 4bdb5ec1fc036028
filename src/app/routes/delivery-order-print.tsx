import { DeliveryOrderPrintPage } from '@/features/delivery-orders/components/delivery-order-print-page';

/** /print/delivery-order?doNo=: one issued DO on A4. Login required (router). */
export default function DeliveryOrderPrintRoute() {
  return <DeliveryOrderPrintPage />;
}

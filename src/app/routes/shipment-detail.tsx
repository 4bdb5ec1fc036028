import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { ShipmentDetailPage } from '@/features/shipments/components/shipment-detail-page';

/**
 * /manage-shipment/shipments/:bookingReference: one booking and its actions. Login required (the
 * router's guard); unavailable while the 'booking' flag is off.
 */
export default function ShipmentDetailRoute() {
  return (
    <FeatureGate flag="booking">
      <ShipmentDetailPage />
    </FeatureGate>
  );
}

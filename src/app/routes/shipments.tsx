import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { ShipmentsPage } from '@/features/shipments/components/shipments-page';

/**
 * /manage-shipment/shipments (docs/requirements.md §2): the user's bookings. Login required (the router's
 * guard); unavailable while the 'booking' flag is off.
 */
export default function ShipmentsRoute() {
  return (
    <FeatureGate flag="booking">
      <ShipmentsPage />
    </FeatureGate>
  );
}

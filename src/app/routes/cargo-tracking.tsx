import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { CargoTrackingPage } from '@/features/tracking/components/cargo-tracking-page';

/**
 * /manage-shipment/cargo-tracking (docs/requirements.md §2): native cargo tracking. Public (no login);
 * unavailable while the 'tracking' flag is off. The legacy page /ecom/CUP_HOM_3301.do stays for old links.
 */
export default function CargoTrackingRoute() {
  return (
    <FeatureGate flag="tracking">
      <CargoTrackingPage />
    </FeatureGate>
  );
}

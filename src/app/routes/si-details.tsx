import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { SiDetailsPage } from '@/features/documentation/si-details/si-details-page';

/**
 * /documentation/si-details?bookingNo=: one booking's SI, its history and the draft or issued B/L,
 * with approve, correction and surrender. Login required (router); unavailable while the 'booking' flag is off.
 */
export default function SiDetailsRoute() {
  return (
    <FeatureGate flag="booking">
      <SiDetailsPage />
    </FeatureGate>
  );
}

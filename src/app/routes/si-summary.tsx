import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { SiSummaryPage } from '@/features/documentation/si-summary/si-summary-page';

/**
 * /documentation/si-summary?tab=list|dashboard: the user's SIs by booking with status and due time,
 * and the dashboard of counts. Login required (router); unavailable while the 'booking' flag is off.
 */
export default function SiSummaryRoute() {
  return (
    <FeatureGate flag="booking">
      <SiSummaryPage />
    </FeatureGate>
  );
}

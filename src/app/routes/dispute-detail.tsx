import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { DisputeDetailPage } from '@/features/e-finance/components/dispute-detail-page';

/** /e-finance/disputes/:disputeId: one dispute (docs/areas/e-finance.md). Login required; off with 'dispute'. */
export default function DisputeDetailRoute() {
  return (
    <FeatureGate flag="dispute">
      <DisputeDetailPage />
    </FeatureGate>
  );
}

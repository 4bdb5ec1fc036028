import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { NewDisputePage } from '@/features/e-finance/components/new-dispute-page';

/** /e-finance/disputes/new: the dispute form (docs/areas/e-finance.md). Login required; off with 'dispute'. */
export default function NewDisputeRoute() {
  return (
    <FeatureGate flag="dispute">
      <NewDisputePage />
    </FeatureGate>
  );
}

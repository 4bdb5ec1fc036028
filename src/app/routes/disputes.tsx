import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { DisputesPage } from '@/features/e-finance/components/disputes-page';

/** /e-finance/disputes: the company's invoice disputes (docs/areas/e-finance.md). Login required; off with 'dispute'. */
export default function DisputesRoute() {
  return (
    <FeatureGate flag="dispute">
      <DisputesPage />
    </FeatureGate>
  );
}

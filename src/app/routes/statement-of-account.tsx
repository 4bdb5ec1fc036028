import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { StatementPage } from '@/features/e-finance/components/statement-page';

/**
 * /e-finance/statement: the company's statement of account (docs/areas/e-finance.md "Statement of account"). Login
 * required (the router's guard); unavailable while the 'eFinance' flag is off.
 */
export default function StatementOfAccountRoute() {
  return (
    <FeatureGate flag="eFinance">
      <StatementPage />
    </FeatureGate>
  );
}

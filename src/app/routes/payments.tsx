import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { PaymentsPage } from '@/features/e-finance/components/payments-page';

/**
 * /e-finance/payments: the company's payment history (docs/areas/e-finance.md "Online payment"). Login required (the
 * router's guard); unavailable while the 'eFinance' or the 'payment' flag is off.
 */
export default function PaymentsRoute() {
  return (
    <FeatureGate flag="eFinance">
      <FeatureGate flag="payment">
        <PaymentsPage />
      </FeatureGate>
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { NewPaymentPage } from '@/features/e-finance/components/new-payment-page';

/**
 * /e-finance/payment/new?invoices=: the review of the invoices to pay (docs/areas/e-finance.md "Online payment"). Login
 * required (the router's guard); unavailable while the 'eFinance' or the 'payment' flag is off.
 */
export default function NewPaymentRoute() {
  return (
    <FeatureGate flag="eFinance">
      <FeatureGate flag="payment">
        <NewPaymentPage />
      </FeatureGate>
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { PaymentDetailPage } from '@/features/e-finance/components/payment-detail-page';

/**
 * /e-finance/payments/:paymentId: one payment's result, the receipt once it succeeded (docs/areas/e-finance.md "Online
 * payment"). Login required (the router's guard); unavailable while the 'eFinance' or the 'payment' flag is off.
 */
export default function PaymentDetailRoute() {
  return (
    <FeatureGate flag="eFinance">
      <FeatureGate flag="payment">
        <PaymentDetailPage />
      </FeatureGate>
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { PaymentGatewayPage } from '@/features/e-finance/components/payment-gateway-page';

/**
 * /e-finance/payment-gateway/:paymentId: the test payment gateway (card, then the challenge) (docs/areas/e-finance.md
 * "Online payment"). Login required (the router's guard); unavailable while the 'eFinance' or the 'payment' flag is
 * off.
 */
export default function PaymentGatewayRoute() {
  return (
    <FeatureGate flag="eFinance">
      <FeatureGate flag="payment">
        <PaymentGatewayPage />
      </FeatureGate>
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { PaymentDetailPage } from '@/features/e-finance/components/payment-detail-page';
import { EFINANCE_SURVEY_CODE } from '@/features/e-finance/utils/survey-offer';
import { SurveyForm } from '@/features/survey/components/survey-form';

/**
 * /e-finance/payments/:paymentId: one payment's result, the receipt once it succeeded (docs/areas/e-finance.md "Online
 * payment"). Login required (the router's guard); unavailable while the 'eFinance' or the 'payment' flag is off.
 * Under a succeeded payment the page offers the e-finance survey, the survey feature's form ("Survey after use").
 */
export default function PaymentDetailRoute() {
  return (
    <FeatureGate flag="eFinance">
      <FeatureGate flag="payment">
        <PaymentDetailPage survey={(onSent) => <SurveyForm code={EFINANCE_SURVEY_CODE} onSent={onSent} />} />
      </FeatureGate>
    </FeatureGate>
  );
}

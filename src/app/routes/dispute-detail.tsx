import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { DisputeDetailPage } from '@/features/e-finance/components/dispute-detail-page';
import { EFINANCE_SURVEY_CODE } from '@/features/e-finance/utils/survey-offer';
import { SurveyForm } from '@/features/survey/components/survey-form';

/**
 * /e-finance/disputes/:disputeId: one dispute (docs/areas/e-finance.md). Login required; off with 'dispute'. Right after
 * it was submitted the page offers the e-finance survey, the survey feature's form ("Survey after use").
 */
export default function DisputeDetailRoute() {
  return (
    <FeatureGate flag="dispute">
      <DisputeDetailPage survey={(onSent) => <SurveyForm code={EFINANCE_SURVEY_CODE} onSent={onSent} />} />
    </FeatureGate>
  );
}

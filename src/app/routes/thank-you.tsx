import { ThankYouPage } from '@/features/pages/components/thank-you-page';
import { SurveyForm } from '@/features/survey/components/survey-form';

/** Survey shown on the thank-you page (mocks/handlers/surveys.ts serves it). */
const THANK_YOU_SURVEY_CODE = 'ECOM_EXPERIENCE';

/** `/thank-you` (docs/requirements.md §2): the thank-you page with the experience survey under it. */
export default function ThankYouRoute() {
  return (
    <ThankYouPage>
      <SurveyForm code={THANK_YOU_SURVEY_CODE} />
    </ThankYouPage>
  );
}

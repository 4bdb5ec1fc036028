import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { SiFormPage } from '@/features/documentation/si-form/si-form-page';

/**
 * /documentation/si-submission-amendment?bookingNo=: submit or amend the SI of a confirmed
 * booking. Login required (router); unavailable while the 'booking' flag is off.
 */
export default function SiSubmissionAmendmentRoute() {
  return (
    <FeatureGate flag="booking">
      <SiFormPage />
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { BlSurrenderNoticePage } from '@/features/documentation/notices/bl-surrender-notice-page';

/**
 * /print/bl-surrender-notice?blNo=: the B/L surrender notice (telex release), printable on A4.
 * Login required (router); unavailable while the 'booking' flag is off.
 */
export default function BlSurrenderNoticeRoute() {
  return (
    <FeatureGate flag="booking">
      <BlSurrenderNoticePage />
    </FeatureGate>
  );
}

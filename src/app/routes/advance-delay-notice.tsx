import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { AdvanceDelayNoticePage } from '@/features/documentation/notices/advance-delay-notice-page';

/**
 * /print/advance-delay-notice?bookingNo=: a booking's vessel delay notice, printable on A4. Login
 * required (router); unavailable while the 'booking' flag is off.
 */
export default function AdvanceDelayNoticeRoute() {
  return (
    <FeatureGate flag="booking">
      <AdvanceDelayNoticePage />
    </FeatureGate>
  );
}

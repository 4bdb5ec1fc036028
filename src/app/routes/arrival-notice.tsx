import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { ArrivalNoticePage } from '@/features/documentation/notices/arrival-notice-page';

/**
 * /print/arrival-notice?blNo=: the arrival notice of a B/L, printable on A4. Login required
 * (router); unavailable while the 'booking' flag is off.
 */
export default function ArrivalNoticeRoute() {
  return (
    <FeatureGate flag="booking">
      <ArrivalNoticePage />
    </FeatureGate>
  );
}

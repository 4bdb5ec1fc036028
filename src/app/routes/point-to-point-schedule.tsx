import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { PointToPointSchedulePage } from '@/features/schedule/components/point-to-point-schedule-page';

/** /schedule/point-to-point-schedule (docs/requirements.md §2); unavailable while the 'schedules' flag is off. */
export default function PointToPointScheduleRoute() {
  return (
    <FeatureGate flag="schedules">
      <PointToPointSchedulePage />
    </FeatureGate>
  );
}

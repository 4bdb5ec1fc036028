import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { VesselSchedulePage } from '@/features/schedule/components/vessel-schedule-page';

/** /schedule/vessel-schedule (docs/areas/schedule.md); unavailable while the 'schedules' flag is off. */
export default function VesselScheduleRoute() {
  return (
    <FeatureGate flag="schedules">
      <VesselSchedulePage />
    </FeatureGate>
  );
}

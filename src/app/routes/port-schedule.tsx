import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { PortSchedulePage } from '@/features/schedule/components/port-schedule-page';

/** /schedule/port-schedule (docs/areas/schedule.md "Port schedule"); unavailable while the 'schedules' flag is off. */
export default function PortScheduleRoute() {
  return (
    <FeatureGate flag="schedules">
      <PortSchedulePage />
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { LongRangeSchedulePage } from '@/features/schedule/components/long-range-schedule-page';

/** /schedule/long-range-schedule (docs/areas/schedule.md "Long-range schedule"); unavailable while 'schedules' is off. */
export default function LongRangeScheduleRoute() {
  return (
    <FeatureGate flag="schedules">
      <LongRangeSchedulePage />
    </FeatureGate>
  );
}

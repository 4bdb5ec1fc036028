import { PointToPointSchedulePage } from '@/features/schedule/components/point-to-point-schedule-page';

/** /schedule/point-to-point-schedule (spec section 2). */
export default function PointToPointScheduleRoute() {
  return <PointToPointSchedulePage />;
}

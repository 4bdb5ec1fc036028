import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';

/** `/booking/booking-request` (docs/requirements.md §2); login required (router guard), booking flag on. */
export default function BookingRequestRoute() {
  return (
    <FeatureGate flag="booking">
      <BookingRequestPage />
    </FeatureGate>
  );
}

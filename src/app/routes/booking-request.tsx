import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';

/** `/booking/booking-request` (spec section 2, issue 14 section 2); login required (router guard), booking flag on. */
export default function BookingRequestRoute() {
  return (
    <FeatureGate flag="booking">
      <BookingRequestPage />
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { BookingSubmittedPage } from '@/features/booking/components/booking-submitted-page';

/** `/booking/booking-request/submitted/:bookingReference`: the request's live status and summary. */
export default function BookingSubmittedRoute() {
  return (
    <FeatureGate flag="booking">
      <BookingSubmittedPage />
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { BookingSubmittedPage } from '@/features/booking/components/booking-submitted-page';

/** `/booking/booking-request/submitted/:bookingReference` (issue 14 section 2): the request's live status and summary. */
export default function BookingSubmittedRoute() {
  return (
    <FeatureGate flag="booking">
      <BookingSubmittedPage />
    </FeatureGate>
  );
}

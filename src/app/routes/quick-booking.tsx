import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { QuickBookingPage } from '@/features/booking/components/quick-booking/quick-booking-page';

/** /booking/quick-booking (login required); unavailable where the country's booking flag is off. */
export default function QuickBookingRoute() {
  return (
    <FeatureGate flag="booking">
      <QuickBookingPage />
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { BookingTemplatesPage } from '@/features/booking-templates/components/booking-templates-page';
import { WithUser } from '@/features/booking-templates/components/with-user';

/**
 * /booking/booking-template: every booking template the user may use, own and shared with them. Login required (the router's guard);
 * unavailable while the 'booking' flag is off. The list loads afresh on every visit (docs/requirements.md §2).
 */
export default function BookingTemplatesRoute() {
  return (
    <FeatureGate flag="booking">
      <WithUser>{(userId) => <BookingTemplatesPage userId={userId} />}</WithUser>
    </FeatureGate>
  );
}

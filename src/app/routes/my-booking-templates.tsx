import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { MyBookingTemplatesPage } from '@/features/booking-templates/components/my-booking-templates-page';
import { WithUser } from '@/features/booking-templates/components/with-user';

/**
 * /booking/my-booking-template: the user's own booking templates, create, rename, edit, delete. Login required (the router's guard);
 * unavailable while the 'booking' flag is off. The list loads afresh on every visit (docs/requirements.md §2).
 */
export default function MyBookingTemplatesRoute() {
  return (
    <FeatureGate flag="booking">
      <WithUser>{(userId) => <MyBookingTemplatesPage userId={userId} />}</WithUser>
    </FeatureGate>
  );
}

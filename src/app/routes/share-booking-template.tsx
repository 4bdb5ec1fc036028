import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { ShareBookingTemplatePage } from '@/features/booking-templates/components/share-booking-template-page';
import { WithUser } from '@/features/booking-templates/components/with-user';

/**
 * /booking/share-booking-template: share one of the user's templates with colleagues, revoke. Login required (the router's guard);
 * unavailable while the 'booking' flag is off. The list loads afresh on every visit (docs/requirements.md §2).
 */
export default function ShareBookingTemplateRoute() {
  return (
    <FeatureGate flag="booking">
      <WithUser>{(userId) => <ShareBookingTemplatePage userId={userId} />}</WithUser>
    </FeatureGate>
  );
}

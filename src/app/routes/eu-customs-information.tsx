import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { EuCustomsPage } from '@/features/customs/components/eu-customs-page';

/**
 * /booking/eu-customs-information: ICS2 information, the user's EU-bound bookings with their
 * readiness and filing status, and `?booking=<ref>` the form of one booking. Login required (router); unavailable
 * while the 'booking' flag is off.
 */
export default function EuCustomsInformationRoute() {
  return (
    <FeatureGate flag="booking">
      <EuCustomsPage />
    </FeatureGate>
  );
}

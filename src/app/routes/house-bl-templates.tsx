import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { HouseBlTemplatesPage } from '@/features/documentation/house-bl/house-bl-templates-page';

/**
 * /documentation/create-new-house-bl-template: a forwarder's house B/L templates, `?template=`
 * opens one (or 'new'). Login required (router); unavailable while the 'booking' flag is off.
 */
export default function HouseBlTemplatesRoute() {
  return (
    <FeatureGate flag="booking">
      <HouseBlTemplatesPage />
    </FeatureGate>
  );
}

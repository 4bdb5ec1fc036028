import type { RequestHandler } from 'msw';

import { addressBookHandlers } from './address-book/handlers';
import { alertHandlers } from './alerts/handlers';
import { authGuardHandlers, authHandlers } from './auth/handlers';
import { bookingHandlers } from './booking/handlers';
import { bookingTemplateHandlers } from './booking-templates/handlers';
import { customsHandlers } from './customs/handlers';
import { deliveryOrderHandlers, importBookingHandlers } from './delivery-orders/handlers';
import { demurrageDetentionHandlers } from './demurrage-detention/handlers';
import { documentationHandlers } from './documentation/handlers';
import { houseBlTemplateHandlers } from './documentation/house-bl-templates';
import { invoiceHandlers } from './e-finance/handlers';
import { featureFlagHandlers } from './feature-flags/handlers';
import { geolocationHandlers } from './geolocation/handlers';
import { guideHandlers } from './guides/handlers';
import { noticeHandlers } from './notices/handlers';
import { notificationHandlers } from './notifications/handlers';
import { pricesHandlers } from './prices/handlers';
import { profileHandlers } from './profile/handlers';
import { withQuickMatch } from './quick-match';
import { referenceDataHandlers } from './reference-data/handlers';
import { scenarioHandlers } from './scenarios';
import { scheduleHandlers } from './schedule/handlers';
import { longRangeScheduleHandlers } from './schedule/long-range-handlers';
import { portScheduleHandlers } from './schedule/port-handlers';
import { vesselScheduleHandlers } from './schedule/vessel-handlers';
import { shipmentsHandlers } from './shipments/handlers';
import { surveyHandlers } from './surveys/handlers';
import { trackingHandlers } from './tracking/handlers';
import { vgmHandlers } from './vgm/handlers';
import { webVitalsHandlers } from './web-vitals/handlers';

/**
 * Every handler of the mock carrier backend, by resource. Order matters: the QA fault scenarios (mocks/scenarios.ts)
 * first, then the bearer check, then the resources. Each HTTP handler turns away requests it cannot match at once
 * (./quick-match.ts).
 */
export const handlers: RequestHandler[] = withQuickMatch([
  ...scenarioHandlers,
  ...authGuardHandlers,
  ...authHandlers,
  ...scheduleHandlers,
  ...longRangeScheduleHandlers,
  ...vesselScheduleHandlers,
  ...portScheduleHandlers,
  ...referenceDataHandlers,
  ...featureFlagHandlers,
  ...geolocationHandlers,
  ...guideHandlers,
  ...profileHandlers,
  // Before the booking mock: it answers a party to an import B/L with the B/L's booking and hands on the rest.
  ...importBookingHandlers,
  ...bookingHandlers,
  // Before the documentation mock: it answers the arrival notices of import B/Ls and hands on the rest.
  ...deliveryOrderHandlers,
  ...documentationHandlers,
  ...houseBlTemplateHandlers,
  ...bookingTemplateHandlers,
  ...customsHandlers,
  ...pricesHandlers,
  ...shipmentsHandlers,
  ...invoiceHandlers,
  ...vgmHandlers,
  ...trackingHandlers,
  ...demurrageDetentionHandlers,
  ...surveyHandlers,
  ...noticeHandlers,
  ...notificationHandlers,
  ...webVitalsHandlers,
  ...addressBookHandlers,
  ...alertHandlers,
]);

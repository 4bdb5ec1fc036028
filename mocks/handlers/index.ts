import type { RequestHandler } from 'msw';

import { featureFlagHandlers } from './feature-flags';
import { geolocationHandlers } from './geolocation';
import { referenceDataHandlers } from './reference-data';
import { scheduleHandlers } from './schedule';

/** Every happy-path handler of the mock carrier backend, by resource. Fault injection lives in mocks/scenarios.ts. */
export const handlers: RequestHandler[] = [
  ...scheduleHandlers,
  ...referenceDataHandlers,
  ...featureFlagHandlers,
  ...geolocationHandlers,
];

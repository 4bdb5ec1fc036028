import type { RequestHandler } from 'msw';

import { scenarioHandlers } from '../scenarios';
import { authGuardHandlers, authHandlers } from './auth';
import { featureFlagHandlers } from './feature-flags';
import { geolocationHandlers } from './geolocation';
import { guideHandlers } from './guides';
import { noticeHandlers } from './notices';
import { profileHandlers } from './profile';
import { referenceDataHandlers } from './reference-data';
import { scheduleHandlers } from './schedule';
import { surveyHandlers } from './surveys';
import { webVitalsHandlers } from './web-vitals';

/**
 * Every handler of the mock carrier backend, by resource. Order matters: the QA fault scenarios (mocks/scenarios.ts)
 * first, then the bearer check, then the resources.
 */
export const handlers: RequestHandler[] = [
  ...scenarioHandlers,
  ...authGuardHandlers,
  ...authHandlers,
  ...scheduleHandlers,
  ...referenceDataHandlers,
  ...featureFlagHandlers,
  ...geolocationHandlers,
  ...guideHandlers,
  ...profileHandlers,
  ...surveyHandlers,
  ...noticeHandlers,
  ...webVitalsHandlers,
];

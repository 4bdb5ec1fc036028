import type { RequestHandler } from 'msw';

import { guideHandlers } from './guides';
import { noticeHandlers } from './notices';
import { profileHandlers } from './profile';
import { scheduleHandlers } from './schedule';
import { surveyHandlers } from './surveys';

/** Every happy-path handler of the mock carrier backend, by resource. Fault injection lives in mocks/scenarios.ts. */
export const handlers: RequestHandler[] = [
  ...scheduleHandlers,
  ...guideHandlers,
  ...profileHandlers,
  ...surveyHandlers,
  ...noticeHandlers,
];

import type { RequestHandler } from 'msw';

import { scheduleHandlers } from './schedule';
import { webVitalsHandlers } from './web-vitals';

/** Every happy-path handler of the mock carrier backend, by resource. Fault injection lives in mocks/scenarios.ts. */
export const handlers: RequestHandler[] = [...scheduleHandlers, ...webVitalsHandlers];

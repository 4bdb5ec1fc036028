import type { RequestHandler } from 'msw';

import { scheduleHandlers } from './schedule';

/** Every happy-path handler of the mock carrier backend, by resource. Fault injection lives in mocks/scenarios.ts. */
export const handlers: RequestHandler[] = [...scheduleHandlers];

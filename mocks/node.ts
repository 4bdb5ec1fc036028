import { setupServer } from 'msw/node';

import { handlers } from './handlers';

/** The mock carrier backend for Vitest (msw/node). tests/setup.ts starts it before and resets it after each test. */
export const server = setupServer(...handlers);

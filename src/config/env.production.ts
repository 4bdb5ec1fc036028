import type { Env } from '@/config/env';

/**
 * Stand-in for src/config/env.ts in production builds (vite.config.ts aliases `@/config/env` to this file when the mocks
 * are off): a production build takes every endpoint from the runtime config file (src/config/runtime-config.ts) and
 * never reads `.env`, so neither the `VITE_*` schema nor zod belongs in its app shell. Throws if called anyway.
 */
export function readEnv(): Env {
  throw new Error('A production build reads its configuration from config.json, not from .env.');
}

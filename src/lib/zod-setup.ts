import * as z from 'zod/mini';

// Imported first by every module that creates zod schemas (tests/lib/zod-setup.test.ts checks it), before it creates
// one. The CSP allows no eval (script-src 'self'): zod compiles object parsers with `new Function` unless jitless, and
// it probes for that when an object schema is created, a probe the browser reports as a CSP violation. zod's global
// config is shared by zod/mini and the chained API. Not imported by main.tsx: zod is not part of the app shell (the
// runtime config's schema loads beside config.json; issue 6, first-load JavaScript and LCP).
z.config({ jitless: true });

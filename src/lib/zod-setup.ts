import * as z from 'zod/mini';

// Imported first by main.tsx, before any module creates a schema. The CSP allows no eval (script-src 'self'): zod
// compiles object parsers with `new Function` unless jitless, and it probes for that when an object schema is created,
// a probe the browser reports as a CSP violation. zod's global config is shared by zod/mini and the chained API.
z.config({ jitless: true });

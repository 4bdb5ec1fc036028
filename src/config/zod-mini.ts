import { z } from 'zod/mini';

// The one place zod/mini is imported (ESLint forbids 'zod/mini' elsewhere in src/ and mocks/); ES modules evaluate this
// module before the importer's body, so the config below is set before any schema is created.
// - jitless: the CSP allows no eval (script-src 'self'). zod compiles object parsers with `new Function` unless jitless,
//   and probes for that when an object schema is created, a probe the browser reports as a CSP violation.
// - English messages: zod/mini registers no locale (an issue reads just 'Invalid input'), while the chained API
//   registers English on import. Both share zod core's global config, so an explicit locale set earlier wins.
// Imports nothing from src/ (config/ is the lowest layer). Kept out of the app shell: only lazily loaded code uses it.
z.config({ jitless: true });
if (!z.config().localeError) z.config(z.locales.en());

/**
 * zod/mini (functional API, about 18 kB gzip lighter than the chained one) with the CSP-safe jitless mode and English
 * default messages. Use it for schemas on hot paths and small chunks; `@/config/zod` gives the chained API, same config.
 */
export { z };

import { z } from 'zod';

// The one place the chained zod API is imported (ESLint forbids 'zod' elsewhere in src/ and mocks/). The chained API
// registers English messages on import; jitless because the CSP allows no eval (see config/zod-mini.ts). zod core's
// config is global, so this and `@/config/zod-mini` configure the same thing; each sets it so that either may load
// first. Imports nothing from src/.
z.config({ jitless: true });

/**
 * zod's chained API (`z.object({...}).refine(...)`) with the CSP-safe jitless mode and English default messages.
 * Forms and mock handlers use it; code that must stay small uses `@/config/zod-mini`.
 */
export { z };

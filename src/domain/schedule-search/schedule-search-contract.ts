import { z } from '@/config/zod-mini';

/*
 * The schedule search's code lists shared by the schedule API contract (domain/schedule-search/point-to-point-contract.ts),
 * the search link (schedule-search-url.ts) and the mock carrier backend.
 */

/** Haulage term codes (docs/requirements.md §3): Door = D, CY = Y. */
export const TERM_CODES = ['D', 'Y'] as const;
/** A {@link TERM_CODES} value. */
export const termCodeSchema = z.enum(TERM_CODES);
/** {@link termCodeSchema}'s type. */
export type TermCode = z.infer<typeof termCodeSchema>;

/** Transshipment filter (docs/requirements.md §3): Direct = D, Transshipment = T; absent means all. */
export const TS_FLAGS = ['D', 'T'] as const;
/** A {@link TS_FLAGS} value. */
export const tsFlagSchema = z.enum(TS_FLAGS);
/** {@link tsFlagSchema}'s type. */
export type TsFlag = z.infer<typeof tsFlagSchema>;

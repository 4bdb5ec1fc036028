import type { RequestHandler } from 'msw';

/*
 * The mock carrier's prices API (contracts: src/features/prices/api/prices-contract.ts and
 * src/domain/quote/quote-contract.ts; README "Prices"). Filled in by issue 15's mock backend.
 */

/** Handlers of the tariff, surcharge and quote resources. */
export const pricesHandlers: RequestHandler[] = [];

import {
  type AcceptQuoteRequest,
  type Quote,
  QUOTE_OFFERS_PATH,
  type QuoteOffersResponse,
  quoteOffersResponseSchema,
  quotePath,
  QUOTES_PATH,
  quoteSchema,
  type QuoteSearch,
} from '@/domain/quote/quote-contract';
import { apiClient } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';

/*
 * Fetchers of the instant quote API (quote-contract.ts lists the calls; docs/areas/prices.md). Every one rejects with
 * ApiError (code from QUOTE_ERROR_CODES; a 400 carries `errors` with the invalid fields' JSONPaths) or with a ZodError
 * when the answer does not have the contract's shape.
 */

/**
 * GET v1/quotes/offers (public): the offers for `search` on the sailings of the coming QUOTE_OFFER_WEEKS weeks, in
 * departure order; an empty list when no sailing fits. 422 NOT_QUOTABLE never happens here (the page keeps dangerous
 * and out-of-gauge cargo out of the search).
 */
export async function getQuoteOffers(search: QuoteSearch, signal?: AbortSignal): Promise<QuoteOffersResponse> {
  const { data } = await apiClient.get<unknown>(QUOTE_OFFERS_PATH, {
    params: { ...search, quantity: String(search.quantity) },
    signal,
  });
  return quoteOffersResponseSchema.parse(data);
}

/**
 * POST v1/quotes (login): accepts offer `request.offerId` of the search in `request`; 201 with the Quote (reference,
 * frozen price, terms). `idempotencyKey` makes a retry safe: the same key answers the same quote. 409
 * OFFER_NOT_AVAILABLE when the offer is no longer offered (its cut-off passed, or the week's prices moved on).
 */
export async function acceptQuote(request: AcceptQuoteRequest, idempotencyKey: string): Promise<Quote> {
  const { data } = await apiClient.post<unknown>(QUOTES_PATH, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return quoteSchema.parse(data);
}

/** GET v1/quotes/{quoteReference} (login): the user's accepted quote; 404 QUOTE_NOT_FOUND if unknown or another's. */
export async function getQuote(quoteReference: string, signal?: AbortSignal): Promise<Quote> {
  const { data } = await apiClient.get<unknown>(quotePath(quoteReference), { signal });
  return quoteSchema.parse(data);
}

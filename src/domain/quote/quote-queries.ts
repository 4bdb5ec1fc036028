import { queryOptions } from '@tanstack/react-query';

import { getQuote, getQuoteOffers } from '@/domain/quote/quote-api';
import type { QuoteSearch } from '@/domain/quote/quote-contract';
import { userScope } from '@/lib/user-scope';

/** How long (ms) offers stay fresh: prices move weekly, sailings' cut-offs by the hour; 5 minutes is safe for both. */
export const QUOTE_OFFERS_STALE_MS = 5 * 60_000;

/**
 * Query factory of quotes (TkDodo's hierarchy): all -> offers(search) for the public search; all -> user(userId) ->
 * detail(ref) for accepted quotes, which are per user (`userScope`: dropped on logout or a change of user). Accepting
 * a quote seeds `detail` with the answer.
 */
export const quoteQueries = {
  all: () => ['quotes'] as const,
  offers: (search: QuoteSearch) =>
    queryOptions({
      queryKey: [...quoteQueries.all(), 'offers', search] as const,
      queryFn: ({ signal }) => getQuoteOffers(search, signal),
      staleTime: QUOTE_OFFERS_STALE_MS,
      // The page shows a failed search inline with its retry; session-wide statuses still pop up.
      meta: { errorHandling: 'custom' },
    }),
  user: (userId: string) => [...quoteQueries.all(), userScope(userId)] as const,
  /** One accepted quote of `userId`; its status turns EXPIRED once validUntil has passed (refetch on focus shows it). */
  detail: (userId: string, quoteReference: string) =>
    queryOptions({
      queryKey: [...quoteQueries.user(userId), 'detail', quoteReference] as const,
      queryFn: ({ signal }) => getQuote(quoteReference, signal),
      meta: { errorHandling: 'custom' },
    }),
};

import { queryOptions } from '@tanstack/react-query';

import type { Quote } from '@/domain/quote/quote-contract';
import { userScope } from '@/lib/user-scope';

/**
 * domain/quote's `quoteQueries.detail(userId, ref)` for the booking request, with its fetcher loaded on first use: the
 * quote's schemas (quote-contract, money, the one-quote link) then stay out of the plain booking request's form chunk,
 * which the page's Lighthouse budget counts (docs/performance.md). The key is the factory's own (a unit test holds
 * them equal), so the ONE Quote page's accept, which seeds that key, and this read share one cache entry.
 */
export function quoteDetailQuery(userId: string, quoteReference: string) {
  return queryOptions({
    queryKey: ['quotes', userScope(userId), 'detail', quoteReference] as const,
    queryFn: async ({ signal }): Promise<Quote> => {
      const { getQuote } = await import('@/domain/quote/quote-api');
      return getQuote(quoteReference, signal);
    },
    meta: { errorHandling: 'custom' },
  });
}

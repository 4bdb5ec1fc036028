import { useMutation, useQueryClient } from '@tanstack/react-query';

import { acceptQuote } from '@/domain/quote/quote-api';
import type { AcceptQuoteRequest } from '@/domain/quote/quote-contract';
import { quoteQueries } from '@/domain/quote/quote-queries';

/** Variables of {@link useAcceptQuote}: the search and offer, and an Idempotency-Key kept from the first press. */
export interface AcceptQuoteVariables {
  request: AcceptQuoteRequest;
  idempotencyKey: string;
}

/**
 * Accepts an offer as `userId`; on success the quote's detail query holds the answer (the booking request reads it
 * without another call). The caller shows failures next to its button (`errorHandling: 'custom'`); session-wide
 * statuses still pop up.
 */
export function useAcceptQuote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: AcceptQuoteVariables) => acceptQuote(request, idempotencyKey),
    meta: { errorHandling: 'custom' },
    onSuccess: (quote) => queryClient.setQueryData(quoteQueries.detail(userId, quote.quoteReference).queryKey, quote),
  });
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import type { BookingChannel } from '@/domain/booking/booking-codes-contract';
import { quoteDetailQuery } from '@/features/booking/api/quote-detail-query';
import type { QuoteNoticeKind } from '@/features/booking/components/quote-status-notice';
import { isQuoteNotFound, type QuoteRefusal } from '@/features/booking/utils/quote-refusal';

/** What the booking request form knows about the quote it books on (none: `quoteReference` null). */
export interface BookingQuoteOptions {
  userId: string;
  quoteReference: string | null;
  /** The user already chose "book without the quote" (restored from the draft). */
  initialWithoutQuote: boolean;
  /** The quote was not found (404) when the form started: a normal booking request. */
  initialQuoteNotFound: boolean;
}

/**
 * The quote side of the booking request: the quote read, whether the form is locked to it (`onQuote`: route, sailing,
 * equipment, price; channel AOQ) until the quote proves unknown or the user books without it, the carrier's refusal
 * at submit (`conflict`), a price mismatch, and the notice at the top.
 */
export function useBookingQuote({
  userId,
  quoteReference,
  initialWithoutQuote,
  initialQuoteNotFound,
}: BookingQuoteOptions) {
  const [withoutQuote, setWithoutQuote] = useState(initialWithoutQuote);
  /** The carrier refused the booking on the quote at submit: 409 QUOTE_EXPIRED / QUOTE_ALREADY_BOOKED, 404. */
  const [conflict, setConflict] = useState<QuoteRefusal | null>(null);
  const [mismatch, setMismatch] = useState(false);
  const quoteQuery = useQuery({
    ...quoteDetailQuery(userId, quoteReference ?? ''),
    enabled: quoteReference !== null && !withoutQuote && !initialQuoteNotFound,
    // An unknown quote stays unknown: no refetch of a failed read flips the form back to "on a quote" meanwhile.
    retryOnMount: false,
    refetchOnWindowFocus: (query) => query.state.status !== 'error',
  });
  const quoteNotFound = initialQuoteNotFound || conflict === 'not-found' || isQuoteNotFound(quoteQuery.error);
  const onQuote = quoteReference !== null && !withoutQuote && !quoteNotFound;
  const quoteData = onQuote ? quoteQuery.data : undefined;
  const notice: QuoteNoticeKind | null =
    quoteReference === null
      ? null
      : withoutQuote
        ? 'without'
        : quoteNotFound
          ? 'not-found'
          : conflict === 'booked' || quoteData?.status === 'BOOKED'
            ? 'booked'
            : conflict === 'expired' || quoteData?.status === 'EXPIRED'
              ? 'expired'
              : null;
  const channel: BookingChannel = onQuote ? 'AOQ' : 'WEB';
  return {
    quoteQuery,
    withoutQuote,
    setWithoutQuote,
    conflict,
    setConflict,
    mismatch,
    setMismatch,
    onQuote,
    quoteData,
    notice,
    channel,
  };
}

/** {@link useBookingQuote}'s result. */
export type BookingQuote = ReturnType<typeof useBookingQuote>;

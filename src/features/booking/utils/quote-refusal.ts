import type { QUOTE_ERROR_CODES } from '@/domain/quote/quote-contract';
import { ApiError } from '@/lib/api-error';

/** How the carrier refused a booking on a quote: expired, already booked, or unknown. */
export type QuoteRefusal = 'expired' | 'booked' | 'not-found';

const QUOTE_REFUSALS = {
  QUOTE_EXPIRED: 'expired',
  QUOTE_ALREADY_BOOKED: 'booked',
  QUOTE_NOT_FOUND: 'not-found',
} as const satisfies Record<
  (typeof QUOTE_ERROR_CODES)['expired' | 'alreadyBooked' | 'notFound'],
  'expired' | 'booked' | 'not-found'
>;
/** quote-contract's QUOTE_ERROR_CODES.mismatch (the type holds them equal; a value import would load the schemas). */
export const QUOTE_MISMATCH: (typeof QUOTE_ERROR_CODES)['mismatch'] = 'QUOTE_MISMATCH';

/**
 * What POST v1/bookings refused about the quote (409 expired / already booked, 404 unknown), or null: the quote's
 * notice at the top says it, not the form's error line.
 */
export function quoteRefusal(error: unknown): QuoteRefusal | null {
  if (!(error instanceof ApiError)) return null;
  return error.code in QUOTE_REFUSALS ? QUOTE_REFUSALS[error.code as keyof typeof QUOTE_REFUSALS] : null;
}

/** GET v1/quotes/{ref} answered 404: the quote is unknown or another user's. */
export const isQuoteNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

import {
  type AcceptQuoteRequest,
  type Quote,
  QUOTE_CHANGEABLE_FIELDS,
  type QuoteSearch,
} from '@/domain/quote/quote-contract';

import { defineTable, defineUserCollection, defineUserDocument } from '../db';
import { requirePort } from '../schedule/data/ports';
import { hashInt } from '../schedule/data/random';
import { isoUtc } from '../schedule/data/zoned-time';
import { findOffer } from './offers';

/*
 * Accepted quotes of each user in the mock database (docs/areas/prices.md): stored as accepted, frozen with their offer;
 * the status EXPIRED is computed on every read once validUntil has passed, so nothing runs on a timer.
 */

/** Cancellation fee per container of a booking on a quote cancelled after confirmation (USD cents). */
export const QUOTE_CANCELLATION_FEE_USD_CENTS = 10_000;

/** Quotes by reference, per user. */
const quotes = defineUserCollection<Quote>('quotes', { idOf: (quote) => quote.quoteReference });
/** Idempotency-Key -> quote reference, per user: a retried accept answers the first quote. */
const acceptKeys = defineUserDocument<Record<string, string>>('quote-idempotency', () => ({}));
/** Quote reference -> user ID, across users, so a reference is never given twice. */
const references = defineTable<Record<string, string>>('quote-references', () => ({}));

/** The quote as seen at `nowMs`: ACTIVE turns EXPIRED once `validUntil` is in the past. */
function view(quote: Quote, nowMs: number): Quote {
  return quote.status === 'ACTIVE' && Date.parse(quote.validUntil) < nowMs ? { ...quote, status: 'EXPIRED' } : quote;
}

/** The user's quote `quoteReference` as seen at `nowMs`, or undefined when there is none of theirs. */
export function readQuote(userId: string, quoteReference: string, nowMs: number): Quote | undefined {
  const quote = quotes.get(userId, quoteReference);
  return quote ? view(quote, nowMs) : undefined;
}

/** A new quote reference: 'Q' + the POL's country + the 2-digit year + 7 digits from the user, key and attempt. */
function newReference(userId: string, idempotencyKey: string, countryCode: string, nowMs: number): string {
  const taken = references.read();
  const year = isoUtc(nowMs).slice(2, 4);
  for (let attempt = 0; ; attempt += 1) {
    const digits = String(hashInt(0, 9_999_999, userId, idempotencyKey, attempt)).padStart(7, '0');
    const reference = `Q${countryCode}${year}${digits}`;
    if (!(reference in taken)) return reference;
  }
}

/** The search part of an accept request. */
function searchOf(request: AcceptQuoteRequest): QuoteSearch {
  const { originCode, destinationCode, isoEquipmentCode, quantity, commodity, cargoReadyDate } = request;
  return { originCode, destinationCode, isoEquipmentCode, quantity, commodity, cargoReadyDate };
}

/** The outcome of an accept: the quote (and whether this call created it), or the offer is no longer offered. */
export type AcceptOutcome = { quote: Quote; created: boolean } | { offerNotAvailable: true };

/**
 * Accepts offer `request.offerId` of the request's search for `userId` at `nowMs` (POST v1/quotes): the offer is priced
 * again and must still be offered (same pricing week, cut-off ahead). The same `idempotencyKey` answers the first quote
 * again without creating another.
 */
export function acceptQuote(
  userId: string,
  request: AcceptQuoteRequest,
  idempotencyKey: string,
  nowMs: number,
): AcceptOutcome {
  const seen = acceptKeys.get(userId)?.[idempotencyKey];
  const existing = seen === undefined ? undefined : readQuote(userId, seen, nowMs);
  if (existing) return { quote: existing, created: false };
  const search = searchOf(request);
  const offer = findOffer(search, request.offerId, nowMs);
  if (!offer) return { offerNotAvailable: true };
  const quoteReference = newReference(userId, idempotencyKey, requirePort(search.originCode).countryCode, nowMs);
  const quote: Quote = {
    quoteReference,
    status: 'ACTIVE',
    search,
    offer,
    createdDateTime: isoUtc(nowMs),
    validUntil: offer.validUntil,
    terms: {
      changeableFields: [...QUOTE_CHANGEABLE_FIELDS],
      cancellationFee: { amount: QUOTE_CANCELLATION_FEE_USD_CENTS, currency: 'USD' },
    },
  };
  references.update((taken) => {
    taken[quoteReference] = userId;
  });
  quotes.put(userId, quote);
  acceptKeys.set(userId, { ...acceptKeys.get(userId), [idempotencyKey]: quoteReference });
  return { quote, created: true };
}

/** Marks the user's quote BOOKED by booking request `carrierBookingRequestReference` (a booking on it succeeded). */
export function markQuoteBooked(userId: string, quoteReference: string, carrierBookingRequestReference: string): void {
  const quote = quotes.get(userId, quoteReference);
  if (!quote) return;
  quotes.put(userId, { ...quote, status: 'BOOKED', carrierBookingRequestReference });
}

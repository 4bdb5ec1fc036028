import { z } from '@/config/zod-mini';
import { unLocationCodeSchema } from '@/domain/location/location-contract';
import { exchangeRateSchema, moneySchema } from '@/domain/money/money';
import { isoDateSchema, pointToPointRouteSchema } from '@/domain/schedule-search/point-to-point-contract';

/*
 * The instant quote ("ONE Quote") API contract. Here rather than in features/prices because a
 * quote ends in a booking: the prices pages search and accept offers, the booking request reads an accepted quote and
 * books on it (contractQuotationReference, booking channel AOQ). zod/mini, so the public quote page stays small.
 *
 * Calls (paths relative to the main API base; docs/areas/prices.md):
 *   GET  v1/quotes/offers?originCode&destinationCode&isoEquipmentCode&quantity&commodity&cargoReadyDate
 *        public -> 200 QuoteOffersResponse (offers on the real sailings of the coming weeks)
 *   POST v1/quotes           login, header Idempotency-Key, AcceptQuoteRequest -> 201 Quote (same key, same quote)
 *   GET  v1/quotes/{quoteReference}   login, the user's own -> 200 Quote (status EXPIRED once validUntil has passed)
 *
 * Errors: 400 INVALID_REQUEST (field errors), 401 UNAUTHORIZED, 404 QUOTE_NOT_FOUND, 409 OFFER_NOT_AVAILABLE (the
 * sailing's cut-off passed, or the offer is no longer offered for that search), 422 NOT_QUOTABLE (dangerous or
 * out-of-gauge cargo: a booking request instead).
 *
 * Money: integer minor units (domain/money). Each price line carries its USD equivalent rounded once at the offer's
 * exchange rate; `totalUsd` is always the sum of the lines' `usdAmount` (a property test holds the mock to it).
 * Date-times are ISO 8601 with the UTC offset of the place they belong to (validUntil: the POL's local time).
 */

/** Path of the offers search. */
export const QUOTE_OFFERS_PATH = 'v1/quotes/offers';
/** Path of the quote collection (POST accept). */
export const QUOTES_PATH = 'v1/quotes';
/** Path of one accepted quote. */
export const quotePath = (quoteReference: string) => `${QUOTES_PATH}/${encodeURIComponent(quoteReference)}`;

/**
 * Size-types that can be quoted instantly (ISO 6346, domain/container): 20' and 40' dry, 40' high cube, 20' and 40'
 * high-cube reefer. Special equipment (open top, flat rack, tank) needs a booking request.
 */
export const QUOTE_SIZE_TYPES = ['22G1', '42G1', '45G1', '22R1', '45R1'] as const;
/** One of {@link QUOTE_SIZE_TYPES}. */
export type QuoteSizeType = (typeof QUOTE_SIZE_TYPES)[number];

/** Containers on one quote. */
export const QUOTE_QUANTITY_MIN = 1;
export const QUOTE_QUANTITY_MAX = 50;
/** Commodity text, characters. */
export const QUOTE_COMMODITY_MAX_LENGTH = 100;
/** How far ahead the cargo-ready date may be (days from today at the origin). */
export const QUOTE_CARGO_READY_MAX_DAYS = 90;
/** How many weeks of sailings from the cargo-ready date are offered. */
export const QUOTE_OFFER_WEEKS = 4;

/** Quote references: 'Q' + 2-letter origin country + 9 digits, e.g. 'QKR260012345'. */
export const quoteReferenceSchema = z.string().check(z.regex(/^Q[A-Z]{2}\d{9}$/, 'not a quote reference'));

/** The search of the quote page and of the offers call. */
export const quoteSearchSchema = z.object({
  originCode: unLocationCodeSchema,
  destinationCode: unLocationCodeSchema,
  isoEquipmentCode: z.enum(QUOTE_SIZE_TYPES),
  quantity: z.coerce.number().check(z.int(), z.minimum(QUOTE_QUANTITY_MIN), z.maximum(QUOTE_QUANTITY_MAX)),
  commodity: z.string().check(z.trim(), z.minLength(2), z.maxLength(QUOTE_COMMODITY_MAX_LENGTH)),
  /** 'yyyy-MM-dd', origin local date: sailings whose port cut-off is after this date are offered. */
  cargoReadyDate: isoDateSchema,
});
/** See {@link quoteSearchSchema}. */
export type QuoteSearch = z.infer<typeof quoteSearchSchema>;
/** Input of {@link quoteSearchSchema} (quantity may be a query-string text). */
export type QuoteSearchInput = z.input<typeof quoteSearchSchema>;

/** Where a charge is charged: at origin, as freight, at destination (the tariff's columns). */
export const CHARGE_STAGES = ['ORIGIN', 'FREIGHT', 'DESTINATION'] as const;
/** One of {@link CHARGE_STAGES}. */
export type ChargeStage = (typeof CHARGE_STAGES)[number];

/** How a charge is counted: per container (of its size-type), per TEU, per bill of lading. */
export const CHARGE_BASES = ['PER_CONTAINER', 'PER_TEU', 'PER_BL'] as const;
/** One of {@link CHARGE_BASES}. */
export type ChargeBasis = (typeof CHARGE_BASES)[number];

/** DCSA freightPaymentTermCode: PRE prepaid (by the shipper at origin), COL collect (by the consignee). */
export const PAYMENT_TERMS = ['PRE', 'COL'] as const;
/** One of {@link PAYMENT_TERMS}. */
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

/** Code of the ocean freight line (the base rate); every other line is a surcharge code of the tariff. */
export const OCEAN_FREIGHT_CODE = 'OFT';

/**
 * One line of an all-in price (DCSA Charge's meaning with our money shape: DCSA's currencyAmount is a float, ours is
 * integer minor units). `amount` = `unitPrice.amount` x `quantity` in `unitPrice.currency`; `usdAmount` is `amount` in
 * USD cents at the offer's rate for that currency, rounded half away from zero.
 */
export const priceLineSchema = z.object({
  /** 'OFT' for ocean freight, else the surcharge code ('BAF', 'OTHC'). */
  chargeCode: z.string().check(z.regex(/^[A-Z0-9]{2,5}$/)),
  /** English name from the tariff; the page shows the translated name of known codes. */
  chargeName: z.string().check(z.minLength(1), z.maxLength(100)),
  calculationBasis: z.enum(CHARGE_BASES),
  stage: z.enum(CHARGE_STAGES),
  paymentTermCode: z.enum(PAYMENT_TERMS),
  unitPrice: moneySchema,
  /** Containers, TEU or B/Ls, by the basis. */
  quantity: z.number().check(z.int(), z.positive()),
  amount: moneySchema,
  /** USD cents. */
  usdAmount: z.number().check(z.int()),
});
/** See {@link priceLineSchema}. */
export type PriceLine = z.infer<typeof priceLineSchema>;

/**
 * One offer: a real sailing (the schedule's route with vessel/voyage, ETD/ETA, transit, cut-offs and CO2) and its
 * all-in price. `subtotals` are the lines summed per currency; `totalUsd` (cents) is the sum of the lines' usdAmount
 * at `exchangeRates` (one per non-USD currency on the lines, with their date). `offerId` is stable for the same search,
 * sailing and pricing week, so an offer chosen before login is found again after it.
 */
export const quoteOfferSchema = z.object({
  offerId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/)),
  route: pointToPointRouteSchema,
  isoEquipmentCode: z.enum(QUOTE_SIZE_TYPES),
  quantity: z.number().check(z.int(), z.minimum(QUOTE_QUANTITY_MIN), z.maximum(QUOTE_QUANTITY_MAX)),
  lines: z.array(priceLineSchema).check(z.minLength(1)),
  subtotals: z.array(moneySchema).check(z.minLength(1)),
  totalUsd: z.number().check(z.int()),
  exchangeRates: z.array(exchangeRateSchema),
  /** Until when an accepted quote on this offer would hold: ISO 8601 with the POL's UTC offset. */
  validUntil: z.iso.datetime({ offset: true }),
});
/** See {@link quoteOfferSchema}. */
export type QuoteOffer = z.infer<typeof quoteOfferSchema>;

/** Answer of GET v1/quotes/offers: offers in departure order (the page sorts them as the user asks). */
export const quoteOffersResponseSchema = z.object({ offers: z.array(quoteOfferSchema) });
/** See {@link quoteOffersResponseSchema}. */
export type QuoteOffersResponse = z.infer<typeof quoteOffersResponseSchema>;

/** Body of POST v1/quotes: the search the offer came from and the chosen offer. */
export const acceptQuoteRequestSchema = z.extend(quoteSearchSchema, { offerId: quoteOfferSchema.shape.offerId });
/** See {@link acceptQuoteRequestSchema}. */
export type AcceptQuoteRequest = z.infer<typeof acceptQuoteRequestSchema>;

/** ACTIVE: bookable until validUntil; BOOKED: a booking was made on it; EXPIRED: validUntil passed unbooked. */
export const QUOTE_STATUSES = ['ACTIVE', 'BOOKED', 'EXPIRED'] as const;
/** One of {@link QUOTE_STATUSES}. */
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What may still change after acceptance without a new quote. */
export const QUOTE_CHANGEABLE_FIELDS = ['customerName', 'commodity', 'estimatedWeight'] as const;

/**
 * An accepted quote: the offer frozen with its price, the search it answered, and its terms. `cancellationFee` is
 * charged per container when a booking on the quote is cancelled after confirmation.
 */
export const quoteSchema = z.object({
  quoteReference: quoteReferenceSchema,
  status: z.enum(QUOTE_STATUSES),
  search: quoteSearchSchema,
  offer: quoteOfferSchema,
  /** ISO 8601 UTC. */
  createdDateTime: z.iso.datetime({ offset: true }),
  /** ISO 8601 with the POL's offset; equals offer.validUntil. */
  validUntil: z.iso.datetime({ offset: true }),
  terms: z.object({
    changeableFields: z.array(z.enum(QUOTE_CHANGEABLE_FIELDS)),
    /** Per container. */
    cancellationFee: moneySchema,
  }),
  /** The booking made on this quote, once there is one. */
  carrierBookingRequestReference: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
/** See {@link quoteSchema}. */
export type Quote = z.infer<typeof quoteSchema>;

/** Error codes of the quote calls and of a booking on a quote (POST v1/bookings with channel AOQ). */
export const QUOTE_ERROR_CODES = {
  notFound: 'QUOTE_NOT_FOUND',
  expired: 'QUOTE_EXPIRED',
  alreadyBooked: 'QUOTE_ALREADY_BOOKED',
  mismatch: 'QUOTE_MISMATCH',
  offerNotAvailable: 'OFFER_NOT_AVAILABLE',
  notQuotable: 'NOT_QUOTABLE',
} as const;

import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';
import { scheduleLinkFields } from '@/domain/schedule-search/schedule-search-url';

import { QUOTE_SIZE_TYPES, quoteOfferSchema, quoteSearchSchema } from './quote-contract';

/*
 * The ONE Quote page as a link: the search, the chosen offer and the sort live in the URL, so a
 * quote search is shareable, survives a reload, and login brings the user back to the same offer. One schema serves
 * the href builder ({@link oneQuoteHref}: the schedule's route cards, the booking request's "back to the quote") and
 * the page's parser ({@link parseOneQuoteUrl}). Here rather than in config/paths.ts because zod is not in the shell.
 */

/** Sort orders of the offers: all-in USD total, departure (ETD), transit time. */
export const QUOTE_SORTS = ['price', 'departure', 'transit'] as const;
/** One of {@link QUOTE_SORTS}. */
export type QuoteSort = (typeof QUOTE_SORTS)[number];

/** URL names of the page's query fields. */
export const ONE_QUOTE_PARAMS = {
  originCode: 'oriCd',
  originName: 'oriNm',
  destinationCode: 'desCd',
  destinationName: 'desNm',
  isoEquipmentCode: 'cntrTp',
  quantity: 'qty',
  commodity: 'cmdt',
  cargoReadyDate: 'rdyDt',
  offerId: 'offer',
  sort: 'sort',
} as const;

/**
 * What the page's URL holds. Every search field is optional (a link may prefill only the route); the page searches
 * once all of {@link quoteSearchSchema}'s fields are present and valid. `offerId` is the offer the user chose (opened
 * again after login); `sort` defaults to price.
 */
export const oneQuoteLinkSchema = z.object({
  originCode: z.optional(scheduleLinkFields.locationCode),
  originName: z.optional(scheduleLinkFields.locationName),
  destinationCode: z.optional(scheduleLinkFields.locationCode),
  destinationName: z.optional(scheduleLinkFields.locationName),
  isoEquipmentCode: z.optional(z.enum(QUOTE_SIZE_TYPES)),
  quantity: z.optional(quoteSearchSchema.shape.quantity),
  commodity: z.optional(quoteSearchSchema.shape.commodity),
  cargoReadyDate: z.optional(scheduleLinkFields.date),
  offerId: z.optional(quoteOfferSchema.shape.offerId),
  sort: z.optional(z.enum(QUOTE_SORTS)),
});
/** What {@link oneQuoteHref} takes and {@link parseOneQuoteUrl} gives. */
export type OneQuoteLink = z.infer<typeof oneQuoteLinkSchema>;
/** Input of {@link oneQuoteHref} (quantity as a number). */
export type OneQuoteLinkInput = z.input<typeof oneQuoteLinkSchema>;

type LinkKey = keyof typeof ONE_QUOTE_PARAMS;
const LINK_KEYS = Object.keys(ONE_QUOTE_PARAMS) as LinkKey[];

/**
 * The in-app link to /prices/one-quote, e.g. oneQuoteHref({ originCode: 'KRPUS', destinationCode: 'NLRTM' }) ->
 * '/prices/one-quote?oriCd=KRPUS&desCd=NLRTM'. Throws (zod) on a malformed field: links are built from data the app
 * holds, so a bad one is a bug, not user input.
 */
export function oneQuoteHref(link: OneQuoteLinkInput = {}): string {
  const parsed = oneQuoteLinkSchema.parse(link);
  const params = new URLSearchParams();
  for (const key of LINK_KEYS) {
    const value = parsed[key];
    if (value !== undefined && value !== '') params.set(ONE_QUOTE_PARAMS[key], String(value));
  }
  return paths.oneQuote.href(params.size > 0 ? routeQuery<'oneQuote'>(params) : undefined);
}

/** The page's URL parser: every field of `search` that fits {@link oneQuoteLinkSchema}; malformed fields are dropped. */
export function parseOneQuoteUrl(search: URLSearchParams): OneQuoteLink {
  const link: Record<string, unknown> = {};
  for (const key of LINK_KEYS) {
    const raw = search.get(ONE_QUOTE_PARAMS[key]);
    if (raw === null || raw === '') continue;
    const field = oneQuoteLinkSchema.shape[key].safeParse(raw);
    if (field.success) link[key] = field.data;
  }
  // Every field passed its own schema above, so the whole passes too.
  return oneQuoteLinkSchema.parse(link);
}

/** The complete search of a parsed link, or null while a field is missing or invalid (the page then waits). */
export function quoteSearchOf(link: OneQuoteLink) {
  const parsed = quoteSearchSchema.safeParse(link);
  return parsed.success ? parsed.data : null;
}

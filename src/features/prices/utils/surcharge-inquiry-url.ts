import { paths, routeQuery } from '@/config/paths';
import type { z } from '@/config/zod-mini';
import { surchargeCodesParamsSchema } from '@/features/prices/api/prices-contract';

/*
 * The surcharge code inquiry as a link: `?q=` holds the search, so a reload or a shared link shows
 * the same codes. One schema serves the href builder and the page's parser (docs/architecture.md "Typed links").
 */

/** Most characters of a search (the catalogue call's `q` allows 50). */
export const SURCHARGE_QUERY_MAX_LENGTH = 50;

/** What the inquiry's URL holds: the search text, trimmed; absent or '' lists every code. */
export const surchargeInquiryLinkSchema = surchargeCodesParamsSchema;
/** See {@link surchargeInquiryLinkSchema}. */
export type SurchargeInquiryLink = z.infer<typeof surchargeInquiryLinkSchema>;

/**
 * The inquiry's link: surchargeInquiryHref({ q: 'bunker' }) -> '/prices/surcharge-code-inquiry?q=bunker'; an empty
 * search gives the bare path. Throws (zod) on a search over 50 characters (the field does not allow one).
 */
export function surchargeInquiryHref(link: SurchargeInquiryLink = {}): string {
  const q = surchargeInquiryLinkSchema.parse(link).q;
  return paths.surchargeCodeInquiry.href(
    q ? routeQuery<'surchargeCodeInquiry'>(new URLSearchParams({ q })) : undefined,
  );
}

/** The page's parser: the URL's search text ('' when absent or too long to be one of ours). */
export function parseSurchargeInquiryUrl(search: URLSearchParams): string {
  const parsed = surchargeInquiryLinkSchema.safeParse({ q: search.get('q') ?? '' });
  return parsed.success ? (parsed.data.q ?? '') : '';
}

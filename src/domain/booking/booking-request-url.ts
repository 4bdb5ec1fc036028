import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';

/*
 * The booking request page as a link: the one schema the href builder ({@link bookingRequestHref},
 * used by the booking detail's "copy as a new booking request") and the page's URL parser ({@link parseBookingRequestUrl})
 * read. Here rather than in config/paths.ts because config/ is in the app shell and zod is not; docs/architecture.md "Typed links".
 */

/** URL names of the booking request's query fields. */
export const BOOKING_REQUEST_PARAMS = { copyFrom: 'copyFrom', quote: 'quote', template: 'template' } as const;

/**
 * A booking reference as a link carries it: a request reference or a booking number (the contract allows up to 100
 * characters; letters, digits and '-', '_' are all any carrier uses).
 */
const bookingReferenceParamSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/));

/** A booking template's id (domain/booking-template: 'TPL-' and letters or digits). */
const templateIdParamSchema = z.string().check(z.regex(/^TPL-[A-Za-z0-9-]{1,60}$/));

/** An accepted instant quote's reference (domain/quote: 'Q' + country + 9 digits). */
const quoteReferenceParamSchema = z.string().check(z.regex(/^Q[A-Z]{2}\d{9}$/));

/**
 * What the booking request link holds: `copyFrom`, a booking whose request the form starts from, or `quote`, an
 * accepted instant quote the booking is made on (route, sailing, equipment and price locked to it,
 * booking channel AOQ). Never both: a quote wins. `template`: a booking template the form starts from
 * (its "Use" on /booking/booking-template); ignored with a quote or a copy.
 */
export const bookingRequestLinkSchema = z.object({
  copyFrom: z.optional(bookingReferenceParamSchema),
  quote: z.optional(quoteReferenceParamSchema),
  template: z.optional(templateIdParamSchema),
});
/** What {@link bookingRequestHref} takes and {@link parseBookingRequestUrl} gives. */
export type BookingRequestLink = z.infer<typeof bookingRequestLinkSchema>;

/**
 * The in-app link to the booking request form (paths.bookingRequest), e.g. `bookingRequestHref({ copyFrom:
 * 'BKG-2026-000123' })` -> '/booking/booking-request?copyFrom=BKG-2026-000123'. Throws (zod) on a malformed reference:
 * a link is built from a booking the app has loaded, so a bad one is a bug, not user input.
 */
export function bookingRequestHref(link: BookingRequestLink = {}): string {
  const { copyFrom, quote, template } = bookingRequestLinkSchema.parse(link);
  const params = new URLSearchParams();
  if (quote) params.set(BOOKING_REQUEST_PARAMS.quote, quote);
  else if (copyFrom) params.set(BOOKING_REQUEST_PARAMS.copyFrom, copyFrom);
  else if (template) params.set(BOOKING_REQUEST_PARAMS.template, template);
  return paths.bookingRequest.href(params.size > 0 ? routeQuery<'bookingRequest'>(params) : undefined);
}

/**
 * The page's URL parser: the fields of `search` that fit {@link bookingRequestLinkSchema} (a valid `quote` wins over
 * `copyFrom`); a malformed one is dropped (the form then starts empty or from its draft), never thrown.
 */
export function parseBookingRequestUrl(search: URLSearchParams): BookingRequestLink {
  const quote = quoteReferenceParamSchema.safeParse(search.get(BOOKING_REQUEST_PARAMS.quote) ?? undefined);
  if (quote.success) return { quote: quote.data };
  const copyFrom = search.get(BOOKING_REQUEST_PARAMS.copyFrom);
  const parsed = bookingReferenceParamSchema.safeParse(copyFrom ?? undefined);
  if (parsed.success) return { copyFrom: parsed.data };
  const template = templateIdParamSchema.safeParse(search.get(BOOKING_REQUEST_PARAMS.template) ?? undefined);
  return template.success ? { template: template.data } : {};
}

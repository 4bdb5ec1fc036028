import { paths, routeQuery, type TrackingKind } from '@/config/paths';
import { z } from '@/config/zod-mini';

/*
 * The native cargo tracking page as a link: the carrier's public route
 * /manage-shipment/cargo-tracking?trakNoParam=...&trakNoTpCdParam=B. One schema serves the href builder
 * ({@link cargoTrackingHref}, for the home search, the shipments pages) and the page's URL parser
 * ({@link parseCargoTrackingSearch}). docs/architecture.md "Typed links".
 */

/** Most numbers tracked at once ("track several"). */
export const TRACKING_NUMBERS_MAX = 10;

/** Kinds of number: B = B/L, K = booking, C = container (the carrier's trakNoTpCdParam codes). */
export const TRACKING_KINDS = ['B', 'K', 'C'] as const satisfies readonly TrackingKind[];

/**
 * Validates and normalises one tracking number (the home search's rules): spaces and dashes dropped, upper case;
 * container numbers ISO 6346 (4 letters, 7 digits: 'ONEU1012340'), B/L and booking numbers 8 to 16 letters and digits
 * ('ONEYPUSB10000123', 'PUSB10000123'). Returns null when the number does not fit its kind.
 */
export function normaliseTrackingNumber(kind: TrackingKind, raw: string): string | null {
  const value = raw.replace(/[\s-]+/g, '').toUpperCase();
  if (kind === 'C') return /^[A-Z]{4}\d{7}$/.test(value) ? value : null;
  return /^[A-Z0-9]{8,16}$/.test(value) ? value : null;
}

/**
 * Splits a "track several" text into its numbers: separated by spaces, commas, semicolons or new lines, empty parts
 * dropped, duplicates (after upper-casing) kept once, in the order typed. Does not validate (see
 * {@link normaliseTrackingNumber}).
 */
export function splitTrackingNumbers(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.toUpperCase())
        .filter((part) => part !== ''),
    ),
  ];
}

/** A tracking search: one kind and 1..{@link TRACKING_NUMBERS_MAX} normalised numbers of that kind. */
export const cargoTrackingSearchSchema = z
  .object({
    kind: z.enum(TRACKING_KINDS),
    numbers: z.array(z.string()).check(z.minLength(1), z.maxLength(TRACKING_NUMBERS_MAX)),
  })
  .check(
    z.refine((search) => search.numbers.every((number) => normaliseTrackingNumber(search.kind, number) === number), {
      message: 'Every number must be normalised and fit its kind.',
      path: ['numbers'],
    }),
  );
/** See {@link cargoTrackingSearchSchema}. */
export type CargoTrackingSearch = z.infer<typeof cargoTrackingSearchSchema>;

/**
 * The page's link: `/manage-shipment/cargo-tracking?trakNoParam=A,B&trakNoTpCdParam=K`. Several numbers go
 * comma-separated in one `trakNoParam` (a single number gives exactly the carrier's public URL). Without a search, the
 * empty page. Throws (ZodError) on a search outside the schema: callers normalise first.
 */
export function cargoTrackingHref(search?: CargoTrackingSearch): string {
  if (!search) return paths.cargoTrackingNative.href();
  const valid = cargoTrackingSearchSchema.parse(search);
  const params = new URLSearchParams({ trakNoParam: valid.numbers.join(','), trakNoTpCdParam: valid.kind });
  return paths.cargoTrackingNative.href(routeQuery<'cargoTrackingNative'>(params));
}

/**
 * Reads the page's URL. Lenient: numbers are normalised, ones that do not fit the kind are dropped, at most
 * {@link TRACKING_NUMBERS_MAX} kept; a missing or unknown kind reads as B/L (the carrier's default). Null when no
 * valid number remains (the page then shows only the search). `trakNoParam` may also be repeated.
 */
export function parseCargoTrackingSearch(search: URLSearchParams): CargoTrackingSearch | null {
  const rawKind = search.get('trakNoTpCdParam');
  const kind: TrackingKind = (TRACKING_KINDS as readonly string[]).includes(rawKind ?? '')
    ? (rawKind as TrackingKind)
    : 'B';
  const numbers = [
    ...new Set(
      search
        .getAll('trakNoParam')
        .flatMap((value) => value.split(','))
        .map((value) => normaliseTrackingNumber(kind, value))
        .filter((value): value is string => value !== null),
    ),
  ].slice(0, TRACKING_NUMBERS_MAX);
  const result = cargoTrackingSearchSchema.safeParse({ kind, numbers });
  return result.success ? result.data : null;
}

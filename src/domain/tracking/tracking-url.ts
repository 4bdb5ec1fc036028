import { paths, routeQuery, type TrackingKind } from '@/config/paths';
import { z } from '@/config/zod-mini';
import { containerCheckDigit } from '@/domain/container/container-number';

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
 * container numbers ISO 6346 (4 letters, 7 digits: 'ONEU1012342'), B/L and booking numbers 8 to 16 letters and digits
 * ('ONEYPUSB10000123', 'PUSB10000123'). Returns null when the number does not fit its kind. The check digit of a
 * container number is {@link checkTrackingNumber}'s job (a link may carry a wrong one; the page says so).
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
 * Why a number was not searched: 'format' it does not fit its kind, 'check-digit' a container number whose ISO 6346
 * check digit is wrong (`checkDigit` is the right one), 'over-limit' a valid number past the first
 * {@link TRACKING_NUMBERS_MAX}. `number` is the normalised number; it is left out when what was given is not letters
 * and digits (a page must not echo arbitrary text from a link).
 */
export interface UnsearchedTrackingNumber {
  reason: 'format' | 'check-digit' | 'over-limit';
  number?: string;
  checkDigit?: number;
}

/** Longest text echoed back as a number that does not fit its kind (the longest B/L numbers have 16 characters). */
const ECHO_MAX = 20;

/**
 * Checks one number as {@link normaliseTrackingNumber} does and, for a container number, its ISO 6346 check digit
 * (domain/container). Returns the normalised number, or why it cannot be searched (without the 'over-limit' reason,
 * which only a list has).
 */
export function checkTrackingNumber(
  kind: TrackingKind,
  raw: string,
): { number: string } | { unsearched: UnsearchedTrackingNumber } {
  const number = normaliseTrackingNumber(kind, raw);
  if (number === null) {
    const echo = raw.replace(/[\s-]+/g, '').toUpperCase();
    const printable = new RegExp(`^[A-Z0-9]{1,${String(ECHO_MAX)}}$`).test(echo);
    return { unsearched: printable ? { reason: 'format', number: echo } : { reason: 'format' } };
  }
  if (kind === 'C') {
    const checkDigit = containerCheckDigit(number.slice(0, 10));
    if (checkDigit !== Number(number.charAt(10))) return { unsearched: { reason: 'check-digit', number, checkDigit } };
  }
  return { number };
}

/**
 * Reads the page's URL. Lenient: numbers are normalised and deduplicated; the first {@link TRACKING_NUMBERS_MAX} that
 * pass {@link checkTrackingNumber} form the search, and every other one is listed in `unsearched` with its reason, in
 * the link's order, so the page can say what it did not look up. A missing or unknown kind reads as B/L (the carrier's
 * default), `kind` is the kind read. `search` is null when no number can be searched. `trakNoParam` may also be repeated.
 */
export function readCargoTrackingSearch(params: URLSearchParams): {
  kind: TrackingKind;
  search: CargoTrackingSearch | null;
  unsearched: UnsearchedTrackingNumber[];
} {
  const rawKind = params.get('trakNoTpCdParam');
  const kind: TrackingKind = (TRACKING_KINDS as readonly string[]).includes(rawKind ?? '')
    ? (rawKind as TrackingKind)
    : 'B';
  const given = params
    .getAll('trakNoParam')
    .flatMap((value) => value.split(','))
    .filter((value) => value.trim() !== '');
  const numbers: string[] = [];
  const unsearched: UnsearchedTrackingNumber[] = [];
  for (const raw of given) {
    const checked = checkTrackingNumber(kind, raw);
    if ('unsearched' in checked) {
      const { number } = checked.unsearched;
      if (number === undefined || !unsearched.some((entry) => entry.number === number))
        unsearched.push(checked.unsearched);
    } else if (numbers.includes(checked.number)) continue;
    else if (numbers.length < TRACKING_NUMBERS_MAX) numbers.push(checked.number);
    else if (!unsearched.some((entry) => entry.number === checked.number)) {
      unsearched.push({ reason: 'over-limit', number: checked.number });
    }
  }
  const result = cargoTrackingSearchSchema.safeParse({ kind, numbers });
  return { kind, search: result.success ? result.data : null, unsearched };
}

/** The search of the page's URL ({@link readCargoTrackingSearch} without what it leaves out), or null. */
export function parseCargoTrackingSearch(params: URLSearchParams): CargoTrackingSearch | null {
  return readCargoTrackingSearch(params).search;
}

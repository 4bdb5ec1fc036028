import { http, HttpResponse, type RequestHandler } from 'msw';

/*
 * The geolocation lookup of the mock backend: the visitor's country from their network address.
 *
 * GET {VITE_GEOLOCATION_URL}  -> 200 { countryCode: 'KR', countryName: 'South Korea' }
 *
 * A mock has no network address to look up, so it does what a CDN edge falls back to: the region of the first
 * Accept-Language tag that has one ('ko-KR' -> KR), else Singapore (the carrier's head office).
 */

/** URL of the mock lookup: the running build's `VITE_GEOLOCATION_URL`. */
export const GEOLOCATION_URL = import.meta.env.VITE_GEOLOCATION_URL ?? '/geo';

/** The country a mock lookup falls back to: Singapore. */
export const DEFAULT_GEO_COUNTRY = 'SG';

/** The region of the first Accept-Language tag that names one ('en-US,en;q=0.9' -> 'US'), else undefined. */
export function regionFromAcceptLanguage(header: string | null): string | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag) continue;
    try {
      const region = new Intl.Locale(tag).region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // Not a language tag: try the next.
    }
  }
  return undefined;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The happy-path handler of the geolocation lookup. */
export const geolocationHandlers: RequestHandler[] = [
  http.get(GEOLOCATION_URL, ({ request }) => {
    const countryCode = regionFromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_GEO_COUNTRY;
    return HttpResponse.json({ countryCode, countryName: regionNames.of(countryCode) ?? countryCode });
  }),
];

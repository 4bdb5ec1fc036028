/** Longest query string passed on to the legacy page, in characters. */
const MAX_FORWARDED_QUERY = 2000;

/**
 * The exact origin (scheme://host[:port]) of a configured legacy origin, so that 'https://legacy.example/' and
 * 'https://legacy.example' both compare equal to `event.origin`; null unless it is an http(s) URL.
 */
export function toLegacyOrigin(configured: string): string | null {
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The iframe address of a legacy page: `legacyOrigin` + `legacyPath` ('/ecom/CUP_HOM_3301.do'), with the host
 * page's query passed on (e.g. cargo tracking's trakNoParam and trakNoTpCdParam) and `sessLocale` set to the UI
 * language (the older portal's language switch, reference/carrier-portals.md). Never carries a token: the login
 * state travels by postMessage. Returns null when `legacyOrigin` is not an http(s) origin.
 */
export function legacyFrameUrl(
  legacyOrigin: string,
  legacyPath: string,
  search: string,
  language: string,
): string | null {
  let url: URL;
  try {
    url = new URL(legacyPath, legacyOrigin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== legacyOrigin) return null;
  const query = new URLSearchParams(search.length <= MAX_FORWARDED_QUERY ? search : '');
  query.set('sessLocale', language);
  url.search = query.toString();
  return url.href;
}

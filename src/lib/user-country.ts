/**
 * Best guess of the user's ISO 3166-1 alpha-2 country from the browser's language tags (e.g. 'en-SG' -> 'SG'),
 * used as `userCountryCode` of the location search (spec section 7) until the geolocation lookup provides one.
 * Returns undefined when no tag names a region.
 */
export function browserCountryCode(languages: readonly string[] = navigator.languages): string | undefined {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && /^[A-Z]{2}$/.test(region)) return region;
    } catch {
      // A malformed tag says nothing about the country: try the next one.
    }
  }
  return undefined;
}

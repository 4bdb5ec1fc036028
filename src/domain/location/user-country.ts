import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { getRuntimeConfig } from '@/config/runtime-config';
import { z } from '@/config/zod-mini';
import { useSession } from '@/domain/session/session-store';
import { createApiClient } from '@/lib/api-client';
import { usePageIdle } from '@/lib/idle';

/**
 * Best guess of the user's ISO 3166-1 alpha-2 country from the browser's language tags (e.g. 'en-SG' -> 'SG'),
 * used as `userCountryCode` of the location search (docs/requirements.md §7) until the geolocation lookup provides one.
 * Returns undefined when no tag names a region (and where there is no browser: the build-time prerender).
 */
export function browserCountryCode(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): string | undefined {
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

/** Answer of the geolocation lookup: the ISO 3166-1 alpha-2 country of the visitor's network address. */
export const geolocationResponseSchema = z.object({
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  countryName: z.optional(z.string()),
});
/** {@link geolocationResponseSchema}'s type. */
export type GeolocationResponse = z.infer<typeof geolocationResponseSchema>;

// The lookup is a separate service (its own base URL), so the main API client's base does not apply.
const geolocationClient = createApiClient({ baseUrl: () => '' });

/**
 * GET the geolocation lookup (getRuntimeConfig().geolocationUrl, read at call time): the country
 * the visitor's IP address belongs to. Rejects with ApiError on an HTTP failure, ZodError on an unexpected body.
 */
export async function getGeolocation(signal?: AbortSignal): Promise<GeolocationResponse> {
  const { data } = await geolocationClient.get<unknown>(getRuntimeConfig().geolocationUrl, { signal, public: true });
  return geolocationResponseSchema.parse(data);
}

/** Query factory of the user's country: the lookup is asked once per page load and never retried. */
export const userCountryQueries = {
  all: () => ['user-country'] as const,
  geolocation: () =>
    queryOptions({
      queryKey: [...userCountryQueries.all(), 'geolocation'] as const,
      queryFn: ({ signal }) => getGeolocation(signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      // A failed lookup is not the user's problem: the browser's region serves instead, without any popup (not even
      // the session-wide ones: the lookup is public and the user never asked for it).
      meta: { errorHandling: 'silent' },
    }),
};

/**
 * The user's ISO 3166-1 alpha-2 country: a logged-in user's `customerCountry`, else the
 * geolocation lookup for an anonymous visitor, else the region of the browser's language ({@link browserCountryCode})
 * until the page has been idle once and the lookup answered, or after it failed. Undefined when none of them names a country.
 */
export function useUserCountryCode(): string | undefined {
  const customerCountry = useSession((state) =>
    state.status === 'loggedIn' ? state.user?.customerCountry : undefined,
  );
  // The lookup starts once the page is idle (or is already in the cache: the feature flags ask for it too), so its
  // request and answer are not part of the first render's work; the browser's region serves meanwhile.
  const pageIdle = usePageIdle();
  const { data } = useQuery({ ...userCountryQueries.geolocation(), enabled: !customerCountry && pageIdle });
  const fallback = useMemo(() => browserCountryCode(), []);
  return customerCountry || data?.countryCode || fallback;
}

import { z } from '@/config/zod-mini';

/*
 * The location search contract (docs/requirements.md §7, GET v1/schedule/point-to-point/locations): what every feature that
 * picks a port (the schedule search, the home page's quick search, later booking and quotes) shares. DCSA names
 * (`UNLocationCode`) where the spec is silent.
 */

/** Path of the location search (docs/requirements.md §7); `keyword` and `userCountryCode` are query parameters. */
export const LOCATIONS_PATH = 'v1/schedule/point-to-point/locations';

/** UN/LOCODE: 2-letter ISO country + 3 characters A-Z or 2-9 (DCSA `UNLocationCode`). */
export const unLocationCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'must be a UN/LOCODE such as KRPUS'));

/** Query of the location search: `keyword` matches name or code, case-insensitive contains (docs/requirements.md §5). */
export const locationSearchParamsSchema = z.object({
  keyword: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'keyword needs at least 2 characters'),
      z.maxLength(50, 'keyword is at most 50 characters'),
    ),
  /** ISO 3166-1 alpha-2 country of the user; ports of that country are listed first. */
  userCountryCode: z.optional(
    z.string().check(z.regex(/^[A-Z]{2}$/, 'userCountryCode must be an ISO 3166-1 alpha-2 code')),
  ),
});
/** {@link locationSearchParamsSchema}'s type. */
export type LocationSearchParams = z.infer<typeof locationSearchParamsSchema>;

/** A searchable location (a port): UN/LOCODE, names, IANA time zone. */
export const scheduleLocationSchema = z.object({
  locationCode: unLocationCodeSchema,
  locationName: z.string().check(z.minLength(1)),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  countryName: z.string().check(z.minLength(1)),
  timeZone: z.string().check(z.minLength(1)),
});
/** {@link scheduleLocationSchema}'s type. */
export type ScheduleLocation = z.infer<typeof scheduleLocationSchema>;

/** Answer of the location search: at most 50 locations, those of `userCountryCode` first. */
export const locationSearchResponseSchema = z.object({ locations: z.array(scheduleLocationSchema) });
/** {@link locationSearchResponseSchema}'s type. */
export type LocationSearchResponse = z.infer<typeof locationSearchResponseSchema>;

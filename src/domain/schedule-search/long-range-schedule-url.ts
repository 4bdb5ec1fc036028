import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';
import { isIsoDate } from '@/lib/dates';

/*
 * The long-range schedule's search as a link: one schema serves the href builder ({@link longRangeScheduleHref}) and
 * the page's parser ({@link parseLongRangeScheduleUrl}), so a reload or a shared link shows the same grid.
 */

/** Most weeks a long-range search covers. */
export const LONG_RANGE_WEEKS_MAX = 12;

/** URL parameter names, in the style of the schedule's other links. */
export const LONG_RANGE_SCHEDULE_PARAMS = {
  serviceCode: 'svc',
  tradeLane: 'lane',
  startDate: 'from',
  weeks: 'weeks',
} as const;

/**
 * A long-range search: one service (`serviceCode`, e.g. 'FE4') or every service of a trade lane (`tradeLane`, e.g.
 * 'ASIA_EUROPE'; the page checks it against the carrier's lanes), from `startDate` (yyyy-MM-dd) for `weeks` weeks (1-12).
 */
export const longRangeScheduleSearchSchema = z
  .object({
    serviceCode: z.optional(z.string().check(z.regex(/^[A-Z0-9]{1,11}$/))),
    tradeLane: z.optional(z.string().check(z.regex(/^[A-Z_]{2,30}$/))),
    startDate: z.string().check(z.refine(isIsoDate, 'must be a date written yyyy-MM-dd')),
    weeks: z.number().check(z.int(), z.gte(1), z.lte(LONG_RANGE_WEEKS_MAX)),
  })
  .check(
    z.refine(
      (search) => (search.serviceCode === undefined) !== (search.tradeLane === undefined),
      'needs a service or a trade lane, not both',
    ),
  );
/** A {@link longRangeScheduleSearchSchema} search. */
export type LongRangeScheduleSearch = z.infer<typeof longRangeScheduleSearchSchema>;

/**
 * The in-app link of the long-range schedule showing `search`, or of the empty page. Throws zod's error for a search
 * the page would not accept: a programming error, callers pass what the user chose.
 */
export function longRangeScheduleHref(search?: LongRangeScheduleSearch): string {
  if (!search) return paths.longRangeSchedule.href();
  const valid = longRangeScheduleSearchSchema.parse(search);
  const params = new URLSearchParams();
  if (valid.serviceCode !== undefined) params.set(LONG_RANGE_SCHEDULE_PARAMS.serviceCode, valid.serviceCode);
  if (valid.tradeLane !== undefined) params.set(LONG_RANGE_SCHEDULE_PARAMS.tradeLane, valid.tradeLane);
  params.set(LONG_RANGE_SCHEDULE_PARAMS.startDate, valid.startDate);
  params.set(LONG_RANGE_SCHEDULE_PARAMS.weeks, String(valid.weeks));
  return paths.longRangeSchedule.href(routeQuery<'longRangeSchedule'>(params));
}

/** The search in the page's URL, or null when there is none or it is malformed (the page then shows the empty form). */
export function parseLongRangeScheduleUrl(params: URLSearchParams): LongRangeScheduleSearch | null {
  const read = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value : undefined;
  };
  const serviceCode = read(LONG_RANGE_SCHEDULE_PARAMS.serviceCode)?.toUpperCase();
  const tradeLane = read(LONG_RANGE_SCHEDULE_PARAMS.tradeLane)?.toUpperCase();
  const weeks = read(LONG_RANGE_SCHEDULE_PARAMS.weeks);
  const parsed = longRangeScheduleSearchSchema.safeParse({
    ...(serviceCode ? { serviceCode } : {}),
    ...(tradeLane ? { tradeLane } : {}),
    startDate: read(LONG_RANGE_SCHEDULE_PARAMS.startDate),
    weeks: weeks && /^\d{1,2}$/.test(weeks) ? Number(weeks) : undefined,
  });
  return parsed.success ? parsed.data : null;
}

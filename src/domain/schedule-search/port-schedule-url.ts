import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';
import { addDaysToIsoDate, daysBetween, isIsoDate } from '@/lib/dates';

/*
 * The port schedule's search as a link: one schema serves the href builder ({@link portScheduleHref}) and the page's
 * parser ({@link parsePortScheduleUrl}), so a reload or a shared link shows the same port, period and filters
 * (docs/areas/schedule.md "Port schedule"). In domain/ so other features can link to a port's schedule.
 */

/** Longest period of the search: the end at most this many days after the start (4 weeks). */
export const PORT_PERIOD_MAX_DAYS = 28;
/** Weeks a period may be given as. */
export const PORT_PERIOD_WEEKS = [1, 2, 3, 4] as const;

/** Voyage directions (the last letter of a voyage number, as DCSA's universal voyage reference ends). */
export const PORT_DIRECTIONS = ['N', 'E', 'S', 'W', 'R'] as const;
/** One of {@link PORT_DIRECTIONS}. */
export type PortDirection = (typeof PORT_DIRECTIONS)[number];

/** True when `value` is one of {@link PORT_DIRECTIONS}. */
export function isPortDirection(value: string | undefined): value is PortDirection {
  return PORT_DIRECTIONS.some((direction) => direction === value);
}

/** URL parameter names, in the style of the schedule's other links. */
export const PORT_SCHEDULE_PARAMS = {
  portCode: 'port',
  portName: 'portNm',
  fromDate: 'from',
  weeks: 'weeks',
  toDate: 'to',
  service: 'svc',
  terminal: 'term',
  direction: 'dir',
} as const;

const value = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const isoDate = z.string().check(z.refine(isIsoDate));

/**
 * A port search: the port (UN/LOCODE and its name), the first day `fromDate` and either `weeks` (1-4) or the last day
 * `toDate` (at most {@link PORT_PERIOD_MAX_DAYS} days later; both 'yyyy-MM-dd', inclusive), and the filters of the
 * loaded answer: service code, terminal code (SMDG) and direction letter.
 */
export const portScheduleSearchSchema = z
  .object({
    portCode: z.string().check(z.regex(/^[A-Z]{2}[A-Z2-9]{3}$/)),
    portName: z.optional(value(100)),
    fromDate: isoDate,
    weeks: z.optional(z.union(PORT_PERIOD_WEEKS.map((week) => z.literal(week)))),
    toDate: z.optional(isoDate),
    service: z.optional(value(11)),
    terminal: z.optional(value(6)),
    direction: z.optional(z.enum(PORT_DIRECTIONS)),
  })
  .check(
    z.refine((search) => (search.weeks === undefined) !== (search.toDate === undefined), 'weeks or toDate'),
    z.refine((search) => {
      if (search.toDate === undefined || !isIsoDate(search.fromDate) || !isIsoDate(search.toDate)) return true;
      const days = daysBetween(search.fromDate, search.toDate);
      return days >= 0 && days <= PORT_PERIOD_MAX_DAYS;
    }, 'toDate within 28 days after fromDate'),
  );
/** A {@link portScheduleSearchSchema} search. */
export type PortScheduleSearch = z.infer<typeof portScheduleSearchSchema>;

/** The last day of the search's period ('yyyy-MM-dd', inclusive): `toDate`, or the last day of its `weeks`. */
export function portPeriodEnd(search: Pick<PortScheduleSearch, 'fromDate' | 'weeks' | 'toDate'>): string {
  return search.toDate ?? addDaysToIsoDate(search.fromDate, 7 * (search.weeks ?? 1) - 1);
}

const FIELDS = ['portCode', 'portName', 'fromDate', 'weeks', 'toDate', 'service', 'terminal', 'direction'] as const;

/**
 * The in-app link of the port schedule showing `search`, or of the empty page. Throws zod's error for a search the
 * page would not accept: a programming error, callers pass what the user chose.
 */
export function portScheduleHref(search?: PortScheduleSearch): string {
  if (!search) return paths.portSchedule.href();
  const valid = portScheduleSearchSchema.parse(search);
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const fieldValue = valid[field];
    if (fieldValue !== undefined) params.set(PORT_SCHEDULE_PARAMS[field], String(fieldValue));
  }
  return paths.portSchedule.href(routeQuery<'portSchedule'>(params));
}

/** A copy of `search` without its filters (service, terminal, direction): what the form shows and the query asks. */
export function withoutPortFilters<T extends object>(search: T): Omit<T, 'service' | 'terminal' | 'direction'> {
  const copy = { ...search } as Record<string, unknown>;
  delete copy.service;
  delete copy.terminal;
  delete copy.direction;
  return copy as Omit<T, 'service' | 'terminal' | 'direction'>;
}

/**
 * The search in the page's URL, or null when there is none or it is malformed (the page then shows the empty form).
 * A malformed filter alone is dropped: the search still shows, unfiltered.
 */
export function parsePortScheduleUrl(params: URLSearchParams): PortScheduleSearch | null {
  const raw: Record<string, string | number> = {};
  for (const field of FIELDS) {
    const fieldValue = params.get(PORT_SCHEDULE_PARAMS[field])?.trim();
    if (fieldValue === undefined || fieldValue === '') continue;
    if (field === 'weeks') raw[field] = Number(fieldValue);
    else raw[field] = field === 'portName' ? fieldValue : fieldValue.toUpperCase();
  }
  const parsed = portScheduleSearchSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const unfiltered = portScheduleSearchSchema.safeParse(withoutPortFilters(raw));
  return unfiltered.success ? unfiltered.data : null;
}

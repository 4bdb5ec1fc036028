import { z } from '@/config/zod-mini';
import { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import { DND_KINDS, type DndKind } from '@/domain/demurrage-detention/dnd-kinds';

/*
 * The demurrage and detention (D&D) contract (docs/areas/demurrage-detention.md): the carrier's tariff of free time and
 * daily rates, and the clocks of a user's containers. In domain/ because the D&D pages, tracking and the shipment
 * detail read it, and the mock's arrival notice (DCSA AN 1.0.1 `freeTimes`) gives the same free time.
 *
 * Calls (paths relative to the main API base):
 *   GET v1/demurrage-detention/tariffs?countryCode&UNLocationCode&equipmentGroup&kind  (public)
 *     -> 200 {countries, ports, tariffs}: lines by country, port, equipment group and kind; 400 on a malformed filter.
 *   GET v1/demurrage-detention/containers?attention&equipmentReference&carrierBookingReference&sort&page&pageSize
 *       (login)
 *     -> 200 {containers, totalCount, page, pageSize}: the user's containers whose clocks have started, in `sort`
 *        order (DND_SORT_KEYS; default '-daysOver': most days over first, then fewest free days left, at the server's
 *        "now"; ties by container number); `attention=true` keeps those past or within DND_ATTENTION_DAYS of their free
 *        time. 401 without login, 400 on a malformed query.
 * Money: integers in minor units of `currency` (domain/money). Dates: local dates at the port ('yyyy-MM-dd').
 */

/** Path of the tariff (public). */
export const DND_TARIFFS_PATH = 'v1/demurrage-detention/tariffs';
/** Path of the user's container clocks (login). */
export const DND_CONTAINERS_PATH = 'v1/demurrage-detention/containers';

/** A clock needs attention when it is over its free time or has at most this many free days left. */
export const DND_ATTENTION_DAYS = 2;

// The kinds of clock live in their own file (the notifications contract names them too).
export { DND_KINDS, type DndKind };

/** The tariff's equipment groups: dry (G, general purpose), reefer (R) and special (open top, flat rack, tank). */
export const EQUIPMENT_GROUPS = ['DRY', 'REEFER', 'SPECIAL'] as const;
export type EquipmentGroup = (typeof EQUIPMENT_GROUPS)[number];

/** DCSA FreeTime.timeUnit as the tariff uses it: CD calendar days, WD working days (no weekends, no holidays). */
export const DND_TIME_UNITS = ['CD', 'WD'] as const;
export type DndTimeUnit = (typeof DND_TIME_UNITS)[number];

/**
 * One rate band of a tariff: chargeable days `fromDay`..`toDay` (1 = the first day after the free time; `toDay`
 * absent: open ended) cost `dailyRate` minor units per day, per container.
 */
export const dndTierSchema = z.object({
  fromDay: z.number().check(z.int(), z.minimum(1)),
  toDay: z.optional(z.number().check(z.int(), z.minimum(1))),
  dailyRate: z.number().check(z.int(), z.minimum(0)),
});
export type DndTier = z.infer<typeof dndTierSchema>;

/**
 * One line of the tariff: free time and rates of `kind` for `equipmentGroup` in `countryCode`, or at one port
 * (`UNLocationCode`) where the port differs from its country. Tiers are contiguous from day 1, the last one open ended.
 */
export const dndTariffSchema = z.object({
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  UNLocationCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{3}$/))),
  equipmentGroup: z.enum(EQUIPMENT_GROUPS),
  kind: z.enum(DND_KINDS),
  freeDays: z.number().check(z.int(), z.minimum(0)),
  timeUnit: z.enum(DND_TIME_UNITS),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  tiers: z.array(dndTierSchema).check(z.minLength(1)),
});
export type DndTariff = z.infer<typeof dndTariffSchema>;

/** Filters of the tariff call; every one optional. */
export const dndTariffQuerySchema = z.object({
  countryCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  UNLocationCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{3}$/))),
  equipmentGroup: z.optional(z.enum(EQUIPMENT_GROUPS)),
  kind: z.optional(z.enum(DND_KINDS)),
});
export type DndTariffQuery = z.infer<typeof dndTariffQuerySchema>;

/**
 * Answer of the tariff call: the matching lines, every country the tariff covers (ISO 3166-1 alpha-2, sorted) and
 * the ports of the country asked (by `countryCode` or the port's), for the filters.
 */
export const dndTariffsAnswerSchema = z.object({
  countries: z.array(z.string()),
  ports: z.array(z.object({ UNLocationCode: z.string(), locationName: z.string() })),
  tariffs: z.array(dndTariffSchema),
});
export type DndTariffsAnswer = z.infer<typeof dndTariffsAnswerSchema>;

/**
 * One clock of a container: `kind` at the port `UNLocationCode` (its `timeZone`, IANA), started by the tracking
 * event `startEvent` at `startDateTime` and stopped by `endEvent` at `endDateTime` (ISO 8601 with the port's offset;
 * absent while it runs), charged by `tariff`.
 */
export const dndClockSchema = z.object({
  kind: z.enum(DND_KINDS),
  UNLocationCode: z.string(),
  locationName: z.string(),
  timeZone: z.string(),
  startEvent: z.string(),
  startDateTime: z.string(),
  endEvent: z.string(),
  endDateTime: z.optional(z.string()),
  tariff: dndTariffSchema,
});
export type DndClockFacts = z.infer<typeof dndClockSchema>;

/** A container with its clocks in the order they run (export before import). */
export const dndContainerSchema = z.object({
  equipmentReference: z.string(),
  ISOEquipmentCode: z.enum(CONTAINER_SIZE_TYPE_CODES),
  carrierBookingReference: z.string(),
  transportDocumentReference: z.string(),
  clocks: z.array(dndClockSchema),
});
export type DndContainer = z.infer<typeof dndContainerSchema>;

/**
 * The orders of the containers call: `daysOver` (days over free time, or minus the free days left, of the clock that
 * needs the most attention), the container number, the booking number; '-' before a key sorts descending.
 */
export const DND_SORT_KEYS = ['daysOver', 'equipmentReference', 'carrierBookingReference'] as const;
/** One of {@link DND_SORT_KEYS}, optionally with a leading '-'. */
export type DndSort = (typeof DND_SORT_KEYS)[number] | `-${(typeof DND_SORT_KEYS)[number]}`;
/** The list's order when none is asked for: most days over first. */
export const DEFAULT_DND_SORT: DndSort = '-daysOver';

/** Query of the containers call. */
export const dndContainersQuerySchema = z.object({
  attention: z.optional(z.enum(['true', 'false'])),
  sort: z.optional(z.enum([...DND_SORT_KEYS, ...DND_SORT_KEYS.map((key) => `-${key}` as const)])),
  equipmentReference: z.optional(z.string().check(z.regex(/^[A-Z]{4}\d{7}$/))),
  carrierBookingReference: z.optional(z.string().check(z.regex(/^[A-Z0-9]{4,35}$/))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
});
export type DndContainersQuery = z.infer<typeof dndContainersQuerySchema>;

/** Answer of the containers call: one page, with the total of matches. */
export const dndContainersAnswerSchema = z.object({
  containers: z.array(dndContainerSchema),
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DndContainersAnswer = z.infer<typeof dndContainersAnswerSchema>;

/*
 * Public holidays (nationwide ones only) of the countries whose tariff counts working days, 2026-2027, local dates.
 * Part of the tariff: the carrier publishes them with it, and its free time leaves them out. Sources: the countries'
 * official calendars (Germany: federal holidays; the Netherlands: the Algemene termijnenwet; Belgium: the ten legal
 * holidays).
 */
/** Nationwide public holidays by ISO 3166-1 alpha-2 country code, 2026-2027, local dates. */
export const PUBLIC_HOLIDAYS: Readonly<Record<string, readonly string[]>> = {
  DE: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-05-14',
    '2026-05-25',
    '2026-10-03',
    '2026-12-25',
    '2026-12-26',
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-05-01',
    '2027-05-06',
    '2027-05-17',
    '2027-10-03',
    '2027-12-25',
    '2027-12-26',
  ],
  NL: [
    '2026-01-01',
    '2026-04-06',
    '2026-04-27',
    '2026-05-14',
    '2026-05-25',
    '2026-12-25',
    '2026-12-26',
    '2027-01-01',
    '2027-03-29',
    '2027-04-27',
    '2027-05-06',
    '2027-05-17',
    '2027-12-25',
    '2027-12-26',
  ],
  BE: [
    '2026-01-01',
    '2026-04-06',
    '2026-05-01',
    '2026-05-14',
    '2026-05-25',
    '2026-07-21',
    '2026-08-15',
    '2026-11-01',
    '2026-11-11',
    '2026-12-25',
    '2027-01-01',
    '2027-03-29',
    '2027-05-01',
    '2027-05-06',
    '2027-05-17',
    '2027-07-21',
    '2027-08-15',
    '2027-11-01',
    '2027-11-11',
    '2027-12-25',
  ],
};

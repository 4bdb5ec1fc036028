import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';
import { scheduleLinkFields, SEARCH_PARAMS } from '@/domain/schedule-search/schedule-search-url';
import { isApiDateTime, zonedDateTimeToEpochMs } from '@/lib/dates';

/*
 * Quick booking as a link: the step and the chosen sailing live in the URL, so Back works, a
 * reload stays on the step, and the schedule's route cards link straight to a sailing ("Book"). One schema serves
 * the href builder ({@link quickBookingHref}) and the page's parser ({@link parseQuickBookingUrl}). Here rather than
 * in config/paths.ts because config/ is in the app shell and zod is not (docs/architecture.md "Typed links").
 */

/** The steps in order: search a schedule, pick a sailing, the minimum details, review and submit. */
export const QUICK_BOOKING_STEPS = ['search-schedule', 'select', 'details', 'review'] as const;
/** One of {@link QUICK_BOOKING_STEPS}. */
export type QuickBookingStep = (typeof QUICK_BOOKING_STEPS)[number];

/**
 * URL names. The search reuses the schedule's names (SEARCH_PARAMS: oriLocCdParam, frmDtParam...), so a quick booking
 * search reads like a schedule link; the sailing's names are ours, in the same style.
 */
export const QUICK_BOOKING_PARAMS = {
  step: 'step',
  originCode: SEARCH_PARAMS.originCode,
  originName: SEARCH_PARAMS.originName,
  destinationCode: SEARCH_PARAMS.destinationCode,
  destinationName: SEARCH_PARAMS.destinationName,
  fromDate: SEARCH_PARAMS.fromDate,
  key: 'sailKey',
  porCode: 'porCd',
  porName: 'porNm',
  polCode: 'polCd',
  polName: 'polNm',
  podCode: 'podCd',
  podName: 'podNm',
  delCode: 'delCd',
  delName: 'delNm',
  receiptType: 'rcvTp',
  deliveryType: 'dlvTp',
  departureDate: 'etd',
  vesselDepartureDate: 'vslEtd',
  arrivalDate: 'eta',
  vesselName: 'vslNm',
  vesselIMONumber: 'vslImo',
  voyageNumber: 'voy',
  serviceCode: 'svc',
  portCutOff: 'pco',
  polTimeZone: 'polTz',
} as const;

const name = scheduleLinkFields.locationName;
const apiDateTime = z.string().check(z.refine(isApiDateTime, 'must be a date-time written yyyy-MM-dd HH:mm:ss'));

/** The schedule search of the first step: origin and destination (UN/LOCODE, display name) and the first date. */
export const quickBookingSearchSchema = z.object({
  originCode: scheduleLinkFields.locationCode,
  originName: z.optional(name),
  destinationCode: scheduleLinkFields.locationCode,
  destinationName: z.optional(name),
  /** 'yyyy-MM-dd', origin local date: sailings departing from this date on. */
  fromDate: scheduleLinkFields.date,
});
/** A complete {@link quickBookingSearchSchema} search. */
export type QuickBookingSearch = z.infer<typeof quickBookingSearchSchema>;

/**
 * The chosen sailing: what identifies a route of the point-to-point schedule (its `key`, POR/POL/POD/DEL, the receipt
 * and delivery types, the departure) and what the booking request needs of it (vessel name and IMO number, export
 * voyage, service code), so the page shows it and books it without searching again. Date-times are the schedule's
 * wire format 'yyyy-MM-dd HH:mm:ss', local to POR (departure: the truck pick-up of a Door route), DEL (arrival) and
 * POL (the vessel's departure and the port cut-off, with POL's IANA time zone so the page shows the offset and can
 * tell whether the cut-off has passed).
 */
export const quickBookingSailingSchema = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(200)),
  porCode: scheduleLinkFields.locationCode,
  porName: name,
  polCode: scheduleLinkFields.locationCode,
  polName: name,
  podCode: scheduleLinkFields.locationCode,
  podName: name,
  delCode: scheduleLinkFields.locationCode,
  delName: name,
  receiptType: z.enum(['SD', 'CY']),
  deliveryType: z.enum(['SD', 'CY']),
  departureDate: apiDateTime,
  /** The first vessel leg's departure from POL, local at POL (absent in links made before it was carried). */
  vesselDepartureDate: z.optional(apiDateTime),
  arrivalDate: apiDateTime,
  vesselName: z.string().check(z.minLength(1), z.maxLength(50)),
  vesselIMONumber: z.optional(z.string().check(z.regex(/^\d{7,8}$/))),
  voyageNumber: z.string().check(z.minLength(1), z.maxLength(50)),
  serviceCode: z.optional(z.string().check(z.minLength(1), z.maxLength(11))),
  portCutOff: z.optional(apiDateTime),
  polTimeZone: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
});
/** A {@link quickBookingSailingSchema} sailing. */
export type QuickBookingSailing = z.infer<typeof quickBookingSailingSchema>;

/** What {@link quickBookingHref} takes: the step, and the search and sailing that step needs. */
export interface QuickBookingLink {
  step: QuickBookingStep;
  search?: QuickBookingSearch;
  sailing?: QuickBookingSailing;
}

const quickBookingLinkSchema = z
  .object({
    step: z.enum(QUICK_BOOKING_STEPS),
    search: z.optional(quickBookingSearchSchema),
    sailing: z.optional(quickBookingSailingSchema),
  })
  .check(
    z.refine((link) => link.step !== 'select' || link.search !== undefined, 'the select step needs a search'),
    z.refine(
      (link) => (link.step !== 'details' && link.step !== 'review') || link.sailing !== undefined,
      'the details and review steps need a sailing',
    ),
  );

const SEARCH_KEYS = ['originCode', 'originName', 'destinationCode', 'destinationName', 'fromDate'] as const;
const SAILING_KEYS = Object.keys(quickBookingSailingSchema.shape) as (keyof QuickBookingSailing)[];

/**
 * The in-app link of quick booking at `step`. Throws zod's error when the link is not one the page accepts (a bad
 * code, 'select' without a search, 'details' or 'review' without a sailing): a programming error, callers pass what
 * they picked.
 */
export function quickBookingHref(link: QuickBookingLink): string {
  const valid = quickBookingLinkSchema.parse(link);
  const params = new URLSearchParams({ [QUICK_BOOKING_PARAMS.step]: valid.step });
  for (const key of SEARCH_KEYS) {
    const value = valid.search?.[key];
    if (value !== undefined) params.set(QUICK_BOOKING_PARAMS[key], value);
  }
  for (const key of SAILING_KEYS) {
    const value = valid.sailing?.[key];
    if (value !== undefined) params.set(QUICK_BOOKING_PARAMS[key], value);
  }
  return paths.quickBooking.href(routeQuery<'quickBooking'>(params));
}

/**
 * What the page reads from its URL, by step: 'select' always has a whole search, 'details' and 'review' a sailing. A
 * malformed URL never fails: an unknown step, a step missing what it needs, or a broken sailing falls back to the first
 * step, keeping what parsed (`fellBack` true, so the page can say so). `search` holds the search fields that parsed
 * (all, some or none); `sailing` only a whole valid sailing.
 */
export type ParsedQuickBookingUrl =
  | {
      step: 'search-schedule';
      search: Partial<QuickBookingSearch>;
      sailing: QuickBookingSailing | null;
      fellBack: boolean;
    }
  | { step: 'select'; search: QuickBookingSearch; sailing: QuickBookingSailing | null; fellBack: false }
  | { step: 'details' | 'review'; search: Partial<QuickBookingSearch>; sailing: QuickBookingSailing; fellBack: false };

const MAX_VALUE_LENGTH = 200;

/** Reads quick booking's URL query (see {@link ParsedQuickBookingUrl}); the inverse of {@link quickBookingHref}. */
export function parseQuickBookingUrl(params: URLSearchParams): ParsedQuickBookingUrl {
  const read = (key: keyof typeof QUICK_BOOKING_PARAMS) =>
    params.get(QUICK_BOOKING_PARAMS[key])?.slice(0, MAX_VALUE_LENGTH) ?? undefined;

  const search: Partial<QuickBookingSearch> = {};
  for (const key of SEARCH_KEYS) {
    const raw = read(key);
    const value = key === 'originCode' || key === 'destinationCode' ? raw?.trim().toUpperCase() : raw;
    if (value !== undefined && quickBookingSearchSchema.shape[key].safeParse(value).success) search[key] = value;
  }

  const rawSailing: Record<string, string> = {};
  let anySailingField = false;
  for (const key of SAILING_KEYS) {
    const value = read(key);
    if (value === undefined) continue;
    rawSailing[key] = value;
    anySailingField = true;
  }
  const sailingResult = quickBookingSailingSchema.safeParse(rawSailing);
  const sailing = sailingResult.success ? sailingResult.data : null;
  const completeSearch = quickBookingSearchSchema.safeParse(search);

  const rawStep = read('step');
  const step = QUICK_BOOKING_STEPS.find((candidate) => candidate === rawStep);
  // A link with some sailing fields but not a whole valid sailing is broken, whatever its step.
  if (!anySailingField || sailing !== null) {
    if (step === 'search-schedule') return { step, search, sailing, fellBack: false };
    if (step === 'select' && completeSearch.success) {
      return { step, search: completeSearch.data, sailing, fellBack: false };
    }
    if ((step === 'details' || step === 'review') && sailing !== null) {
      return { step, search, sailing, fellBack: false };
    }
  }
  return {
    step: 'search-schedule',
    search,
    sailing,
    // A bare '/booking/quick-booking' is the first step, not a fallback.
    fellBack: rawStep !== undefined || anySailingField,
  };
}

/** The search a sailing answers (its POR, DEL and departure date), for a sailing that came without one. */
export function searchOfSailing(sailing: QuickBookingSailing): QuickBookingSearch {
  return {
    originCode: sailing.porCode,
    originName: sailing.porName,
    destinationCode: sailing.delCode,
    destinationName: sailing.delName,
    fromDate: sailing.departureDate.slice(0, 10),
  };
}

/**
 * The fields of a point-to-point schedule route (features/schedule contract, DCSA Commercial Schedules names) that a
 * sailing is made of; structural, so the schedule's routes and quick booking's own search answers both fit.
 */
export interface ScheduleRouteOfSailing {
  key: string;
  receiptTypeAtOrigin: 'SD' | 'CY';
  deliveryTypeAtDestination: 'SD' | 'CY';
  por: { locationCode: string; locationName: string };
  pol: { locationCode: string; locationName: string; timeZone: string };
  pod: { locationCode: string; locationName: string };
  del: { locationCode: string; locationName: string };
  departureDate: string;
  arrivalDate: string;
  sailInfo: readonly {
    modeOfTransport: string;
    departureDate: string;
    vesselName: string | null;
    vesselIMONumber: string | null;
    voyageNumber: string | null;
    serviceCode: string | null;
  }[];
  cutOffTimes: readonly { cutOffDateTimeCode: string; cutOffDateTime: string; locationCode: string }[];
}

/**
 * The sailing of a schedule route ("Book" on a route card, a pick in quick booking's list): POR/POL/POD/DEL, terms,
 * departure and arrival, the first vessel leg's vessel, voyage, service and departure (the ETD at POL), POL's time
 * zone, and the port cut-off (PCO) at POL. Null
 * for a route without a vessel leg with vessel and voyage (nothing to book).
 */
export function sailingOfRoute(route: ScheduleRouteOfSailing): QuickBookingSailing | null {
  const trunk = route.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL');
  if (!trunk?.vesselName || !trunk.voyageNumber) return null;
  const portCutOff = route.cutOffTimes.find(
    (cutOff) => cutOff.cutOffDateTimeCode === 'PCO' && cutOff.locationCode === route.pol.locationCode,
  );
  return {
    key: route.key,
    porCode: route.por.locationCode,
    porName: route.por.locationName,
    polCode: route.pol.locationCode,
    polName: route.pol.locationName,
    podCode: route.pod.locationCode,
    podName: route.pod.locationName,
    delCode: route.del.locationCode,
    delName: route.del.locationName,
    receiptType: route.receiptTypeAtOrigin,
    deliveryType: route.deliveryTypeAtDestination,
    departureDate: route.departureDate,
    vesselDepartureDate: trunk.departureDate,
    arrivalDate: route.arrivalDate,
    vesselName: trunk.vesselName,
    ...(trunk.vesselIMONumber ? { vesselIMONumber: trunk.vesselIMONumber } : {}),
    voyageNumber: trunk.voyageNumber,
    ...(trunk.serviceCode ? { serviceCode: trunk.serviceCode } : {}),
    ...(portCutOff ? { portCutOff: portCutOff.cutOffDateTime } : {}),
    polTimeZone: route.pol.timeZone,
  };
}

/**
 * True once the sailing's port cut-off (local at POL) has passed at `now` (epoch ms): the carrier takes no booking
 * for it (such a sailing cannot be chosen). False when the sailing carries no port cut-off.
 */
export function isPortCutOffPassed(sailing: QuickBookingSailing, now: number): boolean {
  if (!sailing.portCutOff || !sailing.polTimeZone) return false;
  return zonedDateTimeToEpochMs(sailing.portCutOff, sailing.polTimeZone) <= now;
}

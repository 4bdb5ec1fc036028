import type {
  Booking,
  CreateBooking,
  Feedback,
  Party,
  RequestedEquipment,
  ShipmentCutOffTime,
  StatusHistoryEntry,
  Transport,
} from '@/domain/booking/booking-contract';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';

import { DEMO_USERS } from '../auth/demo-users';
import { hashInt, hashUnit } from '../schedule/data/random';
import { scheduleGenerator } from '../schedule/data/schedule-generator';
import { SEED_COMMODITIES, SEED_COMPANIES, SEED_LANES } from './data/seed-data';
import {
  createBookingRequestForRoute,
  createDangerousGoods,
  createDangerousGoodsEquipment,
  createParty,
  createReeferEquipment,
  createRequestedEquipment,
} from './factories';
import { parseSeededReference, seededBookingNumber, seededRequestReference } from './references';
import { cutOffTimesOf, firstVesselLeg, isoUtc, portCutOffMs, routeHasReeferPlugs, transportPlanOf } from './sailings';

/*
 * The demo users' bookings (README "Booking", seed data), generated on demand and never stored: a pure function of
 * the user, the booking's index and the anchor (the UTC week of "now", so the demo's sailings stay around today).
 * Only bookings a user creates or changes live in the mock database, as overrides by request reference.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Seed of the generated bookings (mixed into every choice). */
export const BOOKING_SEED = 14_2026;

/** The demo users with generated bookings: tag (in their references) and how many. Other users start with none. */
export const SEEDED_USERS: Readonly<Record<string, { tag: number; count: number }>> = {
  [DEMO_USERS.shipper.user.userId]: { tag: 1, count: 36 },
  // Forwarders book a lot: enough for the overview's paging, filters and sort to be real (issue 14).
  [DEMO_USERS.forwarder.user.userId]: { tag: 2, count: 10_000 },
  [DEMO_USERS.locked.user.userId]: { tag: 3, count: 24 },
  [DEMO_USERS.expired.user.userId]: { tag: 4, count: 24 },
  // The shipper's colleague (issue 16: templates shared within a company) books too.
  [DEMO_USERS.shipper2.user.userId]: { tag: 5, count: 24 },
};

/**
 * What a generated booking shows: a booking status, and for a confirmed one the amendment in progress or done. The
 * small demo users cycle through all of them in this order; the forwarder draws them with the weights of
 * {@link FORWARDER_WEIGHTS}.
 */
export const SEED_VARIANTS = [
  'CONFIRMED',
  'RECEIVED',
  'PENDING_UPDATE',
  'UPDATE_RECEIVED',
  'AMENDMENT_RECEIVED',
  'AMENDMENT_CONFIRMED',
  'PENDING_AMENDMENT',
  'REJECTED',
  'DECLINED',
  'CANCELLED',
  'COMPLETED',
  'CANCELLED_CONFIRMED',
] as const;
export type SeedVariant = (typeof SEED_VARIANTS)[number];

/** Shares (per cent) of the forwarder's bookings: most have sailed or are confirmed, as in a real book. */
const FORWARDER_WEIGHTS: Readonly<Record<SeedVariant, number>> = {
  COMPLETED: 30,
  CONFIRMED: 28,
  AMENDMENT_CONFIRMED: 5,
  AMENDMENT_RECEIVED: 2,
  RECEIVED: 5,
  PENDING_UPDATE: 4,
  UPDATE_RECEIVED: 2,
  PENDING_AMENDMENT: 3,
  REJECTED: 6,
  DECLINED: 3,
  CANCELLED: 7,
  CANCELLED_CONFIRMED: 5,
};

/** The generated variant of booking `index` of `userId`. */
export function seedVariantOf(userId: string, index: number): SeedVariant {
  const seeded = SEEDED_USERS[userId];
  if (!seeded || seeded.count < 1000) return SEED_VARIANTS[index % SEED_VARIANTS.length] ?? 'CONFIRMED';
  let draw = hashInt(0, 99, BOOKING_SEED, userId, index, 'variant');
  for (const variant of SEED_VARIANTS) {
    draw -= FORWARDER_WEIGHTS[variant];
    if (draw < 0) return variant;
  }
  return 'CONFIRMED';
}

const WEEK_MS = 7 * DAY_MS;
/** Monday 2024-01-01 00:00 UTC: generated bookings move with the weeks counted from here. */
const ANCHOR_EPOCH_MS = Date.UTC(2024, 0, 1);

/**
 * The instant generated bookings are placed around, for `nowMs`: the start of its UTC week (Monday 00:00Z). A week,
 * not a day, so a generated booking keeps its sailing and dates for the week it is looked at.
 */
export function anchorOf(nowMs: number): number {
  return ANCHOR_EPOCH_MS + Math.floor((nowMs - ANCHOR_EPOCH_MS) / WEEK_MS) * WEEK_MS;
}

/** A sailing of the pool with what every booking on it shares (computed once per sailing). */
interface PoolSailing {
  route: PointToPointRoute;
  departureMs: number;
  pcoMs: number;
  plan: Transport[];
  cutOffs: ShipmentCutOffTime[];
  hasReeferPlugs: boolean;
  /** The request fields the sailing decides (terms, vessel, voyage, service, dates, locations), shared by its bookings. */
  routeRequest: CreateBooking;
}

interface Pool {
  anchorMs: number;
  /**
   * Per lane of {@link SEED_LANES}, its sailings within 6 weeks either side of the anchor: all of them, those that
   * sailed before the anchor, and those whose port cut-off is still 2 days ahead at the end of the anchor's week.
   */
  lanes: { all: PoolSailing[]; past: PoolSailing[]; future: PoolSailing[] }[];
}

let cachedPool: Pool | undefined;

/** The sailings generated bookings use, for the anchor (cached: the schedule search runs once per week). */
function poolFor(anchorMs: number): Pool {
  if (cachedPool?.anchorMs === anchorMs) return cachedPool;
  const fromDate = isoUtc(anchorMs - 42 * DAY_MS).slice(0, 10);
  const toDate = isoUtc(anchorMs + 42 * DAY_MS).slice(0, 10);
  const lanes = SEED_LANES.map(([porCode, delCode]) => {
    const all = scheduleGenerator
      .findRoutes({ porCode, delCode, fromDate, toDate, rcvTermCode: 'Y', deTermCode: 'Y' })
      .map((route): PoolSailing => {
        const plan = transportPlanOf(route);
        const mainCarriage = plan.find((transport) => transport.transportPlanStage === 'MNC');
        return {
          route,
          departureMs: mainCarriage ? Date.parse(mainCarriage.plannedDepartureDateTime) : anchorMs,
          pcoMs: portCutOffMs(route),
          plan,
          cutOffs: cutOffTimesOf(route, { receiptTypeAtOrigin: 'CY' }),
          hasReeferPlugs: routeHasReeferPlugs(route),
          routeRequest: createBookingRequestForRoute(route),
        };
      });
    return {
      all,
      past: all.filter((sailing) => sailing.departureMs < anchorMs),
      future: all.filter((sailing) => sailing.pcoMs > anchorMs + WEEK_MS + 2 * DAY_MS),
    };
  });
  cachedPool = { anchorMs, lanes };
  return cachedPool;
}

/** Which sailings a variant may use: sailed ones, ones whose port cut-off is still ahead, or all of them. */
function timingOf(variant: SeedVariant): 'past' | 'future' | 'all' {
  if (variant === 'COMPLETED') return 'past';
  if (
    variant === 'REJECTED' ||
    variant === 'DECLINED' ||
    variant === 'CANCELLED' ||
    variant === 'CANCELLED_CONFIRMED'
  ) {
    return 'all';
  }
  return 'future';
}

function pickSailing(pool: Pool, userId: string, index: number, variant: SeedVariant): PoolSailing | undefined {
  const timing = timingOf(variant);
  const first = hashInt(0, pool.lanes.length - 1, BOOKING_SEED, userId, index, 'lane');
  for (let step = 0; step < pool.lanes.length; step += 1) {
    const candidates = pool.lanes[(first + step) % pool.lanes.length]?.[timing] ?? [];
    if (candidates.length > 0) {
      return candidates[hashInt(0, candidates.length - 1, BOOKING_SEED, userId, index, 'sailing')];
    }
  }
  return undefined;
}

const ownParties = new Map<string, Party>();

/** The user's own company as a party (the booking agent DCSA requires); one object per user, shared by its bookings. */
function ownParty(userId: string): Party {
  let party = ownParties.get(userId);
  if (!party) {
    party = companyOf(userId);
    ownParties.set(userId, party);
  }
  return party;
}

function companyOf(userId: string): Party {
  const demo = Object.values(DEMO_USERS).find((candidate) => candidate.user.userId === userId);
  if (!demo || demo.user.userId === DEMO_USERS.shipper.user.userId) return createParty();
  return createParty({
    partyName: demo.user.companyName,
    address: {
      street: demo.user.customerCountry === 'DE' ? 'Grosse Elbstrasse' : 'Harbour Road',
      streetNumber: '145',
      city: demo.user.customerCountry === 'DE' ? 'Hamburg' : 'Port City',
      countryCode: demo.user.customerCountry,
    },
    partyContactDetails: [
      { name: `${demo.user.firstName} ${demo.user.lastName}`, email: demo.details.email, phone: demo.details.phone },
    ],
  });
}

function pick<T>(items: readonly T[], ...parts: readonly (string | number)[]): T {
  return items[hashInt(0, items.length - 1, BOOKING_SEED, ...parts)] as T;
}

function equipmentFor(userId: string, index: number, variant: SeedVariant, sailing: PoolSailing): RequestedEquipment {
  const draw = hashUnit(BOOKING_SEED, userId, index, 'equipment');
  if (variant === 'PENDING_UPDATE') {
    return createDangerousGoodsEquipment(createDangerousGoods({ emergencyContactDetails: undefined }));
  }
  if (variant === 'UPDATE_RECEIVED') return createDangerousGoodsEquipment();
  const commodity = pick(SEED_COMMODITIES, userId, index, 'commodity');
  if (draw < 0.06 && sailing.hasReeferPlugs) {
    return createReeferEquipment({ units: hashInt(1, 4, BOOKING_SEED, userId, index, 'units') });
  }
  const code = draw < 0.62 ? '45G1' : draw < 0.88 ? '22G1' : '42G1';
  const units = hashInt(1, code === '22G1' ? 10 : 5, BOOKING_SEED, userId, index, 'units');
  const perContainerKg =
    1000 * hashInt(code === '22G1' ? 8 : 10, code === '22G1' ? 24 : 26, BOOKING_SEED, userId, index, 'kg');
  return createRequestedEquipment({
    ISOEquipmentCode: code,
    units,
    cargoGrossWeight: { value: perContainerKg, unit: 'KGM' },
    commodities: [
      {
        ...commodity,
        HSCodes: [...commodity.HSCodes],
        cargoGrossWeight: { value: perContainerKg * units, unit: 'KGM' },
      },
    ],
  });
}

function requestFor(userId: string, index: number, variant: SeedVariant, sailing: PoolSailing): CreateBooking {
  const own = ownParty(userId);
  const isShipper = userId === DEMO_USERS.shipper.user.userId;
  const shipper = isShipper ? own : pick(SEED_COMPANIES, userId, index, 'shipper');
  const consignee = pick(
    SEED_COMPANIES.filter((company) => company.partyName !== shipper.partyName),
    userId,
    index,
    'consignee',
  );
  const country = own.address?.countryCode ?? 'KR';
  const explosives = variant === 'REJECTED' && hashUnit(BOOKING_SEED, userId, index, 'reject') < 0.4;
  const equipment = explosives
    ? createDangerousGoodsEquipment(
        createDangerousGoods({
          UNNumber: '0336',
          properShippingName: 'FIREWORKS',
          imoClass: '1.4',
          packingGroup: undefined,
        }),
      )
    : equipmentFor(userId, index, variant, sailing);
  // The sailing's part is shared (never mutated: every change of a booking copies it first, lifecycle.ts).
  return {
    ...sailing.routeRequest,
    serviceContractReference: `SC-${country}-2026-${String(hashInt(100, 999, BOOKING_SEED, userId, 'contract', index % 7)).padStart(4, '0')}`,
    freightPaymentTermCode: hashUnit(BOOKING_SEED, userId, index, 'terms') < 0.8 ? 'PRE' : 'COL',
    references: [{ type: 'CR', value: `PO-${4_500_000_000 + hashInt(0, 999_999, BOOKING_SEED, userId, index, 'po')}` }],
    documentParties: { bookingAgent: own, shipper, consignee },
    requestedEquipments: [equipment],
  };
}

function historyOf(
  variant: SeedVariant,
  createdMs: number,
  sailing: PoolSailing,
  feedbacks: Feedback[] | undefined,
  anchorMs: number,
): StatusHistoryEntry[] {
  const at = (ms: number) => isoUtc(ms);
  const confirmedMs = createdMs + 2 * HOUR_MS;
  const received: StatusHistoryEntry = { bookingStatus: 'RECEIVED', dateTime: at(createdMs) };
  const confirmed: StatusHistoryEntry = { bookingStatus: 'CONFIRMED', dateTime: at(confirmedMs) };
  const reason = feedbacks?.map((feedback) => feedback.message).join(' ');
  switch (variant) {
    case 'RECEIVED':
      return [received];
    case 'PENDING_UPDATE':
      return [received, { bookingStatus: 'PENDING_UPDATE', dateTime: at(confirmedMs), ...(reason ? { reason } : {}) }];
    case 'UPDATE_RECEIVED':
      return [
        received,
        {
          bookingStatus: 'PENDING_UPDATE',
          dateTime: at(confirmedMs),
          reason: 'A 24-hour emergency contact is needed.',
        },
        { bookingStatus: 'UPDATE_RECEIVED', dateTime: at(confirmedMs + 3 * HOUR_MS) },
      ];
    case 'CONFIRMED':
      return [received, confirmed];
    case 'AMENDMENT_RECEIVED':
      return [
        received,
        confirmed,
        { bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED', dateTime: at(confirmedMs + DAY_MS) },
      ];
    case 'AMENDMENT_CONFIRMED':
      return [
        received,
        confirmed,
        { bookingStatus: 'CONFIRMED', amendedBookingStatus: 'AMENDMENT_RECEIVED', dateTime: at(confirmedMs + DAY_MS) },
        {
          bookingStatus: 'CONFIRMED',
          amendedBookingStatus: 'AMENDMENT_CONFIRMED',
          dateTime: at(confirmedMs + DAY_MS + 2 * HOUR_MS),
        },
      ];
    case 'PENDING_AMENDMENT':
      return [
        received,
        confirmed,
        {
          bookingStatus: 'PENDING_AMENDMENT',
          dateTime: at(confirmedMs + DAY_MS),
          reason: 'The sailing was re-routed: please confirm the new transport plan.',
        },
      ];
    case 'REJECTED':
      return [received, { bookingStatus: 'REJECTED', dateTime: at(confirmedMs), ...(reason ? { reason } : {}) }];
    case 'DECLINED':
      return [
        received,
        confirmed,
        {
          bookingStatus: 'DECLINED',
          dateTime: at(confirmedMs + DAY_MS),
          reason: 'The vessel is overbooked: the carrier cannot load the containers on this sailing.',
        },
      ];
    case 'CANCELLED':
      return [
        received,
        { bookingStatus: 'CANCELLED', dateTime: at(createdMs + HOUR_MS), reason: 'The order was withdrawn.' },
      ];
    case 'CANCELLED_CONFIRMED':
      return [
        received,
        confirmed,
        {
          bookingStatus: 'CONFIRMED',
          bookingCancellationStatus: 'CANCELLATION_RECEIVED',
          dateTime: at(confirmedMs + DAY_MS),
          reason: 'The consignee postponed the order.',
        },
        {
          bookingStatus: 'CANCELLED',
          bookingCancellationStatus: 'CANCELLATION_CONFIRMED',
          dateTime: at(confirmedMs + DAY_MS),
        },
      ];
    case 'COMPLETED':
      return [
        received,
        confirmed,
        { bookingStatus: 'COMPLETED', dateTime: at(Math.min(sailing.departureMs + 6 * HOUR_MS, anchorMs)) },
      ];
  }
}

/** When generated booking `index` was requested: before its cut-off, before the anchor. */
function createdMsOf(userId: string, index: number, variant: SeedVariant, sailing: PoolSailing, anchorMs: number) {
  const recent = variant === 'RECEIVED' || variant === 'UPDATE_RECEIVED' || variant === 'PENDING_UPDATE';
  const beforeMs = recent
    ? anchorMs - hashInt(2, 40, BOOKING_SEED, userId, index, 'created') * HOUR_MS
    : Math.min(anchorMs, sailing.pcoMs) - hashInt(2, 30, BOOKING_SEED, userId, index, 'created') * DAY_MS;
  return Math.floor(beforeMs / 60_000) * 60_000 - hashInt(0, 59, BOOKING_SEED, userId, index, 'minute') * 60_000;
}

function feedbacksOf(variant: SeedVariant, request: CreateBooking, sailing: PoolSailing): Feedback[] | undefined {
  if (variant === 'PENDING_UPDATE') {
    return [
      {
        severity: 'ERROR',
        code: 'PROPERTY_VALUE_MUST_CHANGE',
        message: 'Dangerous goods UN 1263 (PAINT) need a 24-hour emergency contact: amend the booking with it.',
        jsonPath: '$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].emergencyContactDetails',
        property: 'emergencyContactDetails',
      },
    ];
  }
  if (variant !== 'REJECTED') return undefined;
  const goods = request.requestedEquipments[0]?.commodities[0]?.outerPackaging?.dangerousGoods?.[0];
  if (goods) {
    return [
      {
        severity: 'ERROR',
        code: 'INFORMATIONAL_MESSAGE',
        message: `Explosives (IMO class ${goods.imoClass}, UN ${goods.UNNumber}) are not accepted for carriage.`,
        jsonPath: '$.requestedEquipments[0].commodities[0].outerPackaging.dangerousGoods[0].imoClass',
        property: 'imoClass',
      },
    ];
  }
  const leg = firstVesselLeg(sailing.route);
  return [
    {
      severity: 'ERROR',
      code: 'PROPERTY_VALUE_MUST_CHANGE',
      message: `The port cut-off of ${leg?.vesselName ?? ''} ${leg?.voyageNumber ?? ''} at ${sailing.route.pol.locationName} has passed: choose a later sailing.`,
      jsonPath: '$.vessel',
      property: 'vessel',
    },
  ];
}

const CONFIRMED_VARIANTS: ReadonlySet<SeedVariant> = new Set([
  'CONFIRMED',
  'AMENDMENT_RECEIVED',
  'AMENDMENT_CONFIRMED',
  'PENDING_AMENDMENT',
  'DECLINED',
  'CANCELLED_CONFIRMED',
  'COMPLETED',
]);

/** A generated booking and the booking number it has or would get. */
export interface SeededBooking {
  booking: Booking;
  bookingNumber: string;
}

/**
 * Generated booking `index` (0-based) of `userId` around the anchor of `nowMs`, or undefined when the user has
 * none with that index. Deterministic: the same user, index and week give the same booking.
 */
export function seededBooking(userId: string, index: number, nowMs: number): SeededBooking | undefined {
  const seeded = SEEDED_USERS[userId];
  if (!seeded || !Number.isInteger(index) || index < 0 || index >= seeded.count) return undefined;
  const anchorMs = anchorOf(nowMs);
  const variant = seedVariantOf(userId, index);
  const sailing = pickSailing(poolFor(anchorMs), userId, index, variant);
  if (!sailing) return undefined;
  const request = requestFor(userId, index, variant, sailing);
  const createdMs = createdMsOf(userId, index, variant, sailing, anchorMs);
  const feedbacks = feedbacksOf(variant, request, sailing);
  const statusHistory = historyOf(variant, createdMs, sailing, feedbacks, anchorMs);
  const last = statusHistory.at(-1) ?? { bookingStatus: 'RECEIVED', dateTime: isoUtc(createdMs) };
  const bookingNumber = seededBookingNumber(seeded.tag, index, sailing.route.pol.locationCode);
  const booking: Booking = {
    ...request,
    carrierBookingRequestReference: seededRequestReference(seeded.tag, index),
    bookingStatus: last.bookingStatus,
    statusHistory,
    createdDateTime: statusHistory[0]?.dateTime ?? isoUtc(createdMs),
    updatedDateTime: last.dateTime,
  };
  if (CONFIRMED_VARIANTS.has(variant)) {
    booking.carrierBookingReference = bookingNumber;
    booking.confirmedEquipments = request.requestedEquipments.map(({ ISOEquipmentCode, units }) => ({
      ISOEquipmentCode,
      units,
    }));
    booking.transportPlan = sailing.plan;
    booking.shipmentCutOffTimes = sailing.cutOffs;
  }
  if (variant === 'AMENDMENT_RECEIVED' || variant === 'AMENDMENT_CONFIRMED') booking.amendedBookingStatus = variant;
  if (variant === 'CANCELLED_CONFIRMED') booking.bookingCancellationStatus = 'CANCELLATION_CONFIRMED';
  if (feedbacks) booking.feedbacks = feedbacks;
  return { booking, bookingNumber };
}

/** How many generated bookings `userId` has (0 for anyone but the demo users). */
export function seededCount(userId: string): number {
  return SEEDED_USERS[userId]?.count ?? 0;
}

/**
 * The generated booking a reference (request reference or booking number) names, for `userId` at `nowMs`; undefined
 * when it is not one of theirs.
 */
export function seededBookingByReference(userId: string, reference: string, nowMs: number): SeededBooking | undefined {
  const parsed = parseSeededReference(reference);
  const seeded = SEEDED_USERS[userId];
  if (!parsed || !seeded || parsed.tag !== seeded.tag) return undefined;
  const generated = seededBooking(userId, parsed.index, nowMs);
  if (!generated) return undefined;
  const { booking } = generated;
  return booking.carrierBookingRequestReference === reference || booking.carrierBookingReference === reference
    ? generated
    : undefined;
}

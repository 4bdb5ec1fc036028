import { DEMO_USERS } from '../auth/demo-users';
import { hashInt } from '../schedule/data/random';

/*
 * Who has generated bookings (docs/areas/booking.md, seed data), what each of them shows, and the week they are placed
 * around. The bookings themselves: ./seed.ts.
 */

const WEEK_MS = 7 * 86_400_000;

/** Seed of the generated bookings (mixed into every choice). */
export const BOOKING_SEED = 14_2026;

/**
 * How many of a demo user's bookings sail this week (the last of its `count`): confirmed, SI not sent, their
 * documentation cut-offs (DCO) spread from a day before the anchor week to two days after it, so that whatever the day
 * the SI summary shows SIs due within 24 h, within 48 h and overdue (docs/areas/documentation.md, seed data).
 */
export const THIS_WEEK_COUNT = 12;

/**
 * The demo users with generated bookings: tag (in their references) and how many in all; the last
 * {@link THIS_WEEK_COUNT} of them sail this week. Other users start with none.
 */
export const SEEDED_USERS: Readonly<Record<string, { tag: number; count: number }>> = {
  [DEMO_USERS.shipper.user.userId]: { tag: 1, count: 36 + THIS_WEEK_COUNT },
  // Forwarders book a lot: enough for the overview's paging, filters and sort to be real (docs/areas/booking.md).
  [DEMO_USERS.forwarder.user.userId]: { tag: 2, count: 10_000 },
  // Their colleague books as much: the company's invoices are both accounts' (docs/areas/e-finance.md).
  [DEMO_USERS.forwarder2.user.userId]: { tag: 8, count: 10_000 },
  [DEMO_USERS.locked.user.userId]: { tag: 3, count: 24 + THIS_WEEK_COUNT },
  [DEMO_USERS.expired.user.userId]: { tag: 4, count: 24 + THIS_WEEK_COUNT },
  // The shipper's colleague books too (booking templates are shared within a company: docs/areas/booking-templates.md).
  [DEMO_USERS.shipper2.user.userId]: { tag: 5, count: 24 + THIS_WEEK_COUNT },
  // The US importer's bookings are what it pays online (docs/areas/e-finance.md, "Online payment").
  [DEMO_USERS.us.user.userId]: { tag: 7, count: 24 + THIS_WEEK_COUNT },
  // The Indian exporter: enough bookings that five sail from Nhava Sheva (the lane draws of indexes 10, 53, 84, 96
  // and 101), whose invoices carry GST e-invoices (docs/areas/e-finance.md "Tax invoices").
  [DEMO_USERS.india.user.userId]: { tag: 6, count: 102 + THIS_WEEK_COUNT },
};

/**
 * The position (0 to {@link THIS_WEEK_COUNT} - 1) of generated booking `index` of `userId` among its bookings that
 * sail this week, else undefined (a booking on the usual sailings).
 */
export function thisWeekSlotOf(userId: string, index: number): number | undefined {
  const seeded = SEEDED_USERS[userId];
  if (!seeded) return undefined;
  const slot = index - (seeded.count - THIS_WEEK_COUNT);
  return slot >= 0 && slot < THIS_WEEK_COUNT ? slot : undefined;
}

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

/** The generated variant of booking `index` of `userId` (CONFIRMED for those sailing this week). */
export function seedVariantOf(userId: string, index: number): SeedVariant {
  if (thisWeekSlotOf(userId, index) !== undefined) return 'CONFIRMED';
  const seeded = SEEDED_USERS[userId];
  if (!seeded || seeded.count < 1000) return SEED_VARIANTS[index % SEED_VARIANTS.length] ?? 'CONFIRMED';
  let draw = hashInt(0, 99, BOOKING_SEED, userId, index, 'variant');
  for (const variant of SEED_VARIANTS) {
    draw -= FORWARDER_WEIGHTS[variant];
    if (draw < 0) return variant;
  }
  return 'CONFIRMED';
}

/** Monday 2024-01-01 00:00 UTC: generated bookings move with the weeks counted from here. */
const ANCHOR_EPOCH_MS = Date.UTC(2024, 0, 1);

/**
 * The instant generated bookings are placed around, for `nowMs`: the start of its UTC week (Monday 00:00Z). A week,
 * not a day, so a generated booking keeps its sailing and dates for the week it is looked at.
 */
export function anchorOf(nowMs: number): number {
  return ANCHOR_EPOCH_MS + Math.floor((nowMs - ANCHOR_EPOCH_MS) / WEEK_MS) * WEEK_MS;
}

/** How many generated bookings `userId` has (0 for anyone but the demo users). */
export function seededCount(userId: string): number {
  return SEEDED_USERS[userId]?.count ?? 0;
}

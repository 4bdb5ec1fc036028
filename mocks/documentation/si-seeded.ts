import type { SiSummaryStatus } from '@/domain/documentation/si-list-contract';

import { anchorOf } from '../booking/seed-variants';
import type { BookingFacts } from './si-derive';
import type { SiStep } from './si-lifecycle';

/*
 * The SIs that come with generated bookings (docs/areas/documentation.md): each demo user has SIs in every state without
 * anything stored, their steps placed around the booking's DCO and departure and the week's anchor.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** States a seeded booking's SI is in before its vessel departs, cycled over the bookings. */
const UPCOMING_STATES: readonly SiSummaryStatus[] = [
  'NOT_SUBMITTED',
  'SUBMITTED',
  'DRAFT_TO_REVIEW',
  'CORRECTION_PENDING',
  'APPROVED',
];

/** The comment of a seeded correction request. */
const SEEDED_CORRECTION = 'Please add PO 4500123987 to the marks and show the consignee tax ID.';

/**
 * The steps of the SI of a seeded booking (undefined: none sent yet), placed around the booking's DCO and departure and
 * the week's anchor so they stay the same all week. `rank` counts the user's seeded bookings of the same kind (still to
 * sail, or sailed) so that every user's bookings show every state: before departure {@link UPCOMING_STATES} in turn,
 * after it ISSUED and SURRENDERED in turn.
 */
export function seededSteps(rank: SeededRank, facts: BookingFacts, nowMs: number): SiStep[] | undefined {
  const state: SiSummaryStatus = rank.sailed
    ? rank.rank % 2 === 1
      ? 'SURRENDERED'
      : 'ISSUED'
    : (UPCOMING_STATES[rank.rank % UPCOMING_STATES.length] ?? 'NOT_SUBMITTED');
  if (state === 'NOT_SUBMITTED') return undefined;
  const late = rank.rank % 7 === 3 && facts.dueMs + 2 * HOUR_MS <= nowMs;
  // Sent before the week began (so every seeded step has happened whatever the day of the week), and before the DCO.
  const received = late
    ? facts.dueMs + 2 * HOUR_MS
    : Math.min(facts.dueMs - 30 * HOUR_MS, anchorOf(nowMs) - 3 * DAY_MS + (rank.rank % 5) * 3 * HOUR_MS);
  const steps: SiStep[] = [{ event: late ? 'SI_RECEIVED_LATE' : 'SI_RECEIVED', atMs: received }];
  // The desk's next draft for an SI still in its hands: hours before departure (never before the user could see it).
  const nextDraft = Math.max(facts.departureMs - 6 * HOUR_MS, received + 4 * HOUR_MS);
  if (state === 'SUBMITTED') return [...steps, { event: 'DRAFT_ISSUED', atMs: nextDraft }];
  steps.push({ event: 'DRAFT_ISSUED', atMs: received + 4 * HOUR_MS });
  if (state === 'DRAFT_TO_REVIEW') return steps;
  if (state === 'CORRECTION_PENDING') {
    return [
      ...steps,
      { event: 'CORRECTION_REQUESTED', atMs: received + 8 * HOUR_MS, comment: SEEDED_CORRECTION },
      { event: 'DRAFT_ISSUED', atMs: Math.max(nextDraft, received + 9 * HOUR_MS) },
    ];
  }
  steps.push({ event: 'DRAFT_APPROVED', atMs: received + 10 * HOUR_MS });
  if (state === 'SURRENDERED') steps.push({ event: 'BL_SURRENDERED', atMs: facts.departureMs + HOUR_MS });
  return steps;
}

/** Where a seeded booking stands among the user's seeded bookings of its kind (sailed: COMPLETED). */
export interface SeededRank {
  sailed: boolean;
  rank: number;
}

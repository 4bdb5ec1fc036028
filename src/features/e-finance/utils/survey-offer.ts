/**
 * When the e-finance survey is offered (docs/areas/e-finance.md "Survey after use"): after a succeeded payment or a
 * submitted dispute, unless it was offered to the same user less than the runtime setting
 * `eFinanceSurveyIntervalMinutes` ago (portal-spec §9: 2,592,000 minutes by default; 0 offers it after every use).
 *
 * The last offer is kept per user in localStorage under `one-ecom.efinance-survey.offered:<userId>` as epoch
 * milliseconds (`Date.now()` when the section was first shown). Missing, unreadable or corrupt storage, or a time
 * later than now, counts as "never offered": offering a survey once too often is harmless, never offering it is not.
 */

/** Code of the e-finance survey (GET and POST v1/surveys/{code}; the mock serves it in mocks/surveys/handlers.ts). */
export const EFINANCE_SURVEY_CODE = 'EFINANCE';

/** localStorage key prefix of the last offer's time; the user's id follows. */
export const SURVEY_OFFER_KEY_PREFIX = 'one-ecom.efinance-survey.offered:';

const MS_PER_MINUTE = 60_000;

/**
 * Whether the survey is due at `now` (epoch ms) when it was last offered at `lastOfferedAt` (epoch ms, or null for
 * never) and the interval is `intervalMinutes` (whole minutes >= 0). Due when never offered, when the interval is 0,
 * when the last offer lies in the future (a clock set back, or a corrupt value), or once the interval has passed.
 */
export function isSurveyOfferDue(lastOfferedAt: number | null, now: number, intervalMinutes: number): boolean {
  if (lastOfferedAt === null || intervalMinutes <= 0 || lastOfferedAt > now) return true;
  return now - lastOfferedAt >= intervalMinutes * MS_PER_MINUTE;
}

function storage(): Storage | null {
  // The getter itself throws where storage is blocked (SecurityError).
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** When the survey was last offered to `userId` (epoch ms), or null when never, unreadable or corrupt. */
export function readLastSurveyOffer(userId: string): number | null {
  try {
    const raw = storage()?.getItem(SURVEY_OFFER_KEY_PREFIX + userId) ?? null;
    if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
    const value = Number(raw);
    return Number.isSafeInteger(value) ? value : null;
  } catch {
    return null;
  }
}

/** Records that the survey was offered to `userId` at `now` (epoch ms). Blocked storage: nothing is kept. */
export function recordSurveyOffer(userId: string, now: number): void {
  try {
    storage()?.setItem(SURVEY_OFFER_KEY_PREFIX + userId, String(Math.trunc(now)));
  } catch {
    // Storage blocked or full: the survey may be offered again next time, which is harmless.
  }
}

/** Whether the survey is due for `userId` at `now` with the interval `intervalMinutes` (see {@link isSurveyOfferDue}). */
export function isSurveyOfferDueFor(userId: string, now: number, intervalMinutes: number): boolean {
  return isSurveyOfferDue(readLastSurveyOffer(userId), now, intervalMinutes);
}

/**
 * Router state the new-dispute page lands on the new dispute with, and the payment steps (no gateway, or the test
 * gateway's decision) on the payment's page: those pages offer the survey only right after the user submitted, not when
 * a dispute or a receipt is opened from a list later. History keeps it over a reload, where the offer's record (it was
 * shown) keeps the survey from showing again within the interval.
 */
export const JUST_SUBMITTED_STATE = { justSubmitted: true } as const;

/** Whether the router state `state` is {@link JUST_SUBMITTED_STATE}. */
export function isJustSubmitted(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { justSubmitted?: unknown }).justSubmitted === true;
}

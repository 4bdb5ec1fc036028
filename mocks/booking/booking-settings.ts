import { defineTable } from '../db';

/*
 * QA settings of the mock carrier's booking desk, in the mock database (per browser origin: every tab and a reload
 * agree; resetDb() restores the defaults). The QA panel (mocks/qa-panel.tsx) and tests change them.
 */

/** Default delay between a booking step (request, update, amendment) and the carrier's decision: 3000 ms. */
export const DEFAULT_CONFIRM_DELAY_MS = 3000;
/** The longest delay the knob accepts: 10 minutes. */
export const MAX_CONFIRM_DELAY_MS = 600_000;

interface BookingSettings {
  /** ms from a step to the carrier's decision. */
  confirmDelayMs: number;
}

const settingsTable = defineTable<BookingSettings>('booking-settings', () => ({
  confirmDelayMs: DEFAULT_CONFIRM_DELAY_MS,
}));

/** The current confirm delay in ms (applies to steps taken from now on; a step keeps the delay it was taken with). */
export function getBookingConfirmDelayMs(): number {
  return settingsTable.read().confirmDelayMs;
}

/**
 * Sets the confirm delay in ms (0 decides at once, at the next read). Throws RangeError outside
 * 0..{@link MAX_CONFIRM_DELAY_MS} or for a non-integer.
 */
export function setBookingConfirmDelayMs(ms: number): void {
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_CONFIRM_DELAY_MS) {
    throw new RangeError(`The confirm delay is a whole number of ms in 0..${MAX_CONFIRM_DELAY_MS}, not ${ms}`);
  }
  settingsTable.update((settings) => {
    settings.confirmDelayMs = ms;
  });
}

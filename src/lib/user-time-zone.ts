import { useCallback, useSyncExternalStore } from 'react';

import { formatDateTimeWithOffset } from '@/lib/format';

/*
 * The reader's time zone (docs/time-polling.md "Time zones"): what the user did (submitted, amended, sent, requested)
 * and what the carrier's office did (confirmed, issued) show in it; times at a place show in that place's zone. It is
 * the profile's zone once the profile is known (features/profile sets it), else the browser's.
 */

let profileTimeZone: string | null = null;
const listeners = new Set<() => void>();

/** The browser's IANA time zone ('Asia/Seoul'); 'UTC' when the runtime does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The reader's IANA time zone now: the profile's when set, else the browser's. */
export function userTimeZone(): string {
  return profileTimeZone ?? browserTimeZone();
}

/**
 * Sets the profile's IANA time zone (null: none, the browser's zone applies again, e.g. after logout). An unknown zone
 * name is ignored (null) rather than throwing later in every formatter.
 */
export function setProfileTimeZone(timeZone: string | null): void {
  const next = timeZone && isTimeZone(timeZone) ? timeZone : null;
  if (next === profileTimeZone) return;
  profileTimeZone = next;
  for (const listener of [...listeners]) listener();
}

function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The reader's IANA time zone; the component renders again when the profile's zone changes. */
export function useUserTimeZone(): string {
  return useSyncExternalStore(subscribe, userTimeZone, userTimeZone);
}

/**
 * The formatter of the reader's times: an instant (ISO 8601 with any offset, or a Date) as
 * 'yyyy-MM-dd HH:mm UTC+09:00' in {@link useUserTimeZone}. A value that is not a date-time comes back unchanged.
 */
export function useFormatUserDateTime(): (value: string | Date) => string {
  const timeZone = useUserTimeZone();
  return useCallback((value: string | Date) => formatDateTimeWithOffset(value, timeZone), [timeZone]);
}

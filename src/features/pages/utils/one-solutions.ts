import { useSyncExternalStore } from 'react';

/**
 * The items of the ONE Solutions page (docs/requirements.md §2: the header link shows a new-item dot when an unseen item
 * exists and the 'redesign' flag is on). Ids are stable; texts live in the `pages` namespace under
 * `one-solutions.items.<id>`. Add an item here and every user sees the dot until they open the page.
 */
export const ONE_SOLUTION_ITEMS = [
  { id: 'one-quote', publishedOn: '2026-03-02' },
  { id: 'booking-templates', publishedOn: '2026-06-15' },
  { id: 'emission-report', publishedOn: '2026-09-01' },
  { id: 'live-tracking', publishedOn: '2026-11-16' },
] as const;

/** localStorage key of the ids the user has seen (a JSON array of strings). */
export const ONE_SOLUTIONS_SEEN_KEY = 'one-ecom.one-solutions.seen';
const CHANGE_EVENT = 'one-ecom:one-solutions-seen';

function readSeen(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ONE_SOLUTIONS_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** True when at least one item of {@link ONE_SOLUTION_ITEMS} has not been seen in this browser. */
export function hasUnseenOneSolution(): boolean {
  const seen = new Set(readSeen());
  return ONE_SOLUTION_ITEMS.some((item) => !seen.has(item.id));
}

/** Records every current item as seen (the user opened the page); other tabs follow through the storage event. */
export function markOneSolutionsSeen(): void {
  try {
    localStorage.setItem(ONE_SOLUTIONS_SEEN_KEY, JSON.stringify(ONE_SOLUTION_ITEMS.map((item) => item.id)));
  } catch {
    // Storage full or blocked: the dot simply stays.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** React hook: {@link hasUnseenOneSolution}, updated when the page marks the items seen (in any tab). */
export function useHasUnseenOneSolution(): boolean {
  return useSyncExternalStore(subscribe, hasUnseenOneSolution, () => false);
}

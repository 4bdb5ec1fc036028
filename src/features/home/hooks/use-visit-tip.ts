import { useEffect, useState } from 'react';

import { TIP_VISIT_THRESHOLD } from '@/config/limits';

/** localStorage key of the visit counter (0 .. TIP_VISIT_THRESHOLD - 1). */
export const VISIT_COUNTER_KEY = 'one-ecom.tip.visit-counter';

/** The stored visit counter, 0 when missing, invalid or unreadable (storage blocked). */
export function readVisitCounter(): number {
  try {
    const value = Number(localStorage.getItem(VISIT_COUNTER_KEY) ?? '0');
    return Number.isInteger(value) && value >= 0 && value < TIP_VISIT_THRESHOLD ? value : 0;
  } catch {
    return 0;
  }
}

/**
 * The tip's visit counter (docs/requirements.md §4 and §9): each visit reads the counter, the tip opens when it is 0, and the
 * next value (counter + 1) mod TIP_VISIT_THRESHOLD (5) is stored, so the tip shows on visits 1, 6, 11, ...
 * Returns whether the tip is open and a function to close it. Writing is idempotent, so React's double effects in
 * development count one visit.
 */
export function useVisitTip(): { open: boolean; close: () => void } {
  const [counter] = useState(readVisitCounter);
  const [open, setOpen] = useState(counter === 0);
  useEffect(() => {
    try {
      localStorage.setItem(VISIT_COUNTER_KEY, String((counter + 1) % TIP_VISIT_THRESHOLD));
    } catch {
      // Storage blocked: the tip shows on every visit, which is harmless.
    }
  }, [counter]);
  return {
    open,
    close: () => {
      setOpen(false);
    },
  };
}

import { useEffect, useState } from 'react';

import { AUTOCOMPLETE_DEBOUNCE_MS } from '@/config/limits';

/**
 * Returns `value` once it has stopped changing for `delayMs` milliseconds (default AUTOCOMPLETE_DEBOUNCE_MS = 200 ms,
 * docs/requirements.md §9). The first render returns `value` at once; every later change restarts the timer, so a burst of
 * keystrokes yields one update, `delayMs` after the last one. Values are compared with `Object.is`.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = AUTOCOMPLETE_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDebounced(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);

  return debounced;
}

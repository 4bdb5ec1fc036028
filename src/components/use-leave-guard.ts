import { useEffect } from 'react';
import { type Blocker, useBlocker } from 'react-router-dom';

/**
 * Guards unsaved changes (docs/requirements.md §4 "Leave guard"). While `when` is true:
 * - in-app navigation is blocked (react-router's useBlocker) so the caller can ask to confirm; the returned blocker
 *   is 'blocked' until `proceed()` (leave) or `reset()` (stay: the address goes back to the current page);
 * - a reload or closing the tab triggers the browser's unload prompt. Browsers show their own text, but
 *   `promptText` is set as returnValue for those that still read it.
 * Navigation to the same path with only a different hash is never blocked; with `pathOnly`, a different query on the
 * same path is not either (a page whose steps live in its query, e.g. quick booking, and whose draft keeps the input).
 */
export function useLeaveGuard(
  when: boolean,
  promptText: string,
  { pathOnly = false }: { pathOnly?: boolean } = {},
): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (!pathOnly && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!when) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Legacy browsers show returnValue; some modern ones need it set (to anything) to show their prompt at all.
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- still required by Chromium and Safari
      event.returnValue = promptText;
      return promptText;
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
    };
  }, [when, promptText]);

  return blocker;
}

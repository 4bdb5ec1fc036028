import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React renders on the server (the build-time prerender, src/app/prerender/server-entry.tsx) and while the
 * browser hydrates that HTML, then true from a render React schedules as a transition (time-sliced, so a large part
 * appearing after hydration does not block input); true from the start in a page that was not prerendered.
 * For parts that depend on the browser (stored drafts, today's date): render them only when this is true, so the
 * prerendered HTML and the hydrating render agree.
 */
export function useHydrated(): boolean {
  // True only on the server and during hydration (React then uses the third argument).
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) {
      startTransition(() => {
        setHydrated(true);
      });
    }
  }, [hydrated]);
  return hydrated;
}

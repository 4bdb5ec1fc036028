import { useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded and the main thread is idle (requestIdleCallback, at most `timeoutMs` ms later;
 * a 200 ms timer where the browser has no idle callbacks). Used to fetch code that is needed soon but not for the
 * first paint (menus, popups), so it is there before the user asks for it. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => {
        window.cancelIdleCallback(handle);
      };
    } else {
      const handle = window.setTimeout(task, 200);
      cancelIdle = () => {
        window.clearTimeout(handle);
      };
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of
 * other queued work), else a 0 ms timer. `await nextTask()` between two pieces of start-up work makes them two short
 * main-thread tasks instead of one long one (issue 6: total blocking time). Never rejects.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield().catch(() => undefined);
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

let pageHasBeenIdle = false;

/**
 * False until the page has loaded and the main thread has been idle once ({@link whenIdle}), true from then on (also
 * at once for every later caller: navigations inside the app do not wait again). For work a part needs soon but not
 * in the same task as its first render, e.g. a lookup whose answer only refines the part (issue 6: total blocking
 * time).
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(pageHasBeenIdle);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => {
      pageHasBeenIdle = true;
      setIdle(true);
    });
  }, [idle]);
  return idle;
}

/**
 * Wraps a dynamic `import()` so that it runs once: every call returns the same promise (a failed load is retried on
 * the next call). For `React.lazy` plus an idle-time preload of the same chunk.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * For a part whose code is a lazy chunk and that shows only once something asks for it (a popup, a toast, a menu, a
 * dialog): true from the first render where `needed` is true on (and it stays true, so the part can close and animate
 * out), while `load` (the chunk's loader, a {@link loadOnce}) runs when the page is idle so the chunk is there first.
 */
export function useLazyMount(needed: boolean, load: () => Promise<unknown>): boolean {
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), [load]);
  return mounted || needed;
}

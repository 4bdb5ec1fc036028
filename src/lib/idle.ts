import { startTransition, useEffect, useState } from 'react';

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

let appHasPainted = false;

/**
 * False in a part's first render while the app has not painted yet; true once the browser has painted a frame after
 * that render (a timer started from requestAnimationFrame runs after the frame's paint), and at once for every later
 * caller. For content that must not hold up the first paint of the page around it: render it (and so start loading its
 * chunk) only when this is true. The update is a transition, so React renders the new content in time slices that
 * yield to input (issue 6: total blocking time).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(appHasPainted);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        appHasPainted = true;
        startTransition(() => {
          setPainted(true);
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * How many of `stages` parts of a large form or page to render: 1 in the first render, then one more per task (each in
 * a transition of its own) until all are shown. Each stage is then its own React commit and its own main-thread task,
 * instead of one long one (issue 6: total blocking time); on a fast device all stages are in within a few frames.
 * Returns a number from 1 to `stages`.
 */
export function useStagedReveal(stages: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= stages) return undefined;
    const timer = setTimeout(() => {
      startTransition(() => {
        setShown((current) => current + 1);
      });
    }, 0);
    return () => {
      clearTimeout(timer);
    };
  }, [shown, stages]);
  return Math.min(shown, stages);
}

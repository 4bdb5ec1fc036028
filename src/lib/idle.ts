import { startTransition, useEffect, useState } from 'react';

/** How long (ms) to wait for the first contentful paint before running after-paint work anyway (a page with no text). */
const FIRST_PAINT_FALLBACK_MS = 3000;

/** True once the first contentful paint was presented, or waiting for it timed out (then nothing waits again). */
let firstPaintPresented = false;

/** True where the browser reports paints (Paint Timing API: Chromium, Firefox, Safari); false in jsdom. */
function paintTimingSupported(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)?.includes('paint') === true
  );
}

/**
 * Calls `task` once the browser has presented the page's first contentful paint: the Paint Timing API's
 * 'first-contentful-paint' entry (also when it came before this call), or {@link FIRST_PAINT_FALLBACK_MS} ms after the
 * call if none comes (a page without text or image). A frame committed is not yet a frame on screen: work started
 * right after the commit (a requestAnimationFrame timer) still runs before the paint is presented, and its requests
 * and tasks then hold the first paint up (Lighthouse counts every request that ends before it).
 * Where the browser has no Paint Timing (jsdom), `task` runs after the next frame (requestAnimationFrame, then a 0 ms
 * timer). Returns a cancel function.
 */
export function afterFirstContentfulPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    task();
  };
  if (!paintTimingSupported()) {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  } else if (firstPaintPresented || performance.getEntriesByName('first-contentful-paint').length > 0) {
    firstPaintPresented = true;
    timer = setTimeout(run, 0);
  } else {
    timer = setTimeout(() => {
      firstPaintPresented = true;
      run();
    }, FIRST_PAINT_FALLBACK_MS);
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      firstPaintPresented = true;
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    done = true;
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Runs `task` once the page has loaded, its first contentful paint is on screen (where the browser reports paints:
 * {@link afterFirstContentfulPaint}) and the main thread is idle (requestIdleCallback, at most `timeoutMs` ms later;
 * a 200 ms timer where the browser has no idle callbacks). Used to fetch code that is needed soon but not for the
 * first paint (menus, popups), so it is there before the user asks for it. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    if (cancelled) return;
    if (paintTimingSupported() && !firstPaintPresented) {
      cancelIdle = afterFirstContentfulPaint(schedule);
      return;
    }
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
 * main-thread tasks instead of one long one (total blocking time). Never rejects.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield().catch(() => undefined);
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Resolves in a later task where the browser has `scheduler.yield()` (Chromium 129 and later: most of the portal's
 * users), else at once (after a microtask). For code on every request's path: the HTTP client yields before it signs a
 * request and before it hands an answer on, so an answer's processing, the parse of its reader and the requests that
 * waited for a token refresh run as several short tasks instead of one long one (Lighthouse's
 * blocking time). Unlike {@link nextTask} it never falls back to a timer: a browser without the scheduler, or a test
 * with fake timers, sees no delay and no timer. Never rejects.
 */
export function yieldToMainThread(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield().catch(() => undefined);
  return Promise.resolve();
}

/**
 * Loads a lazy part's module graph in several short tasks instead of one long one: runs each loader of `before` (a
 * dynamic `import()` of a module the part needs, heaviest dependencies first), then {@link nextTask}, and resolves with
 * what `last` (the part's own module) resolves to. Rejects with the first loader's error. Measured gains of the pages
 * that use it: docs/performance.md ("Where the speed machinery lives").
 */
export async function importInTasks<T>(
  before: ReadonlyArray<() => Promise<unknown>>,
  last: () => Promise<T>,
): Promise<T> {
  for (const load of before) {
    await load();
    await nextTask();
  }
  return last();
}

let pageHasBeenIdle = false;

/**
 * False until the page has loaded and the main thread has been idle once ({@link whenIdle}), true from then on (also
 * at once for every later caller: navigations inside the app do not wait again). For work a part needs soon but not
 * in the same task as its first render, e.g. a lookup whose answer only refines the part (total blocking
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
 * False in a part's first render while the app has not painted yet; true once the browser has presented the page's
 * first contentful paint ({@link afterFirstContentfulPaint}; without Paint Timing, once a frame has been painted after
 * that render), and at once for every later caller. For content that must not hold up the first paint of the page
 * around it: render it (and so start loading its chunk) only when this is true. The update is a transition, so React
 * renders the new content in time slices that yield to input (total blocking time).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(appHasPainted);
  useEffect(() => {
    if (painted) return undefined;
    return afterFirstContentfulPaint(() => {
      appHasPainted = true;
      startTransition(() => {
        setPainted(true);
      });
    });
  }, [painted]);
  return painted;
}

/**
 * How many of `stages` parts of a large form or page to render: 1 in the first render, then one more per task (each in
 * a transition of its own) until all are shown. Each stage is then its own React commit and its own main-thread task,
 * instead of one long one (total blocking time); on a fast device all stages are in within a few frames.
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

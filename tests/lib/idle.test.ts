import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  importInTasks,
  loadOnce,
  nextTask,
  useAfterFirstPaint,
  useLazyMount,
  useStagedReveal,
  whenIdle,
  yieldToMainThread,
} from '@/lib/idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('importInTasks', () => {
  const loader = (calls: string[], name: string) => () => {
    calls.push(name);
    return Promise.resolve(name);
  };

  it('loads each module in a task of its own, in order, and resolves with the last one', async () => {
    const calls: string[] = [];
    const pending = importInTasks([loader(calls, 'contract'), loader(calls, 'rules')], loader(calls, 'form'));
    // Microtasks alone do not reach the next module: it waits for a later task.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(calls).toEqual(['contract']);
    await expect(pending).resolves.toBe('form');
    expect(calls).toEqual(['contract', 'rules', 'form']);
  });

  it('rejects with a failed load and loads nothing after it', async () => {
    const calls: string[] = [];
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(importInTasks([failing, loader(calls, 'rules')], loader(calls, 'form'))).rejects.toThrow(
      'Failed to fetch',
    );
    expect(calls).toEqual([]);
  });
});

describe('loadOnce', () => {
  it('starts the load once and gives every caller the same result', async () => {
    const load = vi.fn(() => Promise.resolve({ default: 'chunk' }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toEqual({ default: 'chunk' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a chunk that could not be fetched)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('yieldToMainThread', () => {
  it("continues through the browser's scheduler.yield where there is one", async () => {
    let release: () => void = () => undefined;
    const schedulerYield = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    let continued = false;
    const pending = yieldToMainThread().then(() => {
      continued = true;
    });
    await Promise.resolve();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    expect(continued).toBe(false);
    release();
    await pending;
    expect(continued).toBe(true);
  });

  it('otherwise continues at once, with no timer (a fake clock that never moves does not hold it)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    await yieldToMainThread();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never rejects, even when the scheduler refuses', async () => {
    vi.stubGlobal('scheduler', { yield: () => Promise.reject(new Error('aborted')) });
    await expect(yieldToMainThread()).resolves.toBeUndefined();
  });
});

describe('nextTask', () => {
  it("continues through the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise continues after a 0 ms timer, not within the current task', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    let continued = false;
    const pending = nextTask().then(() => {
      continued = true;
    });
    await Promise.resolve();
    expect(continued).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await pending;
    expect(continued).toBe(true);
  });
});

describe('whenIdle', () => {
  it('runs the task through requestIdleCallback once the page has loaded, with the timeout', () => {
    const requestIdleCallback = vi.fn((task: () => void) => {
      task();
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const task = vi.fn();
    whenIdle(task, 1500);
    expect(task).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1500 });
  });

  it('falls back to a 200 ms timer without idle callbacks, and a cancelled task never runs', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const kept = vi.fn();
    const cancelled = vi.fn();
    whenIdle(kept);
    const cancel = whenIdle(cancelled);
    cancel();
    vi.advanceTimersByTime(199);
    expect(kept).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits for the load event while the page is still loading', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('useLazyMount', () => {
  it('mounts from the first time the part is needed on, and preloads its chunk when idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.resolve('chunk'));
    const { result, rerender } = renderHook(({ needed }) => useLazyMount(needed, load), {
      initialProps: { needed: false },
    });
    expect(result.current).toBe(false);
    vi.advanceTimersByTime(200);
    expect(load).toHaveBeenCalledTimes(1);

    rerender({ needed: true });
    expect(result.current).toBe(true);
    // Closed again (the toast went, the popup was dismissed): stays mounted so it can animate out.
    rerender({ needed: false });
    expect(result.current).toBe(true);
  });
});

describe('useAfterFirstPaint', () => {
  it('is false in the first render, true after a frame, and true at once for every later part', async () => {
    const { result: first } = renderHook(() => useAfterFirstPaint());
    expect(first.current).toBe(false);
    await waitFor(() => {
      expect(first.current).toBe(true);
    });
    const { result: later } = renderHook(() => useAfterFirstPaint());
    expect(later.current).toBe(true);
  });
});

describe('useStagedReveal', () => {
  it('shows one stage in the first render, then one more per task, and stops at the last', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const stage = useStagedReveal(3);
      seen.push(stage);
      return stage;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => {
      expect(result.current).toBe(3);
    });
    await nextTask();
    expect(result.current).toBe(3);
    // Every stage was rendered on the way, none skipped.
    expect([...new Set(seen)]).toEqual([1, 2, 3]);
  });
});

describe('afterFirstContentfulPaint (browsers with Paint Timing)', () => {
  // A fresh module each time: whether the first paint was seen is kept for the whole page.
  async function loadWithPaintTiming() {
    vi.resetModules();
    let report: ((names: string[]) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }) => void) {
        report = (names) => {
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
        };
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const idle = await import('@/lib/idle');
    return { idle, paint: (...names: string[]) => report?.(names) };
  }

  it('waits for the first contentful paint entry, not for the first frame or a first paint without content', async () => {
    vi.useFakeTimers();
    const { idle, paint } = await loadWithPaintTiming();
    const task = vi.fn();
    idle.afterFirstContentfulPaint(task);
    vi.advanceTimersByTime(1000);
    paint('first-paint');
    expect(task).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(task).toHaveBeenCalledTimes(1);
    // Later callers do not wait again.
    const later = vi.fn();
    idle.afterFirstContentfulPaint(later);
    vi.advanceTimersByTime(0);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after 3 s on a page that paints no content, and a cancelled task never runs', async () => {
    vi.useFakeTimers();
    const { idle } = await loadWithPaintTiming();
    const task = vi.fn();
    const cancelled = vi.fn();
    idle.afterFirstContentfulPaint(task);
    idle.afterFirstContentfulPaint(cancelled)();
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('makes whenIdle wait for the first contentful paint before asking for an idle moment', async () => {
    vi.useFakeTimers();
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const { idle, paint } = await loadWithPaintTiming();
    const task = vi.fn();
    idle.whenIdle(task);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(task).toHaveBeenCalledTimes(1);
  });
});

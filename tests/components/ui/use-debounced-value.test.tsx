import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AUTOCOMPLETE_DEBOUNCE_MS } from '@/config/limits';
import { useDebouncedValue } from '@/lib/use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the first value at once and later values after 200 ms of quiet', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'b' },
    });
    expect(result.current).toBe('b');

    rerender({ value: 'bu' });
    act(() => {
      vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    });
    rerender({ value: 'bus' });
    act(() => {
      vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe('b');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('bus');
  });

  it('honours a custom delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(2);
  });
});

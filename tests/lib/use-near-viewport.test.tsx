import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useNearViewport } from '@/lib/use-near-viewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '100px');
  return <div ref={ref}>{near ? 'drawn' : 'waiting'}</div>;
}

/** An IntersectionObserver stand-in that lets the test say when the element comes into view. */
function stubIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    disconnected: boolean;
  }[] = [];
  class FakeObserver {
    readonly record;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is false until the element comes within the margin of the viewport, then stays true', () => {
    const observers = stubIntersectionObserver();
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('100px');
    act(() => {
      observers[0]?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => {
      observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(screen.getByText('drawn')).toBeInTheDocument();
    // Once near, it no longer watches.
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});

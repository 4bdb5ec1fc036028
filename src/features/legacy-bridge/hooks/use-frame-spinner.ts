import { useCallback, useEffect, useRef, useState } from 'react';

/** The frame's spinner as {@link useFrameSpinner} gives it. */
export interface FrameSpinner {
  isLoading: boolean;
  /** Shows the spinner and restarts its minimum time. */
  show: () => void;
  /** Hides the spinner once it has shown for the minimum time (at once when it already has). */
  hide: () => void;
  /** Hides the spinner now, minimum time or not. */
  hideNow: () => void;
  /** Cancels a hide that waits for the minimum time; the spinner stays as it is. */
  cancelHide: () => void;
}

/**
 * The legacy frame's spinner: on from the mount, and once on it stays at least `minSpinnerMs` (ms) so that a fast
 * page does not flash it (the surcharge page: 1000, docs/requirements.md §9).
 */
export function useFrameSpinner(minSpinnerMs: number): FrameSpinner {
  const [isLoading, setIsLoading] = useState(true);
  // When the spinner started (epoch ms); the mount counts as a start.
  const since = useRef(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    since.current = Date.now();
    return () => {
      clearTimeout(hideTimer.current);
    };
  }, []);

  const cancelHide = useCallback(() => {
    clearTimeout(hideTimer.current);
  }, []);

  const show = useCallback(() => {
    clearTimeout(hideTimer.current);
    since.current = Date.now();
    setIsLoading(true);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(hideTimer.current);
    const remaining = minSpinnerMs - (Date.now() - since.current);
    if (remaining > 0) {
      hideTimer.current = setTimeout(() => {
        setIsLoading(false);
      }, remaining);
    } else {
      setIsLoading(false);
    }
  }, [minSpinnerMs]);

  const hideNow = useCallback(() => {
    clearTimeout(hideTimer.current);
    setIsLoading(false);
  }, []);

  return { isLoading, show, hide, hideNow, cancelHide };
}

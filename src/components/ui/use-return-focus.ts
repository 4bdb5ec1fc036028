import { useCallback, useRef } from 'react';

/** Handlers for a Radix Dialog.Content: see {@link useReturnFocus}. */
export interface ReturnFocusHandlers {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Returns focus to the element that had it when a Radix dialog opened. Radix only restores focus to its own
 * Dialog.Trigger; our dialogs are controlled by `open` and opened from any button, so remember the element on open
 * and focus it again on close (APG dialog pattern). Falls back to Radix's behaviour when that element is gone.
 */
export function useReturnFocus(): ReturnFocusHandlers {
  const returnTo = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}

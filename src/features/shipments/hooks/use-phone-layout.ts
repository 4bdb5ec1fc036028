import { useSyncExternalStore } from 'react';

/** Below this width the overview shows cards instead of a table (the header's phone breakpoint). */
export const SHIPMENTS_PHONE_QUERY = '(max-width: 47.99rem)';

/**
 * True on a phone-sized viewport: the overview renders cards there and a table elsewhere (one of the two, not both
 * hidden by CSS: half the DOM, and one set of names for assistive technology). False without matchMedia.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(SHIPMENTS_PHONE_QUERY);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(SHIPMENTS_PHONE_QUERY).matches : false),
    () => false,
  );
}

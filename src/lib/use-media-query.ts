import { useSyncExternalStore } from 'react';

/** Below this width pages use their phone layout: the header's drawer menu, the shipments overview's cards. */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99rem)';

/** True while `query` matches; false where matchMedia is missing (server, old jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

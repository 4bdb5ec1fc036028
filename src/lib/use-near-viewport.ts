import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element in `ref` has come within `rootMargin` (a CSS margin, default 200px) of the viewport, and from
 * then on. For work only a visible part needs (drawing a QR code below the fold): it is not done on page load for a
 * part nobody scrolled to. Where IntersectionObserver is missing (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near, ref, rootMargin]);
  return near;
}

import { useEffect, useState } from 'react';

import { SURCHARGE_SPINNER_MS } from '@/config/limits';

/**
 * Whether the spinner of the search `searchKey` shows: for `minimumMs` after the search started (docs/requirements.md §2 and §9:
 * the surcharge page's spinner stays about 1 s, even when the answer is faster), then for as long as `loading` (no
 * answer yet). A new key starts a new hold; a background refetch of a shown answer does not bring the spinner back.
 */
export function useMinimumSpinner(searchKey: string, loading: boolean, minimumMs = SURCHARGE_SPINNER_MS): boolean {
  // The key whose hold has run out; the spinner holds while the current key is not it.
  const [releasedKey, setReleasedKey] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setReleasedKey(searchKey);
    }, minimumMs);
    return () => {
      clearTimeout(timer);
    };
  }, [searchKey, minimumMs]);
  return releasedKey !== searchKey || loading;
}

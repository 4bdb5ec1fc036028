import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { FIRST_PAGE } from '@/config/limits';

/** What {@link useUrlListSearch} gives a list page: its state as parsed from the URL, and the way to change it. */
export interface UrlListSearch<TSearch extends { page: number }> {
  search: TSearch;
  /**
   * Changes filters, sort or paging (a key set to `undefined` clears that filter). A change of anything but `page`
   * goes back to the first page. `replace` keeps one history entry (typing in a text search); otherwise each change is
   * a step Back undoes. The page does not scroll to the top.
   */
  update: (patch: Partial<TSearch>, options?: { replace?: boolean }) => void;
}

/**
 * A server-paged list's filters, sort and paging held in the URL, so a reload, Back or a shared link shows the same
 * list: `parse` reads the page's query (defaults filled in), `href` writes the link of a state (it may throw on a
 * value its schema refuses: a programming error, the filters validate first).
 */
export function useUrlListSearch<TSearch extends { page: number }>(
  parse: (params: URLSearchParams) => TSearch,
  href: (search: TSearch) => string,
): UrlListSearch<TSearch> {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => parse(searchParams), [parse, searchParams]);
  // The router renders a navigation in a transition, so for a moment after `update` the rendered `search` is the old
  // one; a second change in that moment (a filter clicked right after the text search cleared itself) must build on
  // the first, not undo it. So changes build on the last state asked for, which each rendered URL then confirms.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (patch: Partial<TSearch>, options: { replace?: boolean } = {}) => {
      const resetsPage = Object.keys(patch).some((key) => key !== 'page');
      const next: TSearch = { ...latest.current, ...(resetsPage ? { page: FIRST_PAGE } : {}), ...patch };
      latest.current = next;
      void navigate(href(next), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [href, navigate],
  );
  return { search, update };
}

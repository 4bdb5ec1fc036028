import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { FIRST_PAGE } from '@/config/limits';

import {
  invoicesHref,
  type InvoicesSearch,
  type InvoicesSearchPatch,
  parseInvoicesSearch,
} from '../utils/invoices-url';

/** The list's state in the URL and the way to change it. */
export interface InvoicesSearchState {
  search: InvoicesSearch;
  /** Changes filters, sort or paging; anything but the page goes back to page 1. Each change is a step Back undoes. */
  update: (patch: InvoicesSearchPatch) => void;
}

/** My invoices' filters, sort and paging, held in the URL (invoices-url.ts). */
export function useInvoicesSearch(): InvoicesSearchState {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => parseInvoicesSearch(searchParams), [searchParams]);
  const update = useCallback(
    (patch: InvoicesSearchPatch) => {
      const resetsPage = Object.keys(patch).some((key) => key !== 'page');
      void navigate(invoicesHref({ ...search, ...(resetsPage ? { page: FIRST_PAGE } : {}), ...patch }), {
        preventScrollReset: true,
      });
    },
    [navigate, search],
  );
  return { search, update };
}

import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/config/limits';
import { paths, routeQuery } from '@/config/paths';
import { creditNoteListParamsSchema, type CreditNoteStatus } from '@/domain/invoice/credit-note-contract';
import { digitsParam, validOrUndefined } from '@/lib/url-search-params';

import type { CreditNoteQuery } from '../api/credit-notes-api';

/*
 * The credit note list as a link: currency, status and paging live in the URL under the list call's names (GET
 * v1/credit-notes), checked by the contract's own schema both ways (docs/architecture.md "Typed links").
 */

/** The list's state: filters (missing = none) plus paging with its defaults filled in. */
export interface CreditNotesSearch {
  currency?: string | undefined;
  status?: CreditNoteStatus | undefined;
  page: number;
  pageSize: number;
}

const shape = creditNoteListParamsSchema.shape;

/** The list call's parameters of `search` (empty filters left out: equal states, one query key). */
export function toCreditNoteQuery(search: CreditNotesSearch): CreditNoteQuery {
  return {
    ...(search.currency ? { currency: search.currency } : {}),
    ...(search.status ? { status: [search.status] } : {}),
    page: search.page,
    pageSize: search.pageSize,
  };
}

/** The list's link; defaults and empty filters left out. Throws (zod) on a value the contract refuses. */
export function creditNotesHref(search: Partial<CreditNotesSearch> = {}): string {
  const full: CreditNotesSearch = { page: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE, ...search };
  const checked = creditNoteListParamsSchema.parse({
    ...toCreditNoteQuery(full),
    status: full.status && [full.status],
  });
  const params = new URLSearchParams();
  if (checked.currency) params.set('currency', checked.currency);
  for (const status of checked.status ?? []) params.append('status', status);
  if (checked.page !== FIRST_PAGE) params.set('page', String(checked.page));
  if (checked.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(checked.pageSize));
  return paths.creditNotes.href(params.size > 0 ? routeQuery<'creditNotes'>(params) : undefined);
}

/** Reads the list's URL, leniently: a value the contract would refuse is dropped; defaults fill in paging. */
export function parseCreditNotesSearch(search: URLSearchParams): CreditNotesSearch {
  const status = validOrUndefined(shape.status, search.getAll('status').slice(0, 1))?.[0];
  const currency = validOrUndefined(shape.currency, search.get('currency') ?? undefined);
  return {
    ...(currency ? { currency } : {}),
    ...(status ? { status } : {}),
    page: validOrUndefined(shape.page, digitsParam(search, 'page')) ?? FIRST_PAGE,
    pageSize: validOrUndefined(shape.pageSize, digitsParam(search, 'pageSize')) ?? DEFAULT_PAGE_SIZE,
  };
}

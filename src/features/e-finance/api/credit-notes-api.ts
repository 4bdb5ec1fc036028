import { queryOptions } from '@tanstack/react-query';

import {
  CREDIT_NOTES_PATH,
  type CreditNote,
  type CreditNoteListResponse,
  creditNoteListResponseSchema,
  creditNotePath,
  creditNoteSchema,
  type CreditNoteStatus,
} from '@/domain/invoice/credit-note-contract';
import { apiClient } from '@/lib/api-client';
import { userScope } from '@/lib/user-scope';

/*
 * Fetchers and queries of the credit note API (domain/invoice/credit-note-contract.ts lists the calls). Each fetcher
 * rejects with ApiError, or with a ZodError when the answer does not have the contract's shape.
 */

/** The list call's parameters as the pages send them (empty filters left out). */
export interface CreditNoteQuery {
  invoiceNumber?: string;
  currency?: string;
  status?: readonly CreditNoteStatus[];
  page: number;
  pageSize: number;
}

/** GET v1/credit-notes: one page of the company's credit notes matching `params`, newest first. */
export async function getCreditNotes(params: CreditNoteQuery, signal?: AbortSignal): Promise<CreditNoteListResponse> {
  const search = new URLSearchParams();
  if (params.invoiceNumber) search.set('invoiceNumber', params.invoiceNumber);
  if (params.currency) search.set('currency', params.currency);
  for (const status of params.status ?? []) search.append('status', status);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  const { data } = await apiClient.get<unknown>(CREDIT_NOTES_PATH, { params: search, signal });
  return creditNoteListResponseSchema.parse(data);
}

/** GET v1/credit-notes/{creditNoteNumber}: one credit note. 404 when unknown or another company's. */
export async function getCreditNote(creditNoteNumber: string, signal?: AbortSignal): Promise<CreditNote> {
  const { data } = await apiClient.get<unknown>(creditNotePath(creditNoteNumber), { signal });
  return creditNoteSchema.parse(data);
}

/**
 * Query factory of credit notes: all -> user(userId) -> list(params) | detail(number). Keys carry the user's scope.
 * A payment changes what remains of them: the payment pages invalidate `all()`.
 */
export const creditNoteQueries = {
  all: () => ['credit-notes'] as const,
  user: (userId: string) => [...creditNoteQueries.all(), userScope(userId)] as const,
  list: (userId: string, params: CreditNoteQuery) =>
    queryOptions({
      queryKey: [...creditNoteQueries.user(userId), 'list', params] as const,
      queryFn: ({ signal }) => getCreditNotes(params, signal),
      // The pages show a failed load inline with its retry.
      meta: { errorHandling: 'custom' },
    }),
  detail: (userId: string, creditNoteNumber: string) =>
    queryOptions({
      queryKey: [...creditNoteQueries.user(userId), 'detail', creditNoteNumber] as const,
      queryFn: ({ signal }) => getCreditNote(creditNoteNumber, signal),
      meta: { errorHandling: 'custom' },
    }),
};

import { queryOptions, useMutation } from '@tanstack/react-query';

import {
  type StatementExportParams,
  type StatementParamsInput,
  type StatementResponse,
  statementResponseSchema,
  STATEMENTS_EXPORT_MEDIA_TYPE,
  STATEMENTS_EXPORT_PATH,
  STATEMENTS_PATH,
} from '@/domain/invoice/statement-contract';
import { apiClient } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { userScope } from '@/lib/user-scope';

/*
 * Fetchers, query and export of the statement of account (domain/invoice/statement-contract.ts lists the calls). Each
 * rejects with ApiError, or with a ZodError when the answer does not have the contract's shape.
 */

/** The parameters as a query string, undefined ones left out. */
function toSearchParams(params: Partial<StatementParamsInput>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' ? value !== '' : typeof value === 'number') search.set(name, String(value));
  }
  return search;
}

/** GET v1/account-statements: one page of the statement of `params`, with the whole period's balances and totals. */
export async function getStatement(params: StatementParamsInput, signal?: AbortSignal): Promise<StatementResponse> {
  const { data } = await apiClient.get<unknown>(STATEMENTS_PATH, { params: toSearchParams(params), signal });
  return statementResponseSchema.parse(data);
}

/** GET v1/account-statements/files/downloads: the whole statement of `params` (every entry) as xlsx. */
export async function downloadStatement(params: StatementExportParams): Promise<Blob> {
  const { data } = await apiClient.get<ArrayBuffer>(STATEMENTS_EXPORT_PATH, {
    params: toSearchParams(params),
    responseType: 'arraybuffer',
  });
  return new Blob([data], { type: STATEMENTS_EXPORT_MEDIA_TYPE });
}

/** Query factory: statements -> user(userId) -> statement(params); per user, so nothing survives a logout. */
export const statementQueries = {
  all: () => ['account-statements'] as const,
  user: (userId: string) => [...statementQueries.all(), userScope(userId)] as const,
  statement: (userId: string, params: StatementParamsInput) =>
    queryOptions({
      queryKey: [...statementQueries.user(userId), params] as const,
      queryFn: ({ signal }) => getStatement(params, signal),
      // The page shows a failed load inline with its retry; session-wide statuses still pop up.
      meta: { errorHandling: 'custom' },
    }),
};

/** The export's file name: 'ONE Statement USD 2025-12-01 2026-11-29.xlsx'. */
export function statementFileName(params: { currency: string; from: string; to: string }): string {
  return `ONE Statement ${params.currency} ${params.from} ${params.to}.xlsx`;
}

/** Downloads the whole statement of `currency` and the period and saves it; resolves with the file name. */
export function useExportStatement() {
  return useMutation({
    mutationFn: async (params: StatementExportParams & { currency: string }) => {
      const blob = await downloadStatement(params);
      const fileName = statementFileName(params);
      saveBlob(blob, fileName);
      return fileName;
    },
    // The button shows its own error; the shared policy keeps only the session-wide popups (docs/requirements.md §8).
    meta: { errorHandling: 'custom' },
  });
}

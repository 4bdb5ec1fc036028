import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  statementExportParamsSchema,
  statementParamsSchema,
  statementResponseSchema,
  STATEMENTS_EXPORT_MEDIA_TYPE,
  STATEMENTS_EXPORT_PATH,
  STATEMENTS_PATH,
} from '@/domain/invoice/statement-contract';

import { apiUrl, badRequest } from '../http';
import { eFinanceUserOf } from './flag-guard';
import { buildStatementWorkbook } from './statement-export';
import { fullStatementOf, statementOf } from './statement-store';

/*
 * The mock carrier's statement of account (contract: src/domain/invoice/statement-contract.ts;
 * docs/areas/e-finance.md "Statement of account").
 *
 * GET {API}/v1/account-statements?currency&from&to&page&pageSize -> 200 StatementResponse
 * GET {API}/v1/account-statements/files/downloads?currency&from&to -> 200 xlsx of the whole statement
 *
 * 400 INVALID_REQUEST with field errors on a query the contract refuses; 401 UNAUTHORIZED without a valid bearer;
 * 403 FEATURE_DISABLED when the relay's eFinance flag is off for the user's country. Answers pass the contract's schema.
 */

/** The user of a request, or the refusal: 401 without a valid bearer, 403 when e-finance is off for their country. */
const userOf = (request: Request) =>
  eFinanceUserOf(request, undefined, {
    login: 'Log in to see your statement of account.',
    off: 'e-Finance is not available for your country.',
  });

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Handlers of the statement resource; the export comes first (its path is the longer one). */
export const statementHandlers: RequestHandler[] = [
  http.get(apiUrl(STATEMENTS_EXPORT_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const parsed = statementExportParamsSchema.safeParse(queryOf(request));
    if (!parsed.success) return badRequest(parsed.error);
    const statement = fullStatementOf(userId, parsed.data, Date.now());
    const workbook = await buildStatementWorkbook(statement);
    const fileName = `ONE Statement ${statement.currency} ${statement.from} ${statement.to}.xlsx`;
    return new HttpResponse(workbook, {
      headers: {
        'Content-Type': STATEMENTS_EXPORT_MEDIA_TYPE,
        'Content-Disposition': `attachment; filename="${fileName}"`,
      },
    });
  }),
  http.get(apiUrl(STATEMENTS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const parsed = statementParamsSchema.safeParse(queryOf(request));
    if (!parsed.success) return badRequest(parsed.error);
    return HttpResponse.json(statementResponseSchema.parse(statementOf(userId, parsed.data, Date.now())));
  }),
];

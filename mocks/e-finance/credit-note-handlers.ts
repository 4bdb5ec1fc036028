import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  CREDIT_NOTES_PATH,
  creditNoteListParamsSchema,
  creditNoteListResponseSchema,
  creditNoteSchema,
} from '@/domain/invoice/credit-note-contract';

import { apiUrl, badRequest, errorResponse, listQueryOf } from '../http';
import { creditNotePageOf, findCreditNote } from './credit-note-ledger';
import { eFinanceUserOf } from './flag-guard';

/*
 * The mock carrier's credit note API (contract: src/domain/invoice/credit-note-contract.ts; docs/areas/e-finance.md
 * "Credit notes").
 *
 * GET {API}/v1/credit-notes?invoiceNumber&currency&status*&page&pageSize -> 200 CreditNoteListResponse (newest first)
 * GET {API}/v1/credit-notes/{creditNoteNumber} -> 200 CreditNote; 404 CREDIT_NOTE_NOT_FOUND
 *
 * 400 INVALID_REQUEST on a query the contract refuses; 401 UNAUTHORIZED; 403 FEATURE_DISABLED when the relay's
 * `eFinance` flag is off for the user's country. Answers pass the contract's schemas.
 */

/** The user of a request, or the refusal: 401 without a valid bearer, 403 when e-finance is off for their country. */
const userOf = (request: Request) =>
  eFinanceUserOf(request, undefined, {
    login: 'Log in to see your credit notes.',
    off: 'e-Finance is not available for your country.',
  });

/** Handlers of the credit note resource. */
export const creditNoteHandlers: RequestHandler[] = [
  http.get(apiUrl(CREDIT_NOTES_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const parsed = creditNoteListParamsSchema.safeParse(listQueryOf(new URL(request.url)));
    if (!parsed.success) return badRequest(parsed.error);
    const rows = creditNotePageOf(userId, parsed.data, Date.now());
    const { page, pageSize } = parsed.data;
    return HttpResponse.json(creditNoteListResponseSchema.parse({ ...rows, page, pageSize }));
  }),
  http.get(apiUrl(`${CREDIT_NOTES_PATH}/:creditNoteNumber`), async ({ request, params }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const number = String(params.creditNoteNumber);
    const found = findCreditNote(userId, number, Date.now());
    return found
      ? HttpResponse.json(creditNoteSchema.parse(found))
      : errorResponse(404, 'CREDIT_NOTE_NOT_FOUND', `There is no credit note ${number} of your company.`);
  }),
];

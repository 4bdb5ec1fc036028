import { FIRST_PAGE } from '@/config/limits';
import { paths, routeQuery } from '@/config/paths';
import {
  periodIssueOf,
  STATEMENT_DEFAULT_PAGE_SIZE,
  type StatementExportParams,
  type StatementParamsInput,
  statementParamsSchema,
} from '@/domain/invoice/statement-contract';
import { digitsParam, validOrUndefined } from '@/lib/url-search-params';

/*
 * The statement of account as a link: currency, period and paging live in the URL under the call's names
 * (GET v1/account-statements), checked by the contract's own schema both ways (docs/architecture.md "Typed links"), so
 * a reload, Back or a shared link shows the same statement. Without a period the page shows the default one
 * ({@link defaultPeriod}); without a currency the server's choice, the company's main currency.
 */

/** The statement's state: currency (undefined: the company's main one), inclusive period, paging. */
export interface StatementSearch {
  currency?: string | undefined;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

const shape = statementParamsSchema.shape;

/**
 * The default period for `today` ('yyyy-MM-dd', the user's today): the current month and the eleven before it, up to
 * today (a year of activity that includes this month's, within the 366-day limit).
 */
export function defaultPeriod(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: start, to: today };
}

/** The statement call's parameters (the currency left out when the server chooses it). */
export function toStatementParams(search: StatementSearch): StatementParamsInput {
  return {
    ...(search.currency ? { currency: search.currency } : {}),
    from: search.from,
    to: search.to,
    page: search.page,
    pageSize: search.pageSize,
  };
}

/** The export's parameters: the statement without paging (every entry). */
export function toStatementExportParams(search: StatementSearch): StatementExportParams {
  return { ...(search.currency ? { currency: search.currency } : {}), from: search.from, to: search.to };
}

/**
 * The statement's link: `/e-finance/statement?currency=USD&from=2025-12-01&to=2026-11-29`; page 1 and the default page
 * size are left out. Throws (zod) on a value the contract refuses: a programming error, the form validates first.
 */
export function statementHref(search: StatementSearch): string {
  const checked = statementParamsSchema.parse(toStatementParams(search));
  const params = new URLSearchParams();
  if (checked.currency) params.set('currency', checked.currency);
  params.set('from', checked.from);
  params.set('to', checked.to);
  if (checked.page !== FIRST_PAGE) params.set('page', String(checked.page));
  if (checked.pageSize !== STATEMENT_DEFAULT_PAGE_SIZE) params.set('pageSize', String(checked.pageSize));
  return paths.statement.href(routeQuery<'statement'>(params));
}

/**
 * Reads the statement's URL, leniently: a value the contract would refuse is dropped (an old or hand-edited link still
 * opens a statement): a bad date or period falls back to the default period of `today`.
 */
export function parseStatementSearch(search: URLSearchParams, today: string): StatementSearch {
  const from = validOrUndefined(shape.from, search.get('from') ?? undefined);
  const to = validOrUndefined(shape.to, search.get('to') ?? undefined);
  const period = from && to && !periodIssueOf(from, to) ? { from, to } : defaultPeriod(today);
  const currency = validOrUndefined(shape.currency, search.get('currency') ?? undefined);
  return {
    ...(currency ? { currency } : {}),
    ...period,
    page: validOrUndefined(shape.page, digitsParam(search, 'page')) ?? FIRST_PAGE,
    pageSize: validOrUndefined(shape.pageSize, digitsParam(search, 'pageSize')) ?? STATEMENT_DEFAULT_PAGE_SIZE,
  };
}

import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/config/limits';
import { paths, routeQuery } from '@/config/paths';
import { z } from '@/config/zod-mini';
import {
  INVOICE_STATUSES,
  type InvoiceExportParams,
  type InvoiceListParamsInput,
  invoiceListParamsSchema,
  type InvoiceOpenAmountsParams,
  type InvoiceSort,
  type InvoiceStatus,
} from '@/domain/invoice/invoice-contract';
import { countSetFilters } from '@/lib/list-filters';
import { digitsParam, validOrUndefined } from '@/lib/url-search-params';

/*
 * My invoices as a link: filters, sort and paging live in the URL (a reload, Back or a shared link shows the same
 * list). Parameter names are the list call's (GET v1/invoices), so one schema, the contract's, checks both the link
 * builder ({@link invoicesHref}) and the page's parser ({@link parseInvoicesSearch}). docs/architecture.md "Typed links".
 */

/** The list's default sort: newest issue date first (the contract's default). */
export const DEFAULT_INVOICE_SORT: InvoiceSort = '-issueDate';

/** The filters of the list; every field optional (missing = no filter). */
export interface InvoiceFilters {
  transportDocumentReference?: string | undefined;
  carrierBookingReference?: string | undefined;
  invoiceNumber?: string | undefined;
  status?: InvoiceStatus[] | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
  currency?: string | undefined;
}

/** The list's state after parsing: filters plus sort and paging with their defaults filled in. */
export type InvoicesSearch = InvoiceFilters & { sort: InvoiceSort; page: number; pageSize: number };

const TEXT_KEYS = [
  'transportDocumentReference',
  'carrierBookingReference',
  'invoiceNumber',
  'dueFrom',
  'dueTo',
  'currency',
] as const satisfies readonly (keyof InvoiceFilters)[];

const shape = invoiceListParamsSchema.shape;

/**
 * The list call's parameters for a list state: empty filters left out, so equal states give equal objects (one query
 * key) and equal URLs.
 */
export function toInvoiceListParams(search: InvoicesSearch): InvoiceListParamsInput {
  const params: InvoiceListParamsInput = { sort: search.sort, page: search.page, pageSize: search.pageSize };
  for (const key of TEXT_KEYS) {
    const value = search[key]?.trim();
    if (value) params[key] = value;
  }
  if (search.status?.length) params.status = INVOICE_STATUSES.filter((status) => search.status?.includes(status));
  return params;
}

/** The export's parameters: the list's filters and sort, without paging (every matching invoice). */
export function toInvoiceExportParams(search: InvoicesSearch): Partial<InvoiceExportParams> {
  const params: Partial<InvoiceListParamsInput> = toInvoiceListParams(search);
  delete params.page;
  delete params.pageSize;
  return params;
}

/** The open amounts' parameters: the list's filters alone (no sort, no paging: the amounts are of every match). */
export function toInvoiceOpenAmountsParams(search: InvoicesSearch): Partial<InvoiceOpenAmountsParams> {
  const params = toInvoiceExportParams(search);
  delete params.sort;
  return params;
}

/** How many filters `search` sets (the phone's fold says it; the empty list tells "none match" from "none yet"). */
export function countFilters(search: InvoiceFilters): number {
  return countSetFilters([...TEXT_KEYS.map((key) => search[key]), search.status]);
}

/**
 * The list's link: `/e-finance/my-invoices?transportDocumentReference=...&status=OVERDUE&page=2`. Parameters at their
 * default (sort '-issueDate', page 1, page size 10) and empty ones are left out. Throws (zod) on a value outside the
 * contract's schema: a programming error, the filters form validates first.
 */
export function invoicesHref(search: Partial<InvoicesSearch> = {}): string {
  const full: InvoicesSearch = { sort: DEFAULT_INVOICE_SORT, page: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE, ...search };
  const checked = invoiceListParamsSchema.parse(toInvoiceListParams(full));
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = checked[key];
    if (value) params.set(key, value);
  }
  for (const status of checked.status ?? []) params.append('status', status);
  if (checked.sort !== DEFAULT_INVOICE_SORT) params.set('sort', checked.sort);
  if (checked.page !== FIRST_PAGE) params.set('page', String(checked.page));
  if (checked.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(checked.pageSize));
  return paths.myInvoices.href(params.size > 0 ? routeQuery<'myInvoices'>(params) : undefined);
}

const statusSchema = z.enum(INVOICE_STATUSES);

/**
 * Reads the list's URL. Lenient: a value the contract would refuse is dropped (an old or hand-edited link still opens
 * the list), unknown statuses are skipped; defaults fill in sort, page and page size.
 */
export function parseInvoicesSearch(search: URLSearchParams): InvoicesSearch {
  const result: InvoicesSearch = {
    sort: validOrUndefined(shape.sort, search.get('sort') ?? undefined) ?? DEFAULT_INVOICE_SORT,
    page: validOrUndefined(shape.page, digitsParam(search, 'page')) ?? FIRST_PAGE,
    pageSize: validOrUndefined(shape.pageSize, digitsParam(search, 'pageSize')) ?? DEFAULT_PAGE_SIZE,
  };
  for (const key of TEXT_KEYS) {
    const value = validOrUndefined(shape[key], search.get(key) ?? undefined);
    if (value) result[key] = value;
  }
  const statuses = INVOICE_STATUSES.filter((status) =>
    search.getAll('status').some((value) => validOrUndefined(statusSchema, value) === status),
  );
  if (statuses.length > 0) result.status = statuses;
  return result;
}

import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/config/limits';
import { paths, routeQuery } from '@/config/paths';
import { type TaxInvoiceListParamsInput, taxInvoiceListParamsSchema } from '@/domain/invoice/tax-invoice-contract';
import { countSetFilters } from '@/lib/list-filters';
import { digitsParam, validOrUndefined } from '@/lib/url-search-params';

/*
 * The tax invoice list as a link: filters and paging live in the URL under the list call's names (GET
 * v1/tax-invoices), checked by the contract's own schema both ways (docs/architecture.md "Typed links").
 */

/** The list's filters; every field optional (missing = no filter). */
export interface TaxInvoiceFilters {
  invoiceNumber?: string | undefined;
  transportDocumentReference?: string | undefined;
  issueFrom?: string | undefined;
  issueTo?: string | undefined;
}

/** The list's state: filters plus paging with its defaults filled in. */
export type TaxInvoicesSearch = TaxInvoiceFilters & { page: number; pageSize: number };

const TEXT_KEYS = ['invoiceNumber', 'transportDocumentReference', 'issueFrom', 'issueTo'] as const;
const shape = taxInvoiceListParamsSchema.shape;

/** The list call's parameters: empty filters left out (equal states, one query key). */
export function toTaxInvoiceListParams(search: TaxInvoicesSearch): TaxInvoiceListParamsInput {
  const params: TaxInvoiceListParamsInput = { page: search.page, pageSize: search.pageSize };
  for (const key of TEXT_KEYS) {
    const value = search[key]?.trim();
    if (value) params[key] = value;
  }
  return params;
}

/** How many filters `search` sets. */
export function countTaxInvoiceFilters(search: TaxInvoiceFilters): number {
  return countSetFilters(TEXT_KEYS.map((key) => search[key]));
}

/** The list's link; defaults (page 1, page size 10) and empty filters left out. Throws (zod) on a refused value. */
export function taxInvoicesHref(search: Partial<TaxInvoicesSearch> = {}): string {
  const full: TaxInvoicesSearch = { page: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE, ...search };
  const checked = taxInvoiceListParamsSchema.parse(toTaxInvoiceListParams(full));
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = checked[key];
    if (value) params.set(key, value);
  }
  if (checked.page !== FIRST_PAGE) params.set('page', String(checked.page));
  if (checked.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(checked.pageSize));
  return paths.taxInvoices.href(params.size > 0 ? routeQuery<'taxInvoices'>(params) : undefined);
}

/** Reads the list's URL, leniently: a value the contract would refuse is dropped; defaults fill in paging. */
export function parseTaxInvoicesSearch(search: URLSearchParams): TaxInvoicesSearch {
  const result: TaxInvoicesSearch = {
    page: validOrUndefined(shape.page, digitsParam(search, 'page')) ?? FIRST_PAGE,
    pageSize: validOrUndefined(shape.pageSize, digitsParam(search, 'pageSize')) ?? DEFAULT_PAGE_SIZE,
  };
  for (const key of TEXT_KEYS) {
    const value = validOrUndefined(shape[key], search.get(key) ?? undefined);
    if (value) result[key] = value;
  }
  return result;
}

import {
  TAX_INVOICES_PATH,
  type TaxInvoice,
  type TaxInvoiceListParamsInput,
  type TaxInvoiceListResponse,
  taxInvoiceListResponseSchema,
  taxInvoicePath,
  taxInvoiceSchema,
} from '@/domain/invoice/tax-invoice-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the tax invoice API (domain/invoice/tax-invoice-contract.ts lists the calls). Each rejects with ApiError,
 * or with a ZodError when the answer does not have the contract's shape.
 */

/** GET v1/tax-invoices: one page of the company's tax invoices matching `params` (empty ones left out). */
export async function getTaxInvoices(
  params: TaxInvoiceListParamsInput,
  signal?: AbortSignal,
): Promise<TaxInvoiceListResponse> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const { data } = await apiClient.get<unknown>(TAX_INVOICES_PATH, { params: search, signal });
  return taxInvoiceListResponseSchema.parse(data);
}

/** GET v1/tax-invoices/{taxInvoiceId}: one tax invoice. 404 when unknown or another company's. */
export async function getTaxInvoice(taxInvoiceId: string, signal?: AbortSignal): Promise<TaxInvoice> {
  const { data } = await apiClient.get<unknown>(taxInvoicePath(taxInvoiceId), { signal });
  return taxInvoiceSchema.parse(data);
}

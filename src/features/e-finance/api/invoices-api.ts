import {
  type Invoice,
  type InvoiceExportParams,
  type InvoiceListParamsInput,
  type InvoiceListResponse,
  invoiceListResponseSchema,
  type InvoiceOpenAmounts,
  type InvoiceOpenAmountsParams,
  invoiceOpenAmountsSchema,
  invoicePath,
  INVOICES_EXPORT_MEDIA_TYPE,
  INVOICES_EXPORT_PATH,
  INVOICES_OPEN_AMOUNTS_PATH,
  INVOICES_PATH,
  invoiceSchema,
} from '@/domain/invoice/invoice-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the invoice API (domain/invoice/invoice-contract.ts lists the calls). Each rejects with ApiError, or with
 * a ZodError when the answer does not have the contract's shape.
 */

/** The parameters as a query string: undefined and empty ones left out, `status` repeated. */
function toSearchParams(params: Partial<InvoiceListParamsInput>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== '') search.append(name, String(item));
    }
  }
  return search;
}

/** GET v1/invoices: one page of the company's invoices matching `params`, with the count of every match. */
export async function getInvoices(params: InvoiceListParamsInput, signal?: AbortSignal): Promise<InvoiceListResponse> {
  const { data } = await apiClient.get<unknown>(INVOICES_PATH, { params: toSearchParams(params), signal });
  return invoiceListResponseSchema.parse(data);
}

/** GET v1/invoices/open-amounts: what every invoice matching `params` (the list's filters) leaves open, per currency. */
export async function getInvoiceOpenAmounts(
  params: Partial<InvoiceOpenAmountsParams>,
  signal?: AbortSignal,
): Promise<InvoiceOpenAmounts> {
  const { data } = await apiClient.get<unknown>(INVOICES_OPEN_AMOUNTS_PATH, { params: toSearchParams(params), signal });
  return invoiceOpenAmountsSchema.parse(data);
}

/** GET v1/invoices/{invoiceNumber}: one invoice with its lines. 404 when unknown or another company's. */
export async function getInvoice(invoiceNumber: string, signal?: AbortSignal): Promise<Invoice> {
  const { data } = await apiClient.get<unknown>(invoicePath(invoiceNumber), { signal });
  return invoiceSchema.parse(data);
}

/** GET v1/invoices/files/downloads: every invoice matching `params` (the list's filters and sort) as xlsx. */
export async function downloadInvoices(params: Partial<InvoiceExportParams>): Promise<Blob> {
  // Bytes, then a Blob of the workbook's type: the same file whatever type the server labelled it with.
  const { data } = await apiClient.get<ArrayBuffer>(INVOICES_EXPORT_PATH, {
    params: toSearchParams(params),
    responseType: 'arraybuffer',
  });
  return new Blob([data], { type: INVOICES_EXPORT_MEDIA_TYPE });
}

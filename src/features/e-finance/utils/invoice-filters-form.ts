import { z } from '@/config/zod-mini';
import { INVOICE_STATUSES, invoiceListParamsSchema } from '@/domain/invoice/invoice-contract';

import { dateRangeCheck, filterDate, filterText } from './filter-form-fields';
import type { InvoiceFilters } from './invoices-url';

/*
 * The filters form's values and rules. Messages are keys of e-finance.json `filters.errors`. Texts are kept as typed
 * (trimmed only on the way to the URL); a date is '' or 'yyyy-MM-dd'; the due range must not end before it starts.
 */

/**
 * Invoice currencies the filter offers (the carrier's billing currencies: USD for freight, the origin or destination
 * office's currency for local charges). A link may carry another valid code: the form adds it to the choices.
 */
export const INVOICE_CURRENCIES = ['USD', 'EUR', 'KRW', 'JPY', 'CNY', 'HKD', 'SGD', 'TWD', 'INR', 'VND', 'THB', 'GBP'];

const shape = invoiceListParamsSchema.shape;

/** The form's values: every field a string ('' = no filter) but the statuses. */
export const invoiceFiltersValuesSchema = z
  .object({
    transportDocumentReference: filterText(20),
    carrierBookingReference: filterText(35),
    invoiceNumber: filterText(20),
    status: z.array(z.enum(INVOICE_STATUSES)),
    dueFrom: filterDate,
    dueTo: filterDate,
    currency: z.string(),
  })
  .check(dateRangeCheck('dueFrom', 'dueTo', 'due-range'));
/** See {@link invoiceFiltersValuesSchema}. */
export type InvoiceFiltersValues = z.infer<typeof invoiceFiltersValuesSchema>;

/** The form's values for the filters a URL holds. */
export function filterValuesOf(filters: InvoiceFilters): InvoiceFiltersValues {
  return {
    transportDocumentReference: filters.transportDocumentReference ?? '',
    carrierBookingReference: filters.carrierBookingReference ?? '',
    invoiceNumber: filters.invoiceNumber ?? '',
    status: filters.status ?? [],
    dueFrom: filters.dueFrom ?? '',
    dueTo: filters.dueTo ?? '',
    currency: filters.currency ?? '',
  };
}

/** Valid form values as the list's filters, every key present: '' and blanks become undefined (cleared), texts trimmed. */
export function filtersOf(values: InvoiceFiltersValues): InvoiceFilters {
  const blankless = (value: string) => value.trim() || undefined;
  const currency = z.safeParse(shape.currency, values.currency);
  return {
    transportDocumentReference: blankless(values.transportDocumentReference),
    carrierBookingReference: blankless(values.carrierBookingReference),
    invoiceNumber: blankless(values.invoiceNumber),
    status: values.status.length > 0 ? INVOICE_STATUSES.filter((status) => values.status.includes(status)) : undefined,
    dueFrom: values.dueFrom || undefined,
    dueTo: values.dueTo || undefined,
    currency: currency.success ? currency.data : undefined,
  };
}

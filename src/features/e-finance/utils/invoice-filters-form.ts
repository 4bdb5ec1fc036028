import { z } from '@/config/zod-mini';
import { INVOICE_STATUSES, invoiceListParamsSchema } from '@/domain/invoice/invoice-contract';
import { isIsoDate } from '@/lib/dates';

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
const text = (max: number) => z.string().check(z.maxLength(max, 'too-long'));
const date = z.string().check(z.refine((value) => value === '' || isIsoDate(value), 'date'));

/** The form's values: every field a string ('' = no filter) but the statuses. */
export const invoiceFiltersValuesSchema = z
  .object({
    transportDocumentReference: text(20),
    carrierBookingReference: text(35),
    invoiceNumber: text(20),
    status: z.array(z.enum(INVOICE_STATUSES)),
    dueFrom: date,
    dueTo: date,
    currency: z.string(),
  })
  .check(
    z.refine((values) => !values.dueFrom || !values.dueTo || values.dueFrom <= values.dueTo, {
      message: 'due-range',
      path: ['dueTo'],
    }),
  );
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

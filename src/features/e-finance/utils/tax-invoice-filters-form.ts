import { z } from '@/config/zod-mini';

import { dateRangeCheck, filterDate, filterText } from './filter-form-fields';
import type { TaxInvoiceFilters } from './tax-invoices-url';

/*
 * The tax invoice filters form's values and rules; messages are keys of tax-invoice.json `filters.errors`. Texts are
 * kept as typed (trimmed on the way to the URL); the issue date range must not end before it starts.
 */

/** The form's values: every field a string ('' = no filter). */
export const taxInvoiceFiltersValuesSchema = z
  .object({
    invoiceNumber: filterText(20),
    transportDocumentReference: filterText(20),
    issueFrom: filterDate,
    issueTo: filterDate,
  })
  .check(dateRangeCheck('issueFrom', 'issueTo', 'issue-range'));
/** See {@link taxInvoiceFiltersValuesSchema}. */
export type TaxInvoiceFiltersValues = z.infer<typeof taxInvoiceFiltersValuesSchema>;

/** The form's values for the filters a URL holds. */
export function taxFilterValuesOf(filters: TaxInvoiceFilters): TaxInvoiceFiltersValues {
  return {
    invoiceNumber: filters.invoiceNumber ?? '',
    transportDocumentReference: filters.transportDocumentReference ?? '',
    issueFrom: filters.issueFrom ?? '',
    issueTo: filters.issueTo ?? '',
  };
}

/** Valid form values as the list's filters, every key present ('' and blanks become undefined, texts trimmed). */
export function taxFiltersOf(values: TaxInvoiceFiltersValues): TaxInvoiceFilters {
  const blankless = (value: string) => value.trim() || undefined;
  return {
    invoiceNumber: blankless(values.invoiceNumber),
    transportDocumentReference: blankless(values.transportDocumentReference),
    issueFrom: values.issueFrom || undefined,
    issueTo: values.issueTo || undefined,
  };
}

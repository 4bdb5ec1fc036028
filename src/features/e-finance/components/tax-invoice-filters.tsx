import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { useUrlFilterForm } from '@/components/ui/use-url-search-form';

import {
  taxFiltersOf,
  taxFilterValuesOf,
  type TaxInvoiceFiltersValues,
  taxInvoiceFiltersValuesSchema,
} from '../utils/tax-invoice-filters-form';
import type { TaxInvoiceFilters } from '../utils/tax-invoices-url';
import { DateRangeFilter, ListFiltersForm, ReferenceFilterField } from './list-filters';

const ISSUE_TEXT: IssueText = { ns: 'tax-invoice', prefix: 'filters.errors.' };

/**
 * The tax invoice list's filters: invoice number and B/L (exact, as pasted) and the issue date range. Applied on
 * "Search"; errors show at their field. A URL changed from outside (Back, a link) shows its filters.
 */
export function TaxInvoiceFiltersForm({
  filters,
  onSearch,
}: {
  filters: TaxInvoiceFilters;
  onSearch: (filters: TaxInvoiceFilters) => void;
}) {
  const { t } = useTranslation('tax-invoice');
  const { form, submit, clear } = useUrlFilterForm<TaxInvoiceFiltersValues, TaxInvoiceFilters>({
    resolver: zodResolver(taxInvoiceFiltersValuesSchema),
    filters,
    valuesOf: taxFilterValuesOf,
    filtersOf: taxFiltersOf,
    empty: {},
    onSearch,
  });
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <ListFiltersForm ns="tax-invoice" onSubmit={submit} onClear={clear}>
      <ReferenceFilterField
        label={t('filters.invoice-number')}
        error={errors.invoiceNumber}
        maxChars={20}
        issueText={ISSUE_TEXT}
        {...register('invoiceNumber')}
      />
      <ReferenceFilterField
        label={t('filters.bl')}
        error={errors.transportDocumentReference}
        maxChars={20}
        issueText={ISSUE_TEXT}
        {...register('transportDocumentReference')}
      />
      <DateRangeFilter
        control={control}
        fields={[
          { name: 'issueFrom', label: t('filters.issue-from') },
          { name: 'issueTo', label: t('filters.issue-to') },
        ]}
        issueText={ISSUE_TEXT}
      />
    </ListFiltersForm>
  );
}

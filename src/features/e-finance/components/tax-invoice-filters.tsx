import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { FormDatePicker } from '@/components/ui/form-date-picker';
import { SearchForm } from '@/components/ui/search-form';
import { TextField } from '@/components/ui/text-field';
import { useUrlFilterForm } from '@/components/ui/use-url-search-form';

import {
  taxFiltersOf,
  taxFilterValuesOf,
  type TaxInvoiceFiltersValues,
  taxInvoiceFiltersValuesSchema,
} from '../utils/tax-invoice-filters-form';
import type { TaxInvoiceFilters } from '../utils/tax-invoices-url';
import styles from './invoices-page.module.css';

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
    <SearchForm
      label={t('filters.title')}
      className={styles.filters}
      actionsClassName={styles.filterActions}
      onSubmit={submit}
      submitLabel={t('filters.search')}
      clearLabel={t('filters.clear')}
      onClear={clear}
    >
      <TextField
        label={t('filters.invoice-number')}
        autoComplete="off"
        error={errors.invoiceNumber}
        issueText={{ ...ISSUE_TEXT, values: { max: 20 } }}
        {...register('invoiceNumber')}
      />
      <TextField
        label={t('filters.bl')}
        autoComplete="off"
        error={errors.transportDocumentReference}
        issueText={{ ...ISSUE_TEXT, values: { max: 20 } }}
        {...register('transportDocumentReference')}
      />
      {(['issueFrom', 'issueTo'] as const).map((name) => (
        <FormDatePicker
          key={name}
          control={control}
          name={name}
          label={t(`filters.${name === 'issueFrom' ? 'issue-from' : 'issue-to'}`)}
          issueText={ISSUE_TEXT}
        />
      ))}
    </SearchForm>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ChecklistDisclosure } from '@/components/ui/checklist-disclosure';
import type { IssueText } from '@/components/ui/field-issue';
import { NativeSelect } from '@/components/ui/native-select';
import { useUrlFilterForm } from '@/components/ui/use-url-search-form';
import { INVOICE_STATUSES } from '@/domain/invoice/invoice-contract';

import {
  filtersOf,
  filterValuesOf,
  INVOICE_CURRENCIES,
  type InvoiceFiltersValues,
  invoiceFiltersValuesSchema,
} from '../utils/invoice-filters-form';
import type { InvoiceFilters } from '../utils/invoices-url';
import { DateRangeFilter, ListFiltersForm, ReferenceFilterField } from './list-filters';

/** Props of {@link InvoicesFilters}. */
export interface InvoicesFiltersProps {
  /** The filters the URL holds. */
  filters: InvoiceFilters;
  /** Valid filters, submitted (or all cleared): the page writes them to the URL. */
  onSearch: (filters: InvoiceFilters) => void;
}

const ISSUE_TEXT: IssueText = { ns: 'e-finance', prefix: 'filters.errors.' };

/**
 * My invoices' filters: B/L, booking and invoice number (exact, as pasted), statuses (several), the due date range and
 * the invoice currency. Applied on "Search" (one history entry per search); errors show at their field, the first
 * takes the focus. A URL changed from outside (Back, a link) shows its filters.
 */
export function InvoicesFilters({ filters, onSearch }: InvoicesFiltersProps) {
  const { t } = useTranslation('e-finance');
  const { form, submit, clear } = useUrlFilterForm<InvoiceFiltersValues, InvoiceFilters>({
    resolver: zodResolver(invoiceFiltersValuesSchema),
    filters,
    valuesOf: filterValuesOf,
    filtersOf,
    empty: {},
    onSearch,
  });
  const { control, register, formState } = form;
  const currencies =
    filters.currency && !INVOICE_CURRENCIES.includes(filters.currency)
      ? [...INVOICE_CURRENCIES, filters.currency]
      : INVOICE_CURRENCIES;
  // The ticked statuses, before they are searched for.
  const statusCount = useWatch({ control, name: 'status' }).length;
  const { errors } = formState;

  return (
    <ListFiltersForm ns="e-finance" onSubmit={submit} onClear={clear}>
      <ReferenceFilterField
        label={t('filters.bl')}
        error={errors.transportDocumentReference}
        maxChars={20}
        issueText={ISSUE_TEXT}
        {...register('transportDocumentReference')}
      />
      <ReferenceFilterField
        label={t('filters.booking')}
        error={errors.carrierBookingReference}
        maxChars={35}
        issueText={ISSUE_TEXT}
        {...register('carrierBookingReference')}
      />
      <ReferenceFilterField
        label={t('filters.invoice-number')}
        error={errors.invoiceNumber}
        maxChars={20}
        issueText={ISSUE_TEXT}
        {...register('invoiceNumber')}
      />
      <ChecklistDisclosure
        summary={statusCount > 0 ? t('filters.status-count', { count: statusCount }) : t('filters.status-any')}
        legend={t('filters.status')}
        options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        inputProps={(value) => ({ value, ...register('status') })}
      />
      <DateRangeFilter
        control={control}
        fields={[
          { name: 'dueFrom', label: t('filters.due-from') },
          { name: 'dueTo', label: t('filters.due-to') },
        ]}
        issueText={ISSUE_TEXT}
      />
      <NativeSelect
        label={t('filters.currency')}
        options={[
          { value: '', label: t('filters.currency-any') },
          ...currencies.map((code) => ({ value: code, label: code })),
        ]}
        {...register('currency')}
      />
    </ListFiltersForm>
  );
}

import type { ReactNode, SyntheticEvent } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { FormDatePicker } from '@/components/ui/form-date-picker';
import { SearchForm } from '@/components/ui/search-form';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

import styles from './invoices-page.module.css';

/** The namespaces of the e-finance lists whose filters share one layout and the `filters.*` texts. */
export type ListFiltersNamespace = 'e-finance' | 'tax-invoice';

/**
 * The filters of an e-finance list (My invoices, tax invoices): a search landmark named by `filters.title` of `ns`,
 * the fields in the lists' filter grid, then "Search" and "Clear".
 */
export function ListFiltersForm({
  ns,
  onSubmit,
  onClear,
  children,
}: {
  ns: ListFiltersNamespace;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <SearchForm
      label={t('filters.title')}
      className={styles.filters}
      actionsClassName={styles.filterActions}
      onSubmit={onSubmit}
      submitLabel={t('filters.search')}
      clearLabel={t('filters.clear')}
      onClear={onClear}
    >
      {children}
    </SearchForm>
  );
}

/**
 * A reference filter (B/L, booking or invoice number, matched exactly as pasted): no autocomplete, and the "too long"
 * message says the `maxChars` the form's schema allows (the input itself does not cut what is pasted).
 */
export function ReferenceFilterField({
  maxChars,
  issueText,
  ...fieldProps
}: Omit<TextFieldProps, 'issueText'> & { maxChars: number; issueText: IssueText }) {
  return <TextField autoComplete="off" issueText={{ ...issueText, values: { max: maxChars } }} {...fieldProps} />;
}

/** The two date pickers of a date range filter (from, to), each with its label; the form's schema checks the order. */
export function DateRangeFilter<TValues extends FieldValues>({
  control,
  fields,
  issueText,
}: {
  control: Control<TValues>;
  fields: readonly [{ name: FieldPath<TValues>; label: string }, { name: FieldPath<TValues>; label: string }];
  issueText: IssueText;
}) {
  return fields.map(({ name, label }) => (
    <FormDatePicker key={name} control={control} name={name} label={label} issueText={issueText} />
  ));
}

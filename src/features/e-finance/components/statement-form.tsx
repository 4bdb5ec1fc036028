import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { FormDatePicker } from '@/components/ui/form-date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { SearchForm } from '@/components/ui/search-form';
import { useUrlSearchForm } from '@/components/ui/use-url-search-form';
import { STATEMENT_MAX_DAYS } from '@/domain/invoice/statement-contract';

import { statementFormSchema, type StatementFormValues } from '../utils/statement-form';
import styles from './statement.module.css';

/** Props of {@link StatementForm}. */
export interface StatementFormProps {
  /** The values of the statement shown (the URL's, the server's currency when the URL has none). */
  values: StatementFormValues;
  /** The currencies offered: the company's invoice currencies (the chosen one always among them). */
  currencies: readonly string[];
  /** Valid values, submitted: the page writes them to the URL (one history entry). */
  onSearch: (values: StatementFormValues) => void;
}

const ISSUE_TEXT: IssueText = { ns: 'statement', prefix: 'form.errors.' };

/**
 * The statement's currency and period. Applied on "Show statement"; errors show at their field (a period ending
 * before it starts, or over 366 days, at "To") and the first takes the focus. A URL changed from outside (Back, a
 * link) shows its values.
 */
export function StatementForm({ values, currencies, onSearch }: StatementFormProps) {
  const { t } = useTranslation('statement');
  const { control, register, handleSubmit } = useUrlSearchForm<StatementFormValues, StatementFormValues>(
    zodResolver(statementFormSchema),
    values,
    (shown) => shown,
  );

  const submit = handleSubmit((next) => {
    onSearch(next);
  });
  const options =
    values.currency && !currencies.includes(values.currency) ? [...currencies, values.currency] : currencies;

  return (
    <SearchForm
      label={t('form.title')}
      className={styles.form}
      actionsClassName={styles.formActions}
      onSubmit={submit}
      submitLabel={t('form.show')}
    >
      <NativeSelect
        label={t('form.currency')}
        options={options.map((code) => ({ value: code, label: code }))}
        {...register('currency')}
      />
      <FormDatePicker control={control} name="from" label={t('form.from')} issueText={ISSUE_TEXT} required />
      <FormDatePicker
        control={control}
        name="to"
        label={t('form.to')}
        issueText={{ ...ISSUE_TEXT, values: { max: STATEMENT_MAX_DAYS } }}
        required
      />
    </SearchForm>
  );
}

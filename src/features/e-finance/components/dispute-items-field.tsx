import { type Control, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { useIssueText } from '@/components/ui/field-issue';
import { FormDecimalField } from '@/components/ui/form-decimal-field';
import { DISPUTE_ITEMS_MAX } from '@/config/limits';
import { paths } from '@/config/paths';
import { currencyDecimals, formatMoney } from '@/domain/money/money';

import type { DisputeFormValues } from '../utils/dispute-form';
import { DisputeItemLineCells, DisputeItemsTable } from './dispute-items-table';
import styles from './disputes.module.css';

/** Where the items' messages are translated: `disputes:form.error.<code>`. */
export const DISPUTE_ISSUE_TEXT = { ns: 'disputes', prefix: 'form.error.', values: { max: DISPUTE_ITEMS_MAX } };

/**
 * The dispute's items: invoice, line, the line's amount in its currency (its own decimals), the disputed part (at most
 * the line's amount) and a remove button; the list's own message (none, or more than 50) above the table.
 */
export function DisputeItemsField({
  control,
  errors,
}: {
  control: Control<DisputeFormValues>;
  errors: FieldErrors<DisputeFormValues>;
}) {
  const { t, i18n } = useTranslation('disputes');
  const { fields, remove } = useFieldArray({ control, name: 'items' });
  const listError = useIssueText(errors.items?.message ? errors.items : errors.items?.root, DISPUTE_ISSUE_TEXT);
  return (
    <section className={styles.section} aria-labelledby="dispute-items-title">
      <h2 id="dispute-items-title">{t('form.items', { count: fields.length, max: DISPUTE_ITEMS_MAX })}</h2>
      <p id="dispute-items-error" className={styles.error} role={listError ? 'alert' : undefined}>
        {listError ?? ''}
      </p>
      {fields.length > 0 ? (
        <DisputeItemsTable
          extraColumns={
            <th scope="col">
              <span className="visually-hidden">{t('form.remove-column')}</span>
            </th>
          }
        >
          {fields.map((item, index) => (
            <tr key={item.id}>
              <DisputeItemLineCells item={item} />
              <td className={styles.num}>{formatMoney(item.amount, i18n.language)}</td>
              <td className={styles.amountCell}>
                <FormDecimalField
                  control={control}
                  name={`items.${index}.disputedAmount`}
                  label={t('form.disputed-amount-label', {
                    currency: item.amount.currency,
                    invoice: item.invoiceNumber,
                    number: item.lineNumber,
                  })}
                  maxDecimals={currencyDecimals(item.amount.currency)}
                  issueText={DISPUTE_ISSUE_TEXT}
                />
              </td>
              <td>
                <Button
                  variant="ghost"
                  onClick={() => {
                    remove(index);
                  }}
                  aria-label={t('form.remove', { invoice: item.invoiceNumber, number: item.lineNumber })}
                >
                  {t('form.remove-short')}
                </Button>
              </td>
            </tr>
          ))}
        </DisputeItemsTable>
      ) : (
        <p>{t('form.no-items')}</p>
      )}
      <p>
        <Link to={paths.myInvoices.href()}>{t('form.add-lines')}</Link>
      </p>
    </section>
  );
}

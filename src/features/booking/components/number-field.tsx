import { type FieldPath, useFormContext } from 'react-hook-form';

import type { IssueText } from '@/components/ui/field-issue';
import { FormDecimalField } from '@/components/ui/form-decimal-field';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import type { DecimalRules } from '@/lib/number-input';

/** Props of {@link NumberField}: a text path of the form holding a number as typed. */
export interface NumberFieldProps {
  name: FieldPath<BookingFormValues>;
  label: string;
  required?: boolean;
  /** What the text may hold (utils/number-fields); the schema says at the field when it holds something else. */
  rules: DecimalRules;
  description?: string;
  issueText: IssueText;
}

/**
 * A decimal input (docs/requirements.md §5 rules, components/ui/decimal-input) bound to a form path that holds the text typed:
 * the draft keeps exactly what the user typed ('12,5', or '1e3' with its message), the contract gets the number
 * (toCreateBooking).
 */
export function NumberField({ name, label, required, description, issueText, rules }: NumberFieldProps) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <FormDecimalField
      control={control}
      name={name}
      label={label}
      required={required}
      description={description}
      issueText={{ ...issueText, values: { decimals: rules.maxDecimals ?? 2, ...issueText.values } }}
      {...rules}
    />
  );
}

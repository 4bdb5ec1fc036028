import { Controller, type FieldPath, useFormContext } from 'react-hook-form';

import { DecimalInput } from '@/components/ui/decimal-input';
import type { IssueText } from '@/components/ui/field-issue';
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
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          label={label}
          name={field.name}
          ref={field.ref}
          required={required}
          description={description}
          value={typeof field.value === 'string' ? field.value : ''}
          onValueChange={(textValue) => {
            field.onChange(textValue);
          }}
          onBlur={field.onBlur}
          error={fieldState.error}
          issueText={{ ...issueText, values: { decimals: rules.maxDecimals ?? 2, ...issueText.values } }}
          {...rules}
        />
      )}
    />
  );
}

import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { DatePicker, type DatePickerProps } from './date-picker';

/** Props of {@link FormDatePicker}: the form's `control` and a `name` whose value is 'yyyy-MM-dd' or the text typed. */
export interface FormDatePickerProps<TValues extends FieldValues> extends Omit<
  DatePickerProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'
> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  /** Shown while the field holds no value: a default that follows other fields until the user types a date. */
  fallbackValue?: string;
  /** Called after the field took a new text (`previous` is what it held), for what depends on the date. */
  afterChange?: (value: string, previous: string) => void;
}

/**
 * A {@link DatePicker} bound to a react-hook-form field: the field holds what the user typed until it is a date
 * ('yyyy-MM-dd'), and the form's schema says what is wrong with it; its error and focus come from the form
 * (setFocus reaches the text input).
 */
export function FormDatePicker<TValues extends FieldValues>({
  control,
  name,
  fallbackValue = '',
  afterChange,
  ...pickerProps
}: FormDatePickerProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          {...pickerProps}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : fallbackValue}
          onChange={(value) => {
            const previous: unknown = field.value;
            field.onChange(value);
            afterChange?.(value, typeof previous === 'string' ? previous : '');
          }}
          onBlur={field.onBlur}
          error={fieldState.error}
        />
      )}
    />
  );
}

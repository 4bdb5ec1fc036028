import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { DecimalInput, type DecimalInputProps } from './decimal-input';

/** Props of {@link FormDecimalField}: the form's `control` and a `name` whose value is the text as typed. */
export interface FormDecimalFieldProps<TValues extends FieldValues> extends Omit<
  DecimalInputProps,
  'name' | 'value' | 'onValueChange' | 'onBlur' | 'ref' | 'error'
> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
}

/**
 * A {@link DecimalInput} bound to a react-hook-form field that holds the text exactly as typed ('12,5', or '1e3' with
 * its message at the field): a draft keeps what the user typed, and the form's schema turns the text into the number
 * (docs/requirements.md §5). The field's error and focus come from the form (setFocus reaches the input).
 */
export function FormDecimalField<TValues extends FieldValues>({
  control,
  name,
  ...inputProps
}: FormDecimalFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          {...inputProps}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onValueChange={(text) => {
            field.onChange(text);
          }}
          onBlur={field.onBlur}
          error={fieldState.error}
        />
      )}
    />
  );
}

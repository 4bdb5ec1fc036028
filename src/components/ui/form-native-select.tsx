import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { NativeSelect, type NativeSelectProps } from './native-select';

/** Props of {@link FormNativeSelect}: the form's `control`, a `name` whose value is one of the options' values. */
export interface FormNativeSelectProps<TValues extends FieldValues> extends Omit<
  NativeSelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref'
> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  /** Called after the field took the chosen option's value, for what depends on the choice (the sizes of a cargo type). */
  afterChange?: (value: string) => void;
}

/**
 * A {@link NativeSelect} bound to a react-hook-form field that holds text: the field holds the chosen option's value
 * (a count of weeks too, as the option's text; the form's schema reads it), and `setFocus` reaches the select.
 */
export function FormNativeSelect<TValues extends FieldValues>({
  control,
  name,
  afterChange,
  ...selectProps
}: FormNativeSelectProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          {...selectProps}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            afterChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

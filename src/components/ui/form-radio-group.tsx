import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import { RadioGroup, type RadioGroupProps } from './radio-group';

/** Props of {@link FormRadioGroup}: the form's `control` and a `name` whose value is one of the options' (or none yet). */
export interface FormRadioGroupProps<TValues extends FieldValues, V extends string> extends Omit<
  RadioGroupProps<V>,
  'name' | 'value' | 'onChange'
> {
  control: Control<TValues>;
  name: FieldPathByValue<TValues, V | null | undefined>;
  /** Checked while the field holds no value (e.g. the sailing's own receipt type until the user picks one). */
  fallbackValue?: V;
  /** Called after the field took a new value (`previous` is what it held), for what depends on the choice. */
  afterChange?: (value: V, previous: V | undefined) => void;
}

/**
 * A {@link RadioGroup} bound to a react-hook-form field (docs/architecture.md "Forms"): the field holds the checked
 * option's value; a value that is not one of the options (none yet) checks `fallbackValue`, else nothing.
 */
export function FormRadioGroup<TValues extends FieldValues, V extends string>({
  control,
  name,
  fallbackValue,
  afterChange,
  ...groupProps
}: FormRadioGroupProps<TValues, V>) {
  const optionOf = (value: unknown): V | undefined =>
    groupProps.options.find((option) => option.value === value)?.value;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup<V>
          {...groupProps}
          name={field.name}
          value={optionOf(field.value) ?? fallbackValue}
          onChange={(value) => {
            const previous = optionOf(field.value);
            field.onChange(value);
            afterChange?.(value, previous);
          }}
        />
      )}
    />
  );
}

import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { TextField, type TextFieldProps } from './text-field';

/**
 * Props of {@link FormTextField}: the form's `control`, a `name` whose value is a string, and the text field's own
 * props. `keep` filters what is typed before the form stores it (digits only for a count); without it the text is
 * stored as typed.
 */
export interface FormTextFieldProps<TValues extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'
> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  keep?: (typed: string) => string;
}

/**
 * A {@link TextField} bound to a react-hook-form field that holds text: the field's error (a message code, translated
 * with `issueText` by the Field primitive) and focus come from the form, so `setFocus` after a refused submit reaches
 * the input (docs/requirements.md §5).
 */
export function FormTextField<TValues extends FieldValues>({
  control,
  name,
  keep,
  ...inputProps
}: FormTextFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...inputProps}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => {
            field.onChange(keep ? keep(event.target.value) : event.target.value);
          }}
          onBlur={field.onBlur}
          error={fieldState.error}
        />
      )}
    />
  );
}

import { type Control, Controller, type FieldPath, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import type { FieldErrorProps } from '@/components/ui/field-issue';
import { LocationCombobox, type LocationOption } from '@/domain/location/location-combobox';

/**
 * A {@link LocationCombobox} bound to a react-hook-form field whose value is `LocationOption | null`. The texts are
 * translated by the using feature (a domain component owns no namespace); `deps` are the fields validated again when
 * this one changes (a new origin may end the destination's "same port" error).
 */
export interface FormLocationComboboxProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: FieldPathByValue<TValues, LocationOption | null>;
  label: string;
  placeholder: string;
  emptyMessage: string;
  issueText?: FieldErrorProps['issueText'];
  deps?: FieldPath<TValues>[];
  /** Called after the field took a new location (`previous` is what it held), for what depends on the place. */
  afterChange?: (value: LocationOption | null, previous: LocationOption | null) => void;
}

/** The location search of a search form: value, blur, ref (focus on error) and error come from the form's field. */
export function FormLocationCombobox<TValues extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  emptyMessage,
  issueText,
  deps,
  afterChange,
}: FormLocationComboboxProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      {...(deps ? { rules: { deps } } : {})}
      render={({ field, fieldState }) => (
        <LocationCombobox
          label={label}
          placeholder={placeholder}
          emptyMessage={emptyMessage}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(value) => {
            const previous = field.value as LocationOption | null;
            field.onChange(value);
            afterChange?.(value, previous);
          }}
          onBlur={field.onBlur}
          error={fieldState.error}
          issueText={issueText}
        />
      )}
    />
  );
}

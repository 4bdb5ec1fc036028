import { Controller, type FieldPath, useFormContext } from 'react-hook-form';

import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';

/** Props of {@link FormTextField}: a text path of the booking form plus the text field's own props. */
export interface FormTextFieldProps extends Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'issueText' | 'ref'
> {
  name: FieldPath<BookingFormValues>;
}

/** A TextField bound to a path of the booking form; its issue (a message code) is translated by the Field primitive. */
export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          ref={field.ref}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error}
          issueText={BOOKING_ISSUE_TEXT}
        />
      )}
    />
  );
}

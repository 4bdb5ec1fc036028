import { type FieldPath, useFormContext } from 'react-hook-form';

import {
  FormTextField as BoundTextField,
  type FormTextFieldProps as BoundProps,
} from '@/components/ui/form-text-field';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';

/** Props of {@link FormTextField}: a text path of the booking form plus the text field's own props. */
export interface FormTextFieldProps extends Omit<BoundProps<BookingFormValues>, 'control' | 'name' | 'issueText'> {
  name: FieldPath<BookingFormValues>;
}

/** A text field bound to a path of the booking form (from its form context), with the booking form's messages. */
export function FormTextField(props: FormTextFieldProps) {
  const { control } = useFormContext<BookingFormValues>();
  return <BoundTextField {...props} control={control} issueText={BOOKING_ISSUE_TEXT} />;
}

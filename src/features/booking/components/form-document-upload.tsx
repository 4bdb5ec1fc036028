import { Controller, type FieldPathByValue, useFormContext } from 'react-hook-form';

import type { BookingFormValues, DocumentFormValue } from '@/features/booking/utils/booking-form-values';

import { DocumentUpload, type DocumentUploadProps } from './document-upload';

/** Props of {@link FormDocumentUpload}: a document list of the booking form plus the upload's own props. */
export interface FormDocumentUploadProps extends Omit<DocumentUploadProps, 'documents' | 'onChange'> {
  name: FieldPathByValue<BookingFormValues, DocumentFormValue[]>;
}

/** The document upload bound to a document list of the booking form (from its form context). */
export function FormDocumentUpload({ name, ...uploadProps }: FormDocumentUploadProps) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <DocumentUpload {...uploadProps} documents={field.value} onChange={field.onChange} />}
    />
  );
}

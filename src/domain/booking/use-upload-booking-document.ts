import { useMutation } from '@tanstack/react-query';

import { uploadBookingDocument } from '@/domain/booking/booking-api';

/** Variables of {@link useUploadBookingDocument}: the file and its document type (master-data code). */
export interface UploadBookingDocumentVariables {
  file: File;
  documentTypeCode: string;
}

/**
 * Uploads one supporting document; resolves with the descriptor the form adds to `supportingDocuments`. Nothing is
 * cached (the document belongs to the request being written). Failures are the caller's to show next to the file.
 */
export function useUploadBookingDocument() {
  return useMutation({
    mutationFn: ({ file, documentTypeCode }: UploadBookingDocumentVariables) =>
      uploadBookingDocument(file, documentTypeCode),
    meta: { errorHandling: 'custom' },
  });
}

import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextArea } from '@/components/ui/text-area';
import { REMARKS_MAX_LENGTH } from '@/domain/booking/booking-codes-contract';
import styles from '@/features/booking/components/booking-request-page.module.css';
import { FormDocumentUpload } from '@/features/booking/components/form-document-upload';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';

/** Props of {@link RemarksSection}. */
export interface RemarksSectionProps {
  /** Documents the request may still carry. */
  remainingDocuments: number;
}

/** Remarks and documents: free remarks and the supporting documents of the request. */
export function RemarksSection({ remainingDocuments }: RemarksSectionProps) {
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingFormValues>();
  return (
    <section aria-labelledby="remarks-heading" className={styles.section}>
      <h2 id="remarks-heading">{t('remarks.heading')}</h2>
      <Controller
        control={control}
        name="remarks"
        render={({ field, fieldState }) => (
          <TextArea
            label={t('remarks.label')}
            showCounter
            maxLength={REMARKS_MAX_LENGTH}
            rows={4}
            error={fieldState.error}
            issueText={BOOKING_ISSUE_TEXT}
            {...field}
          />
        )}
      />
      <FormDocumentUpload
        name="supportingDocuments"
        legend={t('documents.heading')}
        typeGroup="SUPPORTING_DOCUMENT_TYPE"
        remaining={remainingDocuments}
      />
    </section>
  );
}

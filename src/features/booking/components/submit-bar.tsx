import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import type { FormSubmit } from '@/components/ui/use-form-submit';
import styles from '@/features/booking/components/booking-request-page.module.css';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';

/** Props of {@link SubmitBar}: the form's submitter (useFormSubmit). */
export interface SubmitBarProps {
  submitter: Pick<FormSubmit<never>, 'pending' | 'waitingForNetwork' | 'failed'>;
}

/** The submit button, the "fix the fields" status after a refused submit, and the offline or failure message. */
export function SubmitBar({ submitter }: SubmitBarProps) {
  const { t } = useTranslation('booking');
  const { errors, isSubmitted } = useFormState<BookingFormValues>();
  return (
    <>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={submitter.pending} busyLabel={t('submitting')}>
          {t('submit')}
        </Button>
      </div>
      <div role="status" className={styles.hint}>
        {Object.keys(errors).length > 0 && isSubmitted ? t('fix-errors') : ''}
      </div>
      <FormSubmitStatus submitter={submitter} failedMessage={t('submit-error')} className={styles.error} />
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { EMAIL_DEFAULT_SUBJECT, EMAIL_MESSAGE_MAX_LENGTH, EMAIL_SUBJECT_MAX_LENGTH } from '@/config/limits';
import type { EmailScheduleRequest } from '@/domain/schedule-search/point-to-point-contract';
import { ApiError } from '@/lib/api-error';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';
import { splitRecipients } from '@/lib/email-recipients';

import { useEmailSchedule } from '../api/use-email-schedule';
import { useScheduleFile } from '../hooks/use-schedule-file';
import { emailFormSchema, type EmailFormValues, emailFormValuesSchema } from '../utils/email-form';
import { DialogActions, PairSelect, type ScheduleDialogProps } from './dialog-parts';
import styles from './schedule-dialogs.module.css';

/** sessionStorage key of the unsent e-mail. */
export const EMAIL_DRAFT_KEY = 'p2p-email';

export type EmailScheduleDialogProps = ScheduleDialogProps;

const EMPTY: EmailFormValues = { recipients: '', subject: EMAIL_DEFAULT_SUBJECT, message: '' };
/** The form's issues are keys of the common namespace (docs/requirements.md §8's e-mail messages). */
const COMMON_ISSUES = { ns: 'common' } as const;

/** E-mail the displayed month's schedule (docs/requirements.md §5 and §7): recipients, subject and message. */
export function EmailScheduleDialog({ open, onOpenChange, ...listing }: EmailScheduleDialogProps) {
  const { t } = useTranslation('schedule');
  const file = useScheduleFile(listing);
  // The server's words when it refused the request (400); other failures say `email.error`.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [initialValues] = useState(() => readDraft(EMAIL_DRAFT_KEY, emailFormValuesSchema) ?? EMPTY);
  const form = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: initialValues,
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const values = useWatch({ control });
  const submitter = useFormSubmit({
    form,
    mutation: useEmailSchedule(),
    variables: (request: EmailScheduleRequest, idempotencyKey) => ({ request, idempotencyKey }),
    onSuccess: (response) => {
      toast.show({
        type: 'success',
        title: t('email.success-title'),
        description: t('email.success', { count: response.recipients.length }),
      });
      clearDraft(EMAIL_DRAFT_KEY);
      reset(EMPTY);
      onOpenChange(false);
    },
    onError: (error) => {
      const refused = error instanceof ApiError && error.status === 400;
      setRefusal(refused ? error.message : null);
      return refused || undefined;
    },
  });

  useEffect(() => {
    if (formState.isDirty) writeDraft(EMAIL_DRAFT_KEY, values);
  }, [values, formState.isDirty]);

  const submit = handleSubmit((formValues) => {
    const pointToPointFileRequest = file.requestFor('xlsx');
    if (!pointToPointFileRequest) return;
    const request = {
      recipients: splitRecipients(formValues.recipients),
      subject: formValues.subject.trim(),
      message: formValues.message,
      pointToPointFileRequest,
    };
    setRefusal(null);
    submitter.submit(request);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('email.title')}
      description={t('email.description')}
      size="md"
      footer={
        <DialogActions
          onCancel={() => {
            onOpenChange(false);
          }}
        >
          <Button
            type="submit"
            form="email-schedule-form"
            variant="primary"
            busy={submitter.pending}
            busyLabel={t('email.sending')}
          >
            {t('email.submit')}
          </Button>
        </DialogActions>
      }
    >
      <form id="email-schedule-form" className={styles.body} noValidate onSubmit={(event) => void submit(event)}>
        <PairSelect {...file.pairSelect} />
        <TextArea
          label={t('email.recipients')}
          description={t('email.recipients-hint')}
          required
          rows={3}
          autoComplete="email"
          error={formState.errors.recipients}
          issueText={COMMON_ISSUES}
          {...register('recipients')}
        />
        <TextField
          label={t('email.subject')}
          required
          maxLength={EMAIL_SUBJECT_MAX_LENGTH}
          error={formState.errors.subject}
          issueText={COMMON_ISSUES}
          {...register('subject')}
        />
        <TextArea
          label={t('email.message')}
          rows={4}
          maxLength={EMAIL_MESSAGE_MAX_LENGTH}
          showCounter
          {...register('message')}
        />
        {refusal !== null ? (
          <p role="alert" className={styles.error}>
            {t('email.error-invalid', { message: refusal })}
          </p>
        ) : null}
        <FormSubmitStatus submitter={submitter} failedMessage={t('email.error')} className={styles.error} />
      </form>
    </Dialog>
  );
}

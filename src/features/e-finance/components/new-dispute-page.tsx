import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { TextArea } from '@/components/ui/text-area';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { paths } from '@/config/paths';
import { type Dispute, DISPUTE_COMMENT_MAX_LENGTH, DISPUTE_REASONS } from '@/domain/invoice/dispute-contract';
import { clearDraft } from '@/lib/draft-storage';
import { useDocumentTitle } from '@/lib/use-document-title';

import { createDispute, disputeQueries } from '../api/disputes-api';
import { invoiceQueries } from '../api/invoices-queries';
import { DISPUTE_DRAFT_KEY, readDisputeDraft, writeDisputeDraft } from '../utils/dispute-draft';
import { disputeFormSchema, type DisputeFormValues, toDisputeRequest } from '../utils/dispute-form';
import { JUST_SUBMITTED_STATE } from '../utils/survey-offer';
import { DisputeAttachmentsField, refusedMessage } from './dispute-attachments-field';
import { DISPUTE_ISSUE_TEXT, DisputeItemsField } from './dispute-items-field';
import styles from './disputes.module.css';

/** A server field name in the form's terms: an item as a whole ('items.3') is told at the list. */
function formFieldOf(name: string): Path<DisputeFormValues> | null {
  if (/^items\.\d+$/.test(name)) return 'items';
  return name.startsWith('attachments') ? 'attachments' : (name as Path<DisputeFormValues>);
}

/**
 * /e-finance/disputes/new: the user's dispute draft as a form (docs/areas/e-finance.md, "Disputes"): the lines picked
 * on invoices with the disputed part of each, a reason, a comment (required for "other") and attachments. What is
 * typed is kept in the draft on every change; attachments cannot be, so leaving with files chosen asks first. The
 * submit is the form kit's (one Idempotency-Key per draft, kept in the draft), and lands on the new dispute.
 */
export function NewDisputePage() {
  const { t } = useTranslation('disputes');
  useDocumentTitle(t('form.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft] = useState(readDisputeDraft);
  // The new dispute's id once created: the guard lets go on that render, then the page moves to it.
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<DisputeFormValues>({
    resolver: zodResolver(disputeFormSchema),
    defaultValues: { items: draft.items, reason: draft.reason, comment: draft.comment, attachments: [] },
  });
  const { control, register, handleSubmit, formState, setValue, setError, clearErrors } = form;
  const attachments = useWatch({ control, name: 'attachments' });

  // Every change goes to the draft (attachments excepted: files do not fit in storage).
  const [items, reason, comment] = useWatch({ control, name: ['items', 'reason', 'comment'] });
  useEffect(() => {
    writeDisputeDraft({ ...readDisputeDraft(), items, reason, comment });
  }, [items, reason, comment]);

  const mutation = useMutation({
    mutationFn: async ({ values, key }: { values: DisputeFormValues; key: string }) =>
      createDispute(await toDisputeRequest(values), key),
  });
  const submitter = useFormSubmit<
    DisputeFormValues,
    DisputeFormValues,
    Dispute,
    { values: DisputeFormValues; key: string }
  >({
    form,
    mutation,
    variables: (values, key) => ({ values, key }),
    initialKey: draft.idempotencyKey,
    onKey: (key) => {
      writeDisputeDraft({ ...readDisputeDraft(), idempotencyKey: key });
    },
    fieldName: formFieldOf,
    onSuccess: (dispute) => {
      clearDraft(DISPUTE_DRAFT_KEY);
      void queryClient.invalidateQueries({ queryKey: disputeQueries.all() });
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.all() });
      setCreated(dispute.disputeId);
    },
  });
  useEffect(() => {
    // The state tells the dispute page it was just submitted: it offers the survey then (utils/survey-offer.ts).
    if (created) void navigate(paths.disputeDetail.href(created), { replace: true, state: JUST_SUBMITTED_STATE });
  }, [created, navigate]);

  const reasonState = form.getFieldState('reason', formState);
  const commentState = form.getFieldState('comment', formState);
  const attachmentsState = form.getFieldState('attachments', formState);
  return (
    <section aria-labelledby="new-dispute-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="new-dispute-title">{t('form.title')}</h1>
      </div>
      <p>{t('form.intro')}</p>
      <form noValidate className={styles.stack} onSubmit={(event) => void handleSubmit(submitter.submit)(event)}>
        <DisputeItemsField control={control} errors={formState.errors} />
        <section className={styles.section} aria-labelledby="dispute-why-title">
          <h2 id="dispute-why-title">{t('form.why')}</h2>
          <div className={styles.stack}>
            <Field label={t('form.reason')} required error={reasonState.error} issueText={DISPUTE_ISSUE_TEXT}>
              {(fieldControl) => (
                <select {...fieldControl} {...register('reason')} className={styles.select}>
                  <option value="">{t('form.reason-choose')}</option>
                  {DISPUTE_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`reasons.${reason}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextArea
              {...register('comment')}
              label={t('form.comment')}
              description={t('form.comment-hint')}
              maxLength={DISPUTE_COMMENT_MAX_LENGTH}
              showCounter
              error={commentState.error}
              issueText={DISPUTE_ISSUE_TEXT}
            />
            <DisputeAttachmentsField
              files={attachments}
              error={attachmentsState.error}
              onChange={(files, refused) => {
                setValue('attachments', files, { shouldDirty: true });
                const message = refusedMessage(refused);
                if (message) setError('attachments', { type: 'file', message });
                else clearErrors('attachments');
              }}
            />
          </div>
        </section>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={submitter.pending}>
            {t('form.submit')}
          </Button>
        </div>
        <FormSubmitStatus submitter={submitter} className={styles.error} />
      </form>
      <LeaveGuard when={created === null && attachments.length > 0} />
    </section>
  );
}

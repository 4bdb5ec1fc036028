import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import type { AlertRule, AlertRuleRequest } from '@/domain/alert/alert-contract';
import { clearDraft, writeDraft } from '@/lib/draft-storage';

import { type SaveAlertRuleVariables, useSaveAlertRule } from '../api/alerts-api';
import { ALERT_DRAFT_KEY, type AlertDraft } from '../utils/alert-draft';
import { alertFormFieldOf, alertFormSchema, type AlertFormValues, toAlertRequest } from '../utils/alert-form';
import { AlertRuleFields } from './alert-rule-fields';
import styles from './alerts.module.css';

const FORM_ID = 'alert-rule-form';

/**
 * Props of {@link AlertRuleDialog}: `rule` to edit, or null for a new one; `initial` the values to start from (a draft
 * restored after a reload, else the rule's or a new rule's) and `restored` whether they are a draft.
 */
export interface AlertRuleDialogProps {
  userId: string;
  rule: AlertRule | null;
  initial: AlertFormValues;
  initialKey: string | null;
  restored: boolean;
  onClose: () => void;
  onSaved: (rule: AlertRule) => void;
}

/**
 * New or changed alert rule in a dialog (docs/areas/alerts.md): the form kit's submit (Idempotency-Key per draft,
 * server field errors on the fields), the draft kept while the dialog is open (a reload opens it again), and a
 * question before unsaved changes are thrown away.
 */
export function AlertRuleDialog({
  userId,
  rule,
  initial,
  initialKey,
  restored,
  onClose,
  onSaved,
}: AlertRuleDialogProps) {
  const { t } = useTranslation('alerts');
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const form = useForm<AlertFormValues>({
    resolver: zodResolver(alertFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { handleSubmit, control, formState } = form;
  const values = useWatch({ control });
  const dirty = formState.isDirty || restored;
  const ruleId = rule?.id ?? null;
  // The press's Idempotency-Key as the form kit last reported it: the draft keeps it, so a retry after a reload
  // creates nothing twice.
  const keyRef = useRef(initialKey);
  const saveMutation = useSaveAlertRule(userId);
  const submitter = useFormSubmit<AlertFormValues, AlertRuleRequest, AlertRule, SaveAlertRuleVariables>({
    form,
    mutation: saveMutation,
    initialKey,
    variables: (request, idempotencyKey) => ({ id: ruleId, request, idempotencyKey }),
    onKey: (key) => {
      keyRef.current = key;
      writeDraft(ALERT_DRAFT_KEY, { ruleId, values: form.getValues(), idempotencyKey: key } satisfies AlertDraft);
    },
    fieldName: alertFormFieldOf,
    onSuccess: (saved) => {
      clearDraft(ALERT_DRAFT_KEY);
      onSaved(saved);
    },
  });

  useEffect(() => {
    // `values` is what changes as the user types; the draft takes the form's whole values.
    if (formState.isDirty) {
      writeDraft(ALERT_DRAFT_KEY, {
        ruleId,
        values: form.getValues(),
        idempotencyKey: keyRef.current,
      } satisfies AlertDraft);
    }
  }, [values, formState.isDirty, form, ruleId]);

  const discard = () => {
    clearDraft(ALERT_DRAFT_KEY);
    onClose();
  };
  const requestClose = () => {
    if (dirty && !submitter.pending) setConfirmDiscard(true);
    else discard();
  };
  const submit = handleSubmit((formValues) => {
    submitter.submit(toAlertRequest(formValues));
  });

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) requestClose();
        }}
        title={rule ? t('form.edit-title') : t('form.new-title')}
        size="md"
        footer={
          <>
            <Button onClick={requestClose}>{t('form.cancel')}</Button>
            <Button
              type="submit"
              form={FORM_ID}
              variant="primary"
              busy={submitter.pending}
              busyLabel={t('form.saving')}
            >
              {t('form.save')}
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
          <AlertRuleFields form={form} />
          <FormSubmitStatus submitter={submitter} failedMessage={t('form.failed')} className={styles.error} />
        </form>
      </Dialog>
      <AlertDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('discard.title')}
        description={t('discard.text')}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('discard.keep')}
        onConfirm={discard}
      />
    </>
  );
}

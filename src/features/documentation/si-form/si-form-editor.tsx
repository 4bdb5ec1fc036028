import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { toast } from '@/components/ui/toast-store';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { paths } from '@/config/paths';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { ShippingInstructions } from '@/domain/documentation/si-contract';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';

import { HouseBlSection } from '../house-bl/house-bl-section';
import { SiContainersSection } from './containers/si-containers-section';
import { fixFieldsMessage } from './rows-to-fix';
import { SiAmendmentDialog } from './si-amendment-dialog';
import { SiCargoSection } from './si-cargo-section';
import { SiContactSection } from './si-contact-section';
import { type SiChange, siDiff } from './si-diff';
import { SiDocumentSection } from './si-document-section';
import { SiDueNotice } from './si-due-notice';
import { type SiFormDraft, siFormDraftKey, siFormDraftSchema } from './si-form-draft';
import { toShippingInstructionsRequest } from './si-form-mapping';
import styles from './si-form-page.module.css';
import { formPathOf } from './si-form-paths';
import { isEuBoundBooking, siFormValuesOf, siFormValuesOfBooking } from './si-form-prefill';
import { siFormSchema } from './si-form-schema';
import type { SiFormValues } from './si-form-values';
import { SiIcs2Section } from './si-ics2-section';
import { SiPartiesSection } from './si-parties-section';
import { useRecheckFieldsWithErrors } from './use-recheck-fields-with-errors';
import { useSendShippingInstructions } from './use-send-shipping-instructions';

/**
 * The SI form of one booking: a new SI (`si` undefined) or an amendment of the one sent, which first shows what it
 * changes. Every change is kept as a per-user draft with the Idempotency-Key of a send on its way; a send goes once.
 */
export function SiFormEditor({
  userId,
  booking,
  bookingNumber,
  si,
}: {
  userId: string;
  booking: Booking;
  bookingNumber: string;
  si: ShippingInstructions | undefined;
}) {
  const { t, i18n } = useTranslation(['si-form', 'booking-domain', 'ui', 'documentation']);
  const navigate = useNavigate();
  const draftKey = siFormDraftKey(bookingNumber);
  const isAmendment = si !== undefined;
  const euBound = isEuBoundBooking(booking);
  const [initial] = useState(() => (si ? siFormValuesOf(si) : siFormValuesOfBooking(booking, bookingNumber)));
  const [restored] = useState<SiFormDraft | null>(() => {
    const draft = readDraft(draftKey, siFormDraftSchema);
    return draft && draft.isAmendment === isAmendment ? draft : null;
  });
  const methods = useForm<SiFormValues>({
    resolver: zodResolver(siFormSchema) as never,
    defaultValues: restored?.values ?? initial,
    // Checked on submit only: with hundreds of container rows a whole-form check per keystroke or blur is too slow,
    // and a message vanishing on blur moved the submit button away from under the pointer between press and release.
    // A field that shows an error is re-checked alone as it changes (useRecheckFieldsWithErrors).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, formState, getValues, subscribe } = methods;
  useRecheckFieldsWithErrors(methods, siFormSchema);
  // The key of a send on its way, for the draft written on every change (useFormSubmit owns the key itself).
  const draftIdempotencyKey = useRef<string | null>(restored?.idempotencyKey ?? null);
  const [changes, setChanges] = useState<SiChange[] | null>(null);
  const [done, setDone] = useState(false);

  const send = useSendShippingInstructions(userId, si?.shippingInstructionsReference);
  const submitter = useFormSubmit({
    form: methods,
    mutation: send,
    variables: (values: SiFormValues, idempotencyKey) => ({
      request: toShippingInstructionsRequest(values, euBound),
      idempotencyKey,
    }),
    initialKey: restored?.idempotencyKey ?? null,
    onKey: (idempotencyKey, values) => {
      draftIdempotencyKey.current = idempotencyKey;
      writeDraft(draftKey, { values: values ?? getValues(), idempotencyKey, isAmendment });
    },
    fieldName: formPathOf,
    onSuccess: () => {
      draftIdempotencyKey.current = null;
      clearDraft(draftKey);
      toast.show({ type: 'success', title: t(isAmendment ? 'amended' : 'submitted', { bookingNumber }) });
      setDone(true);
    },
  });

  // Nothing typed is lost: every change goes to the per-user draft with the key of a send on its way.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          writeDraft(draftKey, { values: getValues(), idempotencyKey: draftIdempotencyKey.current, isAmendment });
        },
      }),
    [subscribe, getValues, draftKey, isAmendment],
  );

  useEffect(() => {
    if (done) void navigate(paths.siDetails.href(bookingNumber));
  }, [done, navigate, bookingNumber]);

  const onValid = (values: SiFormValues) => {
    if (submitter.pending) return;
    if (isAmendment) {
      setChanges(siDiff(initial, values));
      return;
    }
    submitter.submit(values);
  };

  return (
    <FormProvider {...methods}>
      <LeaveGuard when={(formState.isDirty || restored !== null) && !done} />
      <SiDueNotice booking={booking} siDue={si?.dueDateTime} />
      {isAmendment ? <p>{t('amendment-intro')}</p> : null}
      {restored ? <p>{t('draft-restored')}</p> : null}
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <SiDocumentSection />
        <SiPartiesSection />
        <SiContactSection />
        <SiCargoSection />
        <SiContainersSection />
        {euBound ? <SiIcs2Section /> : null}
        <HouseBlSection />
        <FormSubmitStatus submitter={submitter} failedMessage={t('failed')} className={styles.formError} />
        {Object.keys(formState.errors).length > 0 ? (
          <p role="alert" className={styles.formError}>
            {fixFieldsMessage(t, formState.errors, i18n.language)}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" busy={submitter.pending} busyLabel={t('sending')}>
            {isAmendment ? t('review-amendment') : t('submit')}
          </Button>
          <Link to={si ? paths.siDetails.href(bookingNumber) : paths.shipmentDetail.href(bookingNumber)}>
            {t('cancel')}
          </Link>
        </div>
      </form>
      <SiAmendmentDialog
        changes={changes}
        pending={submitter.pending}
        onClose={() => {
          setChanges(null);
        }}
        onSend={() => {
          setChanges(null);
          submitter.submit(getValues());
        }}
      />
    </FormProvider>
  );
}

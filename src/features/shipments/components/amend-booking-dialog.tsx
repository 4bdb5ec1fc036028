import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Path, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { TextArea } from '@/components/ui/text-area';
import { toast } from '@/components/ui/toast-store';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { CreateBooking } from '@/domain/booking/booking-contract';
import { useAmendBooking } from '@/domain/booking/use-amend-booking';
import { toFormFieldErrors } from '@/lib/api-field-errors';

import {
  amendFormSchema,
  type AmendFormValues,
  amendFormValues,
  applyAmendment,
  toAmendFieldName,
} from '../utils/amend-form';
import { missingEmergencyContacts, toUpdateRequest } from '../utils/booking-actions';
import { AMEND_ISSUES, AmendLineFields, EmergencyContactFields } from './amend-form-fields';
import styles from './shipment-detail-page.module.css';

export interface AmendBookingDialogProps {
  booking: Booking;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Amend booking": equipment quantities and size-types, commodities, HS codes, weights, remarks, and the emergency
 * contacts a PENDING_UPDATE booking lacks. Sent as a whole UpdateBooking (PUT) through the form kit's submit: one
 * Idempotency-Key per draft, kept for a retry after a network error or a 5xx, so the carrier receives it once. The form mounts with the dialog, so each
 * opening is a new draft from the booking as it is now.
 */
export function AmendBookingDialog({ booking, userId, open, onOpenChange }: AmendBookingDialogProps) {
  const { t } = useTranslation('shipments');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('amend.title', { reference: booking.carrierBookingReference ?? booking.carrierBookingRequestReference })}
      description={t('amend.description')}
      size="lg"
    >
      {open ? (
        <AmendForm
          booking={booking}
          userId={userId}
          onDone={() => {
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function amendFieldName(requestField: string): Path<AmendFormValues> | null {
  return toAmendFieldName(requestField) as Path<AmendFormValues> | null;
}

function AmendForm({ booking, userId, onDone }: { booking: Booking; userId: string; onDone: () => void }) {
  const { t } = useTranslation('shipments');
  // A request the form cannot build (a stale booking), or server refusals placed on the fields: said at the top.
  const [formError, setFormError] = useState<string | null>(null);
  const weightUnits = booking.requestedEquipments.map((line) => line.cargoGrossWeight.unit);
  const form = useForm<AmendFormValues>({
    resolver: zodResolver(amendFormSchema(weightUnits)),
    defaultValues: amendFormValues(booking),
  });
  const { fields: lines } = useFieldArray({ control: form.control, name: 'equipments' });
  const missing = missingEmergencyContacts(booking);
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  // A booking on an instant quote (channel AOQ) keeps the quote's size-type and quantity: the carrier refuses another
  // (422 QUOTE_MISMATCH); changing them needs a new quote (docs/areas/prices.md).
  const quoteReference = booking.bookingChannelReference === 'AOQ' ? (booking.contractQuotationReference ?? '') : null;
  const submitter = useFormSubmit({
    form,
    mutation: useAmendBooking(userId),
    variables: (request: CreateBooking, idempotencyKey) => ({ bookingReference: reference, request, idempotencyKey }),
    fieldName: amendFieldName,
    fieldMessage: () => 'server',
    onSuccess: () => {
      toast.show({ type: 'success', title: t('amend.sent', { reference }) });
      onDone();
    },
    onError: (error) => {
      const placed = toFormFieldErrors(error).some((fieldError) => amendFieldName(fieldError.name) !== null);
      setFormError(placed ? t('amend.errors.fields') : null);
      return undefined;
    },
  });

  const handleSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const base = toUpdateRequest(booking);
    const request = base ? applyAmendment(base, values) : null;
    if (!request) {
      setFormError(t('amend.invalid-booking'));
      return;
    }
    submitter.submit(request);
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className={styles.amendForm}>
      {lines.map((line, index) => (
        <AmendLineFields
          key={line.id}
          form={form}
          booking={booking}
          index={index}
          line={line}
          quoteReference={quoteReference}
        />
      ))}
      {missing.map((path, index) => (
        <EmergencyContactFields
          key={`${path.equipment}-${path.commodity}-${path.dangerousGoods}`}
          form={form}
          booking={booking}
          index={index}
          path={path}
        />
      ))}
      <TextArea
        label={t('amend.remarks')}
        maxLength={1000}
        error={form.getFieldState('remarks', form.formState).error}
        issueText={AMEND_ISSUES}
        {...form.register('remarks')}
      />
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <FormSubmitStatus submitter={submitter} failedMessage={t('amend.failed')} className={styles.formError} />
      <div className={styles.dialogActions}>
        <Button onClick={onDone}>{t('amend.close')}</Button>
        <Button type="submit" variant="primary" busy={submitter.pending} busyLabel={t('amend.sending')}>
          {t('amend.submit')}
        </Button>
      </div>
    </form>
  );
}

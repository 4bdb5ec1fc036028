import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Dialog } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import type { Booking } from '@/domain/booking/booking-contract';
import { useAmendBooking } from '@/domain/booking/use-amend-booking';
import { CONTAINER_SIZE_TYPE_CODES, CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';
import { toFormFieldErrors } from '@/lib/api-field-errors';

import {
  amendFormSchema,
  type AmendFormValues,
  amendFormValues,
  applyAmendment,
  toAmendFieldName,
} from '../utils/amend-form';
import { missingEmergencyContacts, toUpdateRequest } from '../utils/booking-actions';
import styles from './shipment-detail-page.module.css';

export interface AmendBookingDialogProps {
  booking: Booking;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Amend booking": equipment quantities and size-types, commodities, HS codes, weights, remarks, and the emergency
 * contacts a PENDING_UPDATE booking lacks. Sent as a whole UpdateBooking (PUT) with one Idempotency-Key per draft: a
 * retry after an error reuses it, so the carrier receives the amendment once. The form mounts with the dialog, so each
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

function AmendForm({ booking, userId, onDone }: { booking: Booking; userId: string; onDone: () => void }) {
  const { t } = useTranslation(['shipments', 'common', 'booking-domain']);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useAmendBooking(userId);
  const weightUnits = booking.requestedEquipments.map((line) => line.cargoGrossWeight.unit);
  const form = useForm<AmendFormValues>({
    resolver: zodResolver(amendFormSchema(weightUnits)),
    defaultValues: amendFormValues(booking),
  });
  const { fields: lines } = useFieldArray({ control: form.control, name: 'equipments' });
  const missing = missingEmergencyContacts(booking);
  const errors = form.formState.errors;
  const message = (code: string | undefined) => (code ? t(`shipments:amend.errors.${code}`) : undefined);
  const reference = booking.carrierBookingReference ?? booking.carrierBookingRequestReference;
  // A booking on an instant quote (channel AOQ) keeps the quote's size-type and quantity: the carrier refuses another
  // (422 QUOTE_MISMATCH); changing them needs a new quote (README "Prices").
  const quoteReference = booking.bookingChannelReference === 'AOQ' ? (booking.contractQuotationReference ?? '') : null;

  const handleSubmit = form.handleSubmit((values) => {
    setFormError(null);
    const base = toUpdateRequest(booking);
    const request = base ? applyAmendment(base, values) : null;
    if (!request) {
      setFormError(t('shipments:amend.invalid-booking'));
      return;
    }
    mutation.mutate(
      { bookingReference: reference, request, idempotencyKey },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: t('shipments:amend.sent', { reference }) });
          onDone();
        },
        onError: (error) => {
          let placed = false;
          for (const fieldError of toFormFieldErrors(error)) {
            const name = toAmendFieldName(fieldError.name);
            if (!name) continue;
            form.setError(name as keyof AmendFormValues, { type: 'server', message: 'server' });
            placed = true;
          }
          setFormError(placed ? t('shipments:amend.errors.fields') : t('shipments:amend.failed'));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className={styles.amendForm}>
      {lines.map((line, e) => {
        const lineErrors = errors.equipments?.[e];
        return (
          <fieldset key={line.id} className={styles.amendLine}>
            <legend>{t('shipments:amend.line', { number: e + 1 })}</legend>
            {quoteReference === null ? (
              <>
                <NativeSelect
                  label={t('shipments:amend.size-type')}
                  options={CONTAINER_SIZE_TYPE_CODES.map((code) => ({
                    value: code,
                    label: t(`common:${CONTAINER_SIZE_TYPES[code].nameKey}`),
                  }))}
                  {...form.register(`equipments.${e}.ISOEquipmentCode`)}
                />
                <TextField
                  label={t('shipments:amend.units')}
                  inputMode="numeric"
                  required
                  error={message(lineErrors?.units?.message)}
                  {...form.register(`equipments.${e}.units`)}
                />
              </>
            ) : (
              <p className={styles.amendFixed}>
                {t('shipments:amend.fixed-by-quote', {
                  equipment: `${line.units} × ${t(`common:${CONTAINER_SIZE_TYPES[line.ISOEquipmentCode].nameKey}`)}`,
                  quote: quoteReference,
                })}
              </p>
            )}
            <TextField
              label={t('shipments:amend.weight', {
                unit: t(`booking-domain:weight-unit.${weightUnits[e] ?? 'KGM'}`),
              })}
              inputMode="decimal"
              required
              error={message(lineErrors?.weight?.message)}
              {...form.register(`equipments.${e}.weight`)}
            />
            {booking.requestedEquipments[e]?.commodities.map((_commodity, c) => (
              <div key={c} className={styles.amendCommodity}>
                <TextField
                  label={t('shipments:amend.commodity', { number: c + 1 })}
                  required
                  error={message(lineErrors?.commodities?.[c]?.commodityType?.message)}
                  {...form.register(`equipments.${e}.commodities.${c}.commodityType`)}
                />
                <TextField
                  label={t('shipments:amend.hs-codes', { number: c + 1 })}
                  description={t('shipments:amend.hs-codes-hint')}
                  inputMode="numeric"
                  required
                  error={message(lineErrors?.commodities?.[c]?.HSCodes?.message)}
                  {...form.register(`equipments.${e}.commodities.${c}.HSCodes`)}
                />
              </div>
            ))}
          </fieldset>
        );
      })}
      {missing.map((path, index) => {
        const goods =
          booking.requestedEquipments[path.equipment]?.commodities[path.commodity]?.outerPackaging?.dangerousGoods?.[
            path.dangerousGoods
          ];
        return (
          <fieldset key={`${path.equipment}-${path.commodity}-${path.dangerousGoods}`} className={styles.amendLine}>
            <legend>
              {t('shipments:amend.emergency-contact', {
                un: goods?.UNNumber ?? '',
                name: goods?.properShippingName ?? '',
              })}
            </legend>
            <TextField
              label={t('shipments:amend.contact-name')}
              required
              autoComplete="name"
              error={message(errors.contacts?.[index]?.contact?.message)}
              {...form.register(`contacts.${index}.contact`)}
            />
            <TextField
              label={t('shipments:amend.contact-phone')}
              type="tel"
              required
              autoComplete="tel"
              error={message(errors.contacts?.[index]?.phone?.message)}
              {...form.register(`contacts.${index}.phone`)}
            />
          </fieldset>
        );
      })}
      <TextArea
        label={t('shipments:amend.remarks')}
        maxLength={1000}
        error={message(errors.remarks?.message)}
        {...form.register('remarks')}
      />
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className="button" onClick={onDone}>
          {t('shipments:amend.close')}
        </button>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending}>
          {mutation.isPending ? t('shipments:amend.sending') : t('shipments:amend.submit')}
        </button>
      </div>
    </form>
  );
}

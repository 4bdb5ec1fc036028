import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormDatePicker } from '@/components/ui/form-date-picker';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { FormTextField } from '@/components/ui/form-text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import { DELIVERY_ORDER_PICKUP_DAYS_MAX } from '@/config/limits';
import { AddressBookNameCombobox } from '@/domain/address-book/address-book-name-combobox';
import { createDeliveryOrder, deliveryOrderQueries } from '@/domain/delivery-order/delivery-order-api';
import {
  DELIVERY_ORDER_NAME_MAX,
  type DeliveryOrder,
  type ImportDocument,
  RELEASE_BLOCKS,
  type ReleaseBlock,
} from '@/domain/delivery-order/delivery-order-contract';
import { ApiError } from '@/lib/api-error';
import { addDaysToIsoDate, todayIn } from '@/lib/dates';
import { clearDraft } from '@/lib/draft-storage';

import {
  deliveryOrderDraftKey,
  readDeliveryOrderDraft,
  saveDeliveryOrderValues,
  writeDeliveryOrderDraft,
} from '../utils/delivery-order-draft';
import {
  deliveryOrderFormSchema,
  type DeliveryOrderFormValues,
  formFieldOf,
  toDeliveryOrderRequest,
} from '../utils/delivery-order-form';
import styles from './delivery-orders.module.css';
import { ReleaseBlockMessage } from './release-block-message';

const ISSUE_TEXT = { ns: 'delivery-orders', prefix: 'form.error.', values: { max: DELIVERY_ORDER_NAME_MAX } };

/** Half-hour gate slots of a day, '00:00' to '23:30'. */
const SLOTS = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

function TimeSelect({
  control,
  name,
  label,
}: {
  control: Control<DeliveryOrderFormValues>;
  name: 'startTime' | 'endTime';
  label: string;
}) {
  const { t } = useTranslation('delivery-orders');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required error={fieldState.error} issueText={ISSUE_TEXT}>
          {(wiring) => (
            <select {...wiring} {...field} className={styles.select}>
              <option value="">{t('form.time-choose')}</option>
              {SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    />
  );
}

/** Props of {@link DeliveryOrderRequestForm}: the import B/L and what to do with the new DO. */
export interface DeliveryOrderRequestFormProps {
  document: ImportDocument;
  onCreated: (order: DeliveryOrder) => void;
}

/**
 * The delivery order request of one import B/L (docs/areas/vgm-delivery-orders.md): who collects (from the address
 * book or typed), their contact, and the pickup window in the release terminal's local time. Every change is kept in
 * the B/L's draft; the submit is the form kit's (one Idempotency-Key per draft, kept in the draft). A refusal because
 * the B/L cannot be released yet is told with its way forward.
 */
export function DeliveryOrderRequestForm({ document, onCreated }: DeliveryOrderRequestFormProps) {
  const { t } = useTranslation('delivery-orders');
  const queryClient = useQueryClient();
  const bl = document.transportDocumentReference;
  const { timeZone, facilityName } = document.releaseLocation;
  const today = todayIn(timeZone);
  const schema = useMemo(() => deliveryOrderFormSchema(today), [today]);
  const [draft] = useState(() => readDeliveryOrderDraft(bl));
  const [refusal, setRefusal] = useState<ReleaseBlock | 'exists' | null>(null);
  const form = useForm<DeliveryOrderFormValues>({ resolver: zodResolver(schema), defaultValues: draft.values });
  const { control, handleSubmit, setValue } = form;
  const values = useWatch({ control }) as DeliveryOrderFormValues;
  useEffect(() => {
    saveDeliveryOrderValues(bl, values);
  }, [bl, values]);

  const mutation = useMutation({
    mutationFn: ({ submitted, key }: { submitted: DeliveryOrderFormValues; key: string }) =>
      createDeliveryOrder(toDeliveryOrderRequest(submitted, bl, timeZone), key),
  });
  const submitter = useFormSubmit<
    DeliveryOrderFormValues,
    DeliveryOrderFormValues,
    DeliveryOrder,
    { submitted: DeliveryOrderFormValues; key: string }
  >({
    form,
    mutation,
    variables: (submitted, key) => ({ submitted, key }),
    initialKey: draft.idempotencyKey,
    onKey: (key) => {
      writeDeliveryOrderDraft(bl, { ...readDeliveryOrderDraft(bl), idempotencyKey: key });
    },
    fieldName: formFieldOf,
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return false;
      const code = (RELEASE_BLOCKS as readonly string[]).includes(error.code) ? (error.code as ReleaseBlock) : 'exists';
      setRefusal(code);
      return true;
    },
    onSuccess: (order) => {
      clearDraft(deliveryOrderDraftKey(bl));
      void queryClient.invalidateQueries({ queryKey: deliveryOrderQueries.all() });
      onCreated(order);
    },
  });

  return (
    <form noValidate className={styles.stack} onSubmit={(event) => void handleSubmit(submitter.submit)(event)}>
      <fieldset className={styles.fieldset}>
        <legend>{t('form.collector')}</legend>
        <div className={styles.grid}>
          <Controller
            control={control}
            name="partyName"
            render={({ field, fieldState }) => (
              <AddressBookNameCombobox
                name={field.name}
                label={t('form.party-name')}
                description={t('form.party-name-hint')}
                required
                error={fieldState.error}
                issueText={ISSUE_TEXT}
                role={undefined}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onPick={(entry) => {
                  field.onChange(entry.companyName);
                  setValue('contactName', entry.contactName, { shouldValidate: form.formState.isSubmitted });
                  setValue('phone', entry.phone, { shouldValidate: form.formState.isSubmitted });
                  setValue('email', entry.email, { shouldValidate: form.formState.isSubmitted });
                }}
                emptyMessage={t('form.party-name-none')}
              />
            )}
          />
          <FormTextField
            control={control}
            name="contactName"
            label={t('form.contact-name')}
            required
            issueText={ISSUE_TEXT}
            autoComplete="name"
          />
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={t('form.phone')}
            required
            issueText={ISSUE_TEXT}
            autoComplete="tel"
          />
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('form.email')}
            issueText={ISSUE_TEXT}
            autoComplete="email"
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('form.window')}</legend>
        <p>{t('form.window-hint', { terminal: facilityName, zone: timeZone, days: DELIVERY_ORDER_PICKUP_DAYS_MAX })}</p>
        <div className={styles.grid}>
          <FormDatePicker
            control={control}
            name="pickupDate"
            label={t('form.pickup-date')}
            required
            issueText={ISSUE_TEXT}
            minDate={today}
            maxDate={addDaysToIsoDate(today, DELIVERY_ORDER_PICKUP_DAYS_MAX)}
          />
          <TimeSelect control={control} name="startTime" label={t('form.start-time')} />
          <TimeSelect control={control} name="endTime" label={t('form.end-time')} />
        </div>
      </fieldset>
      {refusal === 'exists' ? (
        <p role="alert" className={styles.note}>
          {t('form.exists')}
        </p>
      ) : refusal ? (
        <ReleaseBlockMessage block={refusal} collectInvoices={document.collectInvoices} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={submitter.pending}>
          {t('form.submit')}
        </Button>
      </div>
      <FormSubmitStatus submitter={submitter} className={styles.error} />
    </form>
  );
}

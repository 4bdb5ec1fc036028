import { useEffect, useState } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { LeaveGuard } from '@/components/leave-guard';
import { Button } from '@/components/ui/button';
import { FormSubmitStatus } from '@/components/ui/form-submit-status';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { useFormSubmit } from '@/components/ui/use-form-submit';
import type { Ics2BookingDetail } from '@/domain/customs/customs-contract';
import { useSaveIcs2 } from '@/domain/customs/customs-queries';
import { type Ics2Data, ics2Readiness } from '@/domain/customs/ics2-rules-contract';
import { clearDraft, readDraft, writeDraft } from '@/lib/draft-storage';

import { ics2DraftSchema } from '../utils/ics2-draft';
import { ics2MessageKind, ics2ServerMessage } from '../utils/ics2-field-message';
import styles from './eu-customs-page.module.css';
import { FilingStatus } from './filing-status';

const draftKeyOf = (reference: string) => `customs-ics2:${reference}`;

/**
 * The form: every field ICS2 needs, the missing ones marked with what to enter; typed input is kept as a draft per
 * booking (lib/draft-storage) and guarded on leaving until saved. Saving files the ENS once the data is ready.
 */
export function Ics2Editor({
  userId,
  bookingReference,
  detail,
}: {
  userId: string;
  bookingReference: string;
  detail: Ics2BookingDetail;
}) {
  const { t } = useTranslation('customs');
  const draftKey = draftKeyOf(detail.carrierBookingRequestReference);
  const [restored, setRestored] = useState(() => {
    const draft = readDraft(draftKey, ics2DraftSchema);
    // A draft for another list of commodities (the booking was amended) no longer fits: start from the saved data.
    return draft && draft.goods.length === detail.data.goods.length ? draft : null;
  });
  const [saved, setSaved] = useState(false);
  const form = useForm<Ics2Data>({ defaultValues: restored ?? detail.data });
  const { register, formState, handleSubmit, reset, getValues, setValue, control, getFieldState } = form;
  // useWatch re-renders on every change; getValues then gives the whole typed value.
  const watched = useWatch({ control });
  const values = getValues();
  const readiness = ics2Readiness(values);
  const missing = new Set(readiness.missing);
  const mutation = useSaveIcs2(userId, bookingReference);
  const unsaved = formState.isDirty || restored !== null;

  const dirty = formState.isDirty;
  useEffect(() => {
    // Only what the user changed is a draft; the saved data is on the server already.
    if (dirty) writeDraft(draftKey, watched);
  }, [dirty, watched, draftKey]);

  const errorOf = (name: FieldPath<Ics2Data>): string | undefined => {
    const server = getFieldState(name, formState).error?.message;
    if (server) return ics2ServerMessage(t, name, server);
    return missing.has(name) ? t(`missing.${ics2MessageKind(name)}`) : undefined;
  };

  const field = (
    name: FieldPath<Ics2Data>,
    label: string,
    extra: { description?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      key={name}
      label={label}
      required
      error={errorOf(name)}
      description={extra.description}
      autoComplete={extra.autoComplete ?? 'off'}
      {...register(name)}
    />
  );

  const submitter = useFormSubmit({
    form,
    mutation,
    // Saving the same data twice changes nothing: the save needs no Idempotency-Key.
    variables: (data: Ics2Data) => data,
    onSuccess: (answer) => {
      clearDraft(draftKey);
      setRestored(null);
      reset(answer.data);
      setSaved(true);
    },
  });

  const reference = detail.carrierBookingReference ?? detail.carrierBookingRequestReference;
  const party = (prefix: 'seller' | 'buyer') => (
    <fieldset>
      <legend>{t(`form.${prefix}`)}</legend>
      {field(`${prefix}.name`, t('form.party-name'), { autoComplete: 'organization' })}
      {field(`${prefix}.street`, t('form.street'))}
      {field(`${prefix}.city`, t('form.city'))}
      {field(`${prefix}.countryCode`, t('form.country'), { description: t('form.country-hint') })}
    </fieldset>
  );

  return (
    <section aria-labelledby="ics2-form-title">
      <h2 id="ics2-form-title">{t('form.title', { reference })}</h2>
      <p>
        {detail.pol.locationName} ({detail.pol.UNLocationCode}) → {detail.pod.locationName} ({detail.pod.UNLocationCode}
        ) · {t('list.ics2-ports')}: {detail.ics2Ports.join(', ')}
      </p>
      <p role="status" className={readiness.ready ? styles.ready : styles.missing}>
        {readiness.ready ? t('readiness.ready') : t('readiness.missing', { count: readiness.missing.length })}
      </p>
      <FilingStatus filing={detail.filing} />
      {restored ? <p>{t('form.draft-restored')}</p> : null}
      <form
        className={styles.form}
        noValidate
        onChange={() => {
          setSaved(false);
        }}
        onSubmit={(event) => void handleSubmit(submitter.submit)(event)}
      >
        <RadioGroup
          legend={t('form.filer')}
          name="filer"
          value={values.filer}
          options={[
            { value: 'CARRIER', label: t('form.filer-carrier') },
            { value: 'HOUSE_FILER', label: t('form.filer-house') },
          ]}
          onChange={(filer) => {
            setValue('filer', filer, { shouldDirty: true });
          }}
        />
        {values.filer === 'HOUSE_FILER' ? (
          <fieldset>
            <legend>{t('form.house-filer')}</legend>
            {field('houseFilerName', t('form.house-filer-name'))}
            {field('houseFilerEori', t('form.house-filer-eori'), { description: t('form.eori-hint') })}
          </fieldset>
        ) : null}
        <fieldset>
          <legend>{t('form.eori')}</legend>
          {field('shipperEori', t('form.shipper-eori'), { description: t('form.eori-hint') })}
          {field('consigneeEori', t('form.consignee-eori'), { description: t('form.eori-hint') })}
        </fieldset>
        {party('seller')}
        {party('buyer')}
        {detail.data.goods.map((item, index) => (
          <fieldset key={`${item.commodityType}-${String(index)}`}>
            <legend>{t('form.goods', { number: index + 1, commodity: item.commodityType })}</legend>
            {field(`goods.${index}.hsCode`, t('form.hs-code'), { description: t('form.hs-hint') })}
            {field(`goods.${index}.description`, t('form.description'), { description: t('form.description-hint') })}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={submitter.pending} busyLabel={t('form.saving')}>
            {t('form.save')}
          </Button>
          <p role="status">{saved ? t(readiness.ready ? 'form.saved-filed' : 'form.saved-draft') : ''}</p>
          <FormSubmitStatus submitter={submitter} failedMessage={t('form.save-error')} />
        </div>
      </form>
      <LeaveGuard when={unsaved && !submitter.pending} />
    </section>
  );
}

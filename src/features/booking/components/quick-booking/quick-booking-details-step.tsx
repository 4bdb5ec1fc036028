import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DecimalInput } from '@/components/ui/decimal-input';
import type { IssueText } from '@/components/ui/field-issue';
import { NativeSelect } from '@/components/ui/native-select';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { EQUIPMENT_UNITS_MAX, EQUIPMENT_UNITS_MIN } from '@/domain/booking/booking-contract';
import { isPortCutOffPassed, type QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { CONTAINER_SIZE_TYPE_CODES, CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';
import { useSession } from '@/domain/session/session-store';

import styles from './quick-booking.module.css';
import type { QuickBookingDetails } from './quick-booking-draft';
import { maxWeightIn, quickBookingDetailsFormSchema } from './quick-booking-request';
import { QuickTemplatePicker } from './quick-template-picker';
import { SailingSummary } from './sailing-summary';

/** Props of {@link QuickBookingDetailsStep}. */
export interface QuickBookingDetailsStepProps {
  sailing: QuickBookingSailing;
  /** The draft's details (restored after a reload or re-login). */
  details: QuickBookingDetails;
  /** Every change, for the draft. */
  onChange: (details: QuickBookingDetails) => void;
  /** The details passed the contract's rules. */
  onContinue: (details: QuickBookingDetails) => void;
  onChangeSailing: () => void;
  /** Fields the carrier refused on the last submit (server field errors), marked and the first focused. */
  refusedFields?: readonly (keyof QuickBookingDetails)[] | undefined;
}

const FIELD_ORDER = ['sizeType', 'units', 'commodity', 'hsCode', 'weight', 'contractNumber'] as const;

/**
 * Step 3: the minimum a carrier needs: size-type and quantity, commodity and HS code, cargo weight per container with
 * its unit, the service contract or quotation number. Shipper and booking agent are the user's company. The rules are
 * the contract's, checked at the field (quick-booking-request.ts).
 */
export function QuickBookingDetailsStep({
  sailing,
  details,
  onChange,
  onContinue,
  onChangeSailing,
  refusedFields,
}: QuickBookingDetailsStepProps) {
  const { t } = useTranslation(['quick-booking', 'common']);
  const companyName = useSession((state) => state.user?.companyName ?? '');
  const userId = useSession((state) => state.user?.userId ?? null);
  const [now] = useState(() => Date.now());
  const closed = isPortCutOffPassed(sailing, now);
  const { register, control, handleSubmit, formState, setFocus, setError, getValues, setValue } =
    useForm<QuickBookingDetails>({
      resolver: zodResolver(quickBookingDetailsFormSchema),
      defaultValues: details,
      mode: 'onTouched',
      // Focus goes to the first field in error in the order the user sees them (below), not in registration order.
      shouldFocusError: false,
    });
  const values = useWatch({ control }) as QuickBookingDetails;
  const { errors, isDirty, dirtyFields } = formState;

  useEffect(() => {
    if (isDirty) onChange(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is a new function on every render of the page; the values are what matter
  }, [values, isDirty]);

  // The carrier's refusals land on their fields once, when the step opens with them.
  useEffect(() => {
    if (!refusedFields?.length) return;
    for (const name of refusedFields) setError(name, { type: 'server', message: 'server' });
    const first = FIELD_ORDER.find((name) => refusedFields.includes(name));
    if (first) setFocus(first);
  }, [refusedFields, setError, setFocus]);

  const issueText = (extra: IssueText['values'] = {}): IssueText => ({
    ns: 'quick-booking',
    prefix: 'errors.',
    values: { min: EQUIPMENT_UNITS_MIN, max: EQUIPMENT_UNITS_MAX, ...extra },
  });
  const weightMax = maxWeightIn(values.sizeType, values.weightUnit);

  const submit = handleSubmit(onContinue, (fieldErrors) => {
    const first = (['units', 'commodity', 'hsCode', 'weight', 'contractNumber'] as const).find(
      (name) => fieldErrors[name],
    );
    if (first) setFocus(first);
  });

  return (
    <div className={styles.form}>
      <div className={styles.sailingBox}>
        <h3 className={styles.sailingTitle}>
          {t('details.sailing', {
            origin: sailing.porName,
            destination: sailing.delName,
            vessel: `${sailing.vesselName} ${sailing.voyageNumber}`,
          })}
        </h3>
        <SailingSummary sailing={sailing} />
        <button type="button" className="button button-ghost" onClick={onChangeSailing}>
          {t('details.change-sailing')}
        </button>
      </div>
      {closed ? (
        <p role="alert" className={styles.error}>
          {t('details.closed')}
        </p>
      ) : null}
      {userId === null ? null : (
        <QuickTemplatePicker
          userId={userId}
          read={() => ({ values: getValues(), dirty: dirtyFields })}
          onApply={(next, replaced) => {
            for (const name of replaced) setValue(name, next[name], { shouldDirty: true, shouldValidate: true });
          }}
        />
      )}
      <form
        noValidate
        className={styles.form}
        aria-label={t('details.form-label')}
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend>{t('details.equipment')}</legend>
          <div className={styles.grid}>
            <NativeSelect
              label={t('details.size-type')}
              aria-invalid={errors.sizeType ? true : undefined}
              options={CONTAINER_SIZE_TYPE_CODES.map((code) => ({
                value: code,
                label: `${t(CONTAINER_SIZE_TYPES[code].nameKey, { ns: 'common' })} (${code})`,
              }))}
              {...register('sizeType')}
            />
            <Controller
              control={control}
              name="units"
              render={({ field, fieldState }) => (
                <DecimalInput
                  label={t('details.units')}
                  description={t('details.units-hint', { min: EQUIPMENT_UNITS_MIN, max: EQUIPMENT_UNITS_MAX })}
                  required
                  maxDecimals={0}
                  maxIntegerDigits={3}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onValueChange={(text) => {
                    field.onChange(text);
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error}
                  issueText={issueText()}
                />
              )}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('details.cargo')}</legend>
          <div className={styles.grid}>
            <TextField
              label={t('details.commodity')}
              required
              error={errors.commodity}
              issueText={issueText()}
              {...register('commodity')}
            />
            <TextField
              label={t('details.hs-code')}
              description={t('details.hs-code-hint')}
              required
              inputMode="numeric"
              autoComplete="off"
              error={errors.hsCode}
              issueText={issueText()}
              {...register('hsCode')}
            />
            <Controller
              control={control}
              name="weight"
              render={({ field, fieldState }) => (
                <DecimalInput
                  label={t('details.weight')}
                  description={t('details.weight-hint', { max: weightMax, unit: t(`units.${values.weightUnit}`) })}
                  required
                  maxDecimals={3}
                  maxIntegerDigits={6}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onValueChange={(text) => {
                    field.onChange(text);
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error}
                  issueText={issueText({ max: weightMax, unit: t(`units.${values.weightUnit}`) })}
                />
              )}
            />
            <NativeSelect
              label={t('details.weight-unit')}
              options={(['KGM', 'LBR'] as const).map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
              {...register('weightUnit')}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('details.contract')}</legend>
          <Controller
            control={control}
            name="contractKind"
            render={({ field }) => (
              <RadioGroup
                legend={t('details.contract-kind')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={[
                  { value: 'serviceContract', label: t('details.service-contract') },
                  { value: 'quotation', label: t('details.quotation') },
                ]}
              />
            )}
          />
          <TextField
            label={
              values.contractKind === 'quotation' ? t('details.quotation-number') : t('details.service-contract-number')
            }
            required
            autoComplete="off"
            error={errors.contractNumber}
            issueText={issueText({ max: values.contractKind === 'quotation' ? 35 : 30 })}
            {...register('contractNumber')}
          />
        </fieldset>
        <dl className={styles.summary}>
          <div>
            <dt>{t('details.shipper')}</dt>
            <dd>{companyName}</dd>
          </div>
          <div>
            <dt>{t('details.booking-agent')}</dt>
            <dd>{companyName}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary" disabled={closed}>
            {t('details.continue')}
          </button>
        </div>
      </form>
    </div>
  );
}

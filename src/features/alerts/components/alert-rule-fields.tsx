import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormRadioGroup } from '@/components/ui/form-radio-group';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import {
  ALERT_BOOKINGS_MAX,
  ALERT_DELAY_HOURS_MAX,
  ALERT_DELAY_HOURS_MIN,
  ALERT_FREE_TIME_DAYS_MAX,
  ALERT_NAME_MAX_LENGTH,
  EMAIL_MAX_RECIPIENTS,
} from '@/config/limits';

import { type AlertFormValues, TRIGGER_CHOICES } from '../utils/alert-form';

/** Issues are codes under 'alerts:errors.'; the limits fill their placeholders. */
const ISSUE_TEXT = {
  ns: 'alerts',
  prefix: 'errors.',
  values: {
    max: EMAIL_MAX_RECIPIENTS,
    nameMax: ALERT_NAME_MAX_LENGTH,
    hoursMin: ALERT_DELAY_HOURS_MIN,
    hoursMax: ALERT_DELAY_HOURS_MAX,
    daysMax: ALERT_FREE_TIME_DAYS_MAX,
    bookingsMax: ALERT_BOOKINGS_MAX,
  },
};

/**
 * The fields of the alert rule form: name, trigger (with its hours or days), scope (with its booking references),
 * the extra recipients and the on/off switch. Errors show at each field.
 */
export function AlertRuleFields({ form }: { form: UseFormReturn<AlertFormValues> }) {
  const { t } = useTranslation('alerts');
  const { register, control, formState } = form;
  const values = useWatch({ control });
  const field = (name: 'name' | 'delayHours' | 'freeTimeDays' | 'bookingReferences' | 'recipients') => ({
    ...register(name),
    error: formState.errors[name],
    issueText: ISSUE_TEXT,
  });
  return (
    <>
      <TextField label={t('form.name')} required maxLength={ALERT_NAME_MAX_LENGTH} {...field('name')} />
      <NativeSelect
        label={t('form.trigger')}
        options={TRIGGER_CHOICES.map((choice) => ({ value: choice, label: t(`form.trigger-${choice}`) }))}
        {...register('trigger')}
      />
      {values.trigger === 'DELAY' ? (
        <TextField
          label={t('form.delay-hours')}
          description={t('form.delay-hours-hint', { min: ALERT_DELAY_HOURS_MIN, max: ALERT_DELAY_HOURS_MAX })}
          inputMode="numeric"
          required
          {...field('delayHours')}
        />
      ) : null}
      {values.trigger === 'FREE_TIME' ? (
        <TextField
          label={t('form.free-time-days')}
          description={t('form.free-time-days-hint', { max: ALERT_FREE_TIME_DAYS_MAX })}
          inputMode="numeric"
          required
          {...field('freeTimeDays')}
        />
      ) : null}
      <FormRadioGroup
        control={control}
        name="scope"
        legend={t('form.scope')}
        orientation="vertical"
        options={[
          { value: 'ALL', label: t('scope.all') },
          { value: 'BOOKINGS', label: t('scope.bookings') },
        ]}
      />
      {values.scope === 'BOOKINGS' ? (
        <TextArea
          label={t('form.booking-references')}
          description={t('form.booking-references-hint', { max: ALERT_BOOKINGS_MAX })}
          required
          rows={3}
          {...field('bookingReferences')}
        />
      ) : null}
      <TextArea
        label={t('form.recipients')}
        description={t('form.recipients-hint', { max: EMAIL_MAX_RECIPIENTS })}
        rows={4}
        autoComplete="off"
        {...field('recipients')}
      />
      <Controller
        control={control}
        name="enabled"
        render={({ field: enabled }) => (
          <Switch label={t('form.enabled')} checked={enabled.value} onCheckedChange={enabled.onChange} />
        )}
      />
    </>
  );
}

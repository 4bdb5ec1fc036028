import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { FormDecimalField } from '@/components/ui/form-decimal-field';
import { FormRadioGroup } from '@/components/ui/form-radio-group';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import { EQUIPMENT_UNITS_MAX, EQUIPMENT_UNITS_MIN } from '@/domain/booking/booking-codes-contract';
import { CONTAINER_SIZE_TYPE_CODES, CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';

import styles from './quick-booking.module.css';
import type { QuickBookingDetails } from './quick-booking-draft';
import { maxWeightIn } from './quick-booking-request';

/**
 * The details step's fields inside its form (react-hook-form context): equipment (size-type and quantity), cargo
 * (commodity, HS code, weight per container with its unit), and the service contract or quotation number. Messages are
 * the contract's rules (quick-booking-request.ts), texts of the 'quick-booking' namespace.
 */
export function QuickBookingCargoFields() {
  const { t } = useTranslation(['quick-booking', 'common']);
  const { register, control, formState } = useFormContext<QuickBookingDetails>();
  const [sizeType, weightUnit, contractKind] = useWatch({ control, name: ['sizeType', 'weightUnit', 'contractKind'] });
  const { errors } = formState;
  const issueText = (extra: IssueText['values'] = {}): IssueText => ({
    ns: 'quick-booking',
    prefix: 'errors.',
    values: { min: EQUIPMENT_UNITS_MIN, max: EQUIPMENT_UNITS_MAX, ...extra },
  });
  const weightMax = maxWeightIn(sizeType, weightUnit);

  return (
    <>
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
          <FormDecimalField
            control={control}
            name="units"
            label={t('details.units')}
            description={t('details.units-hint', { min: EQUIPMENT_UNITS_MIN, max: EQUIPMENT_UNITS_MAX })}
            required
            maxDecimals={0}
            maxIntegerDigits={3}
            issueText={issueText()}
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
          <FormDecimalField
            control={control}
            name="weight"
            label={t('details.weight')}
            description={t('details.weight-hint', { max: weightMax, unit: t(`units.${weightUnit}`) })}
            required
            maxDecimals={3}
            maxIntegerDigits={6}
            issueText={issueText({ max: weightMax, unit: t(`units.${weightUnit}`) })}
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
        <FormRadioGroup
          control={control}
          name="contractKind"
          legend={t('details.contract-kind')}
          options={[
            { value: 'serviceContract', label: t('details.service-contract') },
            { value: 'quotation', label: t('details.quotation') },
          ]}
        />
        <TextField
          label={contractKind === 'quotation' ? t('details.quotation-number') : t('details.service-contract-number')}
          required
          autoComplete="off"
          error={errors.contractNumber}
          issueText={issueText({ max: contractKind === 'quotation' ? 35 : 30 })}
          {...register('contractNumber')}
        />
      </fieldset>
    </>
  );
}

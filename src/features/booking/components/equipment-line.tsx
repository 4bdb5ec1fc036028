import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { EQUIPMENT_UNITS_MAX, EQUIPMENT_UNITS_MIN, WEIGHT_UNITS } from '@/domain/booking/booking-codes-contract';
import { CONTAINER_SIZE_TYPE_CODES, CONTAINER_SIZE_TYPES, maxPayloadKg } from '@/domain/container/container-size-types';
import {
  type BookingFormValues,
  OUT_OF_GAUGE_SIZE_TYPES,
  REEFER_SIZE_TYPES,
} from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';
import { EQUIPMENT_NUMBER_RULES } from '@/features/booking/utils/number-fields';
import { formatNumber } from '@/lib/format';

import styles from './booking-request-page.module.css';
import { DangerousGoodsFields, OutOfGaugeFields } from './equipment-special-cargo';
import { FormTextField } from './form-text-field';
import { NumberField } from './number-field';
import { ReeferSettingsFields } from './reefer-settings-fields';

/** Props of {@link EquipmentLine}. */
export interface EquipmentLineProps {
  index: number;
  /**
   * Size-type and quantity are a quote's: shown read-only, and no dangerous or out-of-gauge cargo
   * (neither can be quoted instantly).
   */
  locked?: boolean;
  /** Shown as "Equipment line {number}" when the form has several lines. */
  canRemove: boolean;
  onRemove: () => void;
  /** Documents the request may still carry. */
  remainingDocuments: number;
}

/**
 * One equipment line: size-type, quantity, commodity, HS code, cargo weight per container with unit, shipper-owned;
 * special cargo only when chosen: reefer settings (reefer size-types only), dangerous goods with their papers,
 * out-of-gauge dimensions (open top and flat rack only).
 */
export function EquipmentLine({ index, locked = false, canRemove, onRemove, remainingDocuments }: EquipmentLineProps) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const { register, control, getFieldState, trigger } = useFormContext<BookingFormValues>();
  const prefix = `requestedEquipments.${index}` as const;
  const line = useWatch({ control, name: prefix });
  const isReeferType = REEFER_SIZE_TYPES.includes(line.ISOEquipmentCode);
  const isOutOfGaugeType = OUT_OF_GAUGE_SIZE_TYPES.includes(line.ISOEquipmentCode);
  const payloadKg = maxPayloadKg(line.ISOEquipmentCode);
  const lineLabel = t('equipment.line', { number: index + 1 });
  // Size-type and units change what the weight and the set point may be: re-check those fields on a change, once the
  // user has been there (an untouched empty field is not an error yet).
  const recheck = (name: FieldPath<BookingFormValues>) => {
    const state = getFieldState(name);
    if (state.isTouched || state.error) void trigger(name);
  };

  return (
    <fieldset className={styles.equipment}>
      <legend className={styles.legend}>{lineLabel}</legend>
      {locked ? (
        <dl className={styles.sailingDetails}>
          <div>
            <dt>{t('equipment.size-type')}</dt>
            <dd>{t(CONTAINER_SIZE_TYPES[line.ISOEquipmentCode].nameKey, { ns: 'common' })}</dd>
          </div>
          <div>
            <dt>{t('equipment.units')}</dt>
            <dd>{line.units}</dd>
          </div>
        </dl>
      ) : null}
      <div className={styles.grid}>
        {locked ? null : (
          <>
            <NativeSelect
              label={t('equipment.size-type')}
              options={CONTAINER_SIZE_TYPE_CODES.map((code) => ({
                value: code,
                label: t(CONTAINER_SIZE_TYPES[code].nameKey, { ns: 'common' }),
              }))}
              {...register(`${prefix}.ISOEquipmentCode`, {
                onChange: () => {
                  recheck(`${prefix}.cargoGrossWeight.value`);
                },
              })}
            />
            <NumberField
              name={`${prefix}.units`}
              label={t('equipment.units')}
              required
              rules={EQUIPMENT_NUMBER_RULES.units.rules}
              issueText={{ ...BOOKING_ISSUE_TEXT, values: { min: EQUIPMENT_UNITS_MIN, max: EQUIPMENT_UNITS_MAX } }}
            />
          </>
        )}
        <FormTextField name={`${prefix}.commodityType`} label={t('equipment.commodity')} required />
        <FormTextField
          name={`${prefix}.hsCode`}
          label={t('equipment.hs-code')}
          required
          inputMode="numeric"
          maxLength={10}
          description={t('equipment.hs-code-hint')}
        />
        <NumberField
          name={`${prefix}.cargoGrossWeight.value`}
          label={t('equipment.weight')}
          required
          rules={EQUIPMENT_NUMBER_RULES['cargoGrossWeight.value'].rules}
          description={t('equipment.weight-hint', {
            max: formatNumber(payloadKg, i18n.language),
            type: t(CONTAINER_SIZE_TYPES[line.ISOEquipmentCode].nameKey, { ns: 'common' }),
          })}
          issueText={{ ...BOOKING_ISSUE_TEXT, values: { max: formatNumber(payloadKg, i18n.language) } }}
        />
        <NativeSelect
          label={t('equipment.weight-unit')}
          options={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
          {...register(`${prefix}.cargoGrossWeight.unit`, {
            onChange: () => {
              recheck(`${prefix}.cargoGrossWeight.value`);
            },
          })}
        />
      </div>
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" {...register(`${prefix}.isShipperOwned`)} />
          {t('equipment.shipper-owned')}
        </label>
        {isReeferType ? (
          <label className={styles.check}>
            <input type="checkbox" {...register(`${prefix}.reefer`)} />
            {t('equipment.special-reefer')}
          </label>
        ) : null}
        {locked ? null : (
          <label className={styles.check}>
            <input type="checkbox" {...register(`${prefix}.dangerous`)} />
            {t('equipment.special-dangerous')}
          </label>
        )}
        {isOutOfGaugeType && !locked ? (
          <label className={styles.check}>
            <input type="checkbox" {...register(`${prefix}.outOfGauge`)} />
            {t('equipment.special-out-of-gauge')}
          </label>
        ) : null}
      </div>

      {isReeferType && line.reefer ? <ReeferSettingsFields prefix={prefix} recheck={recheck} /> : null}

      {line.dangerous ? <DangerousGoodsFields prefix={prefix} remainingDocuments={remainingDocuments} /> : null}

      {isOutOfGaugeType && line.outOfGauge ? <OutOfGaugeFields prefix={prefix} /> : null}

      {canRemove ? (
        <Button variant="ghost" onClick={onRemove}>
          {t('equipment.remove', { line: lineLabel })}
        </Button>
      ) : null}
    </fieldset>
  );
}

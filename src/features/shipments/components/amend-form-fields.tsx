import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import type { Booking } from '@/domain/booking/booking-answer-contract';
import { CONTAINER_SIZE_TYPE_CODES, CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';

import type { AmendFormValues } from '../utils/amend-form';
import type { missingEmergencyContacts } from '../utils/booking-actions';
import styles from './shipment-detail-page.module.css';

/** The amendment form's issues are codes under `shipments:amend.errors` (utils/amend-form). */
export const AMEND_ISSUES: IssueText = { ns: 'shipments', prefix: 'amend.errors.' };

type AmendForm = UseFormReturn<AmendFormValues>;

interface AmendLineFieldsProps {
  form: AmendForm;
  booking: Booking;
  index: number;
  /** The line's size-type and quantity as booked, shown when a quote fixes them. */
  line: { ISOEquipmentCode: AmendFormValues['equipments'][number]['ISOEquipmentCode']; units: string };
  /** The instant quote that fixes size-type and quantity, or null when they may change. */
  quoteReference: string | null;
}

/** One equipment line of the amendment: size-type and quantity (unless a quote fixes them), weight, commodities. */
export function AmendLineFields({ form, booking, index: e, line, quoteReference }: AmendLineFieldsProps) {
  const { t } = useTranslation(['shipments', 'common', 'booking-domain']);
  const error = (name: Parameters<AmendForm['register']>[0]) => form.getFieldState(name, form.formState).error;
  const weightUnit = booking.requestedEquipments[e]?.cargoGrossWeight.unit ?? 'KGM';
  return (
    <fieldset className={styles.amendLine}>
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
            error={error(`equipments.${e}.units`)}
            issueText={AMEND_ISSUES}
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
        label={t('shipments:amend.weight', { unit: t(`booking-domain:weight-unit.${weightUnit}`) })}
        inputMode="decimal"
        required
        error={error(`equipments.${e}.weight`)}
        issueText={AMEND_ISSUES}
        {...form.register(`equipments.${e}.weight`)}
      />
      {booking.requestedEquipments[e]?.commodities.map((_commodity, c) => (
        <div key={c} className={styles.amendCommodity}>
          <TextField
            label={t('shipments:amend.commodity', { number: c + 1 })}
            required
            error={error(`equipments.${e}.commodities.${c}.commodityType`)}
            issueText={AMEND_ISSUES}
            {...form.register(`equipments.${e}.commodities.${c}.commodityType`)}
          />
          <TextField
            label={t('shipments:amend.hs-codes', { number: c + 1 })}
            description={t('shipments:amend.hs-codes-hint')}
            inputMode="numeric"
            required
            error={error(`equipments.${e}.commodities.${c}.HSCodes`)}
            issueText={AMEND_ISSUES}
            {...form.register(`equipments.${e}.commodities.${c}.HSCodes`)}
          />
        </div>
      ))}
    </fieldset>
  );
}

interface EmergencyContactFieldsProps {
  form: AmendForm;
  booking: Booking;
  index: number;
  path: ReturnType<typeof missingEmergencyContacts>[number];
}

/** The emergency contact the carrier asked for, for one dangerous good (PENDING_UPDATE). */
export function EmergencyContactFields({ form, booking, index, path }: EmergencyContactFieldsProps) {
  const { t } = useTranslation('shipments');
  const goods =
    booking.requestedEquipments[path.equipment]?.commodities[path.commodity]?.outerPackaging?.dangerousGoods?.[
      path.dangerousGoods
    ];
  return (
    <fieldset className={styles.amendLine}>
      <legend>
        {t('amend.emergency-contact', { un: goods?.UNNumber ?? '', name: goods?.properShippingName ?? '' })}
      </legend>
      <TextField
        label={t('amend.contact-name')}
        required
        autoComplete="name"
        error={form.getFieldState(`contacts.${index}.contact`, form.formState).error}
        issueText={AMEND_ISSUES}
        {...form.register(`contacts.${index}.contact`)}
      />
      <TextField
        label={t('amend.contact-phone')}
        type="tel"
        required
        autoComplete="tel"
        error={form.getFieldState(`contacts.${index}.phone`, form.formState).error}
        issueText={AMEND_ISSUES}
        {...form.register(`contacts.${index}.phone`)}
      />
    </fieldset>
  );
}

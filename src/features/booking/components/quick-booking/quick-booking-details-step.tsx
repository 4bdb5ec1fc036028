import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, get, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { isPortCutOffPassed, type QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { useSession } from '@/domain/session/session-store';
import { emptyDoorAddress } from '@/features/booking/utils/door-address';

import { ChosenSailingBox, SailingClosedAlert } from './chosen-sailing';
import styles from './quick-booking.module.css';
import { QuickBookingCargoFields } from './quick-booking-cargo-fields';
import type { QuickBookingDetails } from './quick-booking-draft';
import { quickBookingDetailsFormSchema, type QuickBookingField, termsOf } from './quick-booking-request';
import { QuickBookingTermsFields } from './quick-booking-terms-fields';
import { QuickTemplatePicker } from './quick-template-picker';

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
  refusedFields?: readonly QuickBookingField[] | undefined;
}

const ADDRESS_FIELDS = ['street', 'postCode', 'city', 'countryCode'] as const;
/** The fields in the order the user sees them: terms and Door addresses, equipment, cargo, contract. */
const FIELD_ORDER: readonly QuickBookingField[] = [
  'receiptType',
  ...ADDRESS_FIELDS.map((field) => `pickupAddress.${field}` as const),
  'deliveryType',
  ...ADDRESS_FIELDS.map((field) => `deliveryAddress.${field}` as const),
  'sizeType',
  'units',
  'commodity',
  'hsCode',
  'weight',
  'contractNumber',
];

/**
 * The form's values: the draft's, with the sailing's terms until the user chose others, and an empty address (in the
 * country of the place's UN/LOCODE) for each end not typed yet.
 */
function formValuesOf(details: QuickBookingDetails, sailing: QuickBookingSailing): QuickBookingDetails {
  return {
    ...details,
    ...termsOf(details, sailing),
    pickupAddress: details.pickupAddress ?? emptyDoorAddress(sailing.porCode.slice(0, 2)),
    deliveryAddress: details.deliveryAddress ?? emptyDoorAddress(sailing.delCode.slice(0, 2)),
  };
}

/**
 * Step 3: the minimum a carrier needs: the service terms at both ends (CY or Door, the schedule's first) with the
 * street address of a Door end, size-type and quantity, commodity and HS code, cargo weight per container with
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
  const form = useForm<QuickBookingDetails>({
    resolver: zodResolver(quickBookingDetailsFormSchema),
    defaultValues: formValuesOf(details, sailing),
    mode: 'onTouched',
    // Focus goes to the first field in error in the order the user sees them (FIELD_ORDER), not in registration order.
    shouldFocusError: false,
  });
  const { control, handleSubmit, formState, setFocus, setError, getValues, setValue } = form;
  const values = useWatch({ control }) as QuickBookingDetails;
  const { isDirty, dirtyFields } = formState;

  useEffect(() => {
    // Terms the user did not choose stay out of the draft: another sailing then shows its own schedule's terms.
    if (!isDirty) return;
    const { receiptType, deliveryType, ...rest } = values;
    onChange({
      ...rest,
      ...(dirtyFields.receiptType || details.receiptType ? { receiptType } : {}),
      ...(dirtyFields.deliveryType || details.deliveryType ? { deliveryType } : {}),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is a new function on every render of the page; the values are what matter
  }, [values, isDirty, dirtyFields.receiptType, dirtyFields.deliveryType]);

  // The carrier's refusals land on their fields once, when the step opens with them.
  useEffect(() => {
    if (!refusedFields?.length) return;
    for (const name of refusedFields) setError(name, { type: 'server', message: 'server' });
    const first = FIELD_ORDER.find((name) => refusedFields.includes(name));
    if (first) setFocus(first);
  }, [refusedFields, setError, setFocus]);

  const submit = handleSubmit(onContinue, (fieldErrors) => {
    const first = FIELD_ORDER.find((name) => get(fieldErrors, name) !== undefined);
    if (first) setFocus(first);
  });

  return (
    <div className={styles.form}>
      <ChosenSailingBox
        title={t('details.sailing', {
          origin: sailing.porName,
          destination: sailing.delName,
          vessel: `${sailing.vesselName} ${sailing.voyageNumber}`,
        })}
        sailing={sailing}
        onChangeSailing={onChangeSailing}
      />
      <SailingClosedAlert closed={closed} />
      {userId === null ? null : (
        <QuickTemplatePicker
          userId={userId}
          read={() => ({ values: getValues(), dirty: dirtyFields })}
          onApply={(next, replaced) => {
            for (const name of replaced) setValue(name, next[name], { shouldDirty: true, shouldValidate: true });
          }}
        />
      )}
      <FormProvider {...form}>
        <form
          noValidate
          className={styles.form}
          aria-label={t('details.form-label')}
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <QuickBookingTermsFields sailing={sailing} />
          <QuickBookingCargoFields />
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
            <Button type="submit" variant="primary" disabled={closed}>
              {t('details.continue')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </div>
  );
}

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormRadioGroup } from '@/components/ui/form-radio-group';
import { FormLocationCombobox } from '@/domain/location/form-location-combobox';
import { RouteDoorAddress } from '@/features/booking/components/route-door-address';
import type { BookingFormValues } from '@/features/booking/utils/booking-form-values';
import { BOOKING_ISSUE_TEXT } from '@/features/booking/utils/issue-text';

const END_FIELDS = {
  origin: { location: 'origin', term: 'receiptTypeAtOrigin', address: 'pickupAddress' },
  destination: { location: 'destination', term: 'deliveryTypeAtDestination', address: 'deliveryAddress' },
} as const;

export interface RouteEndFieldsProps {
  /** Which end of the route: the place (location search) and its term (CY or Door). */
  end: keyof typeof END_FIELDS;
}

/**
 * One end of the booking request's route: the place and its haulage term, and for Door (SD) the street address the
 * carrier's truck picks up at or delivers to. The sailings listed below belong to a port pair and terms, so another port
 * or term clears the chosen sailing (the same port, set again as the combobox settles on a restored value, keeps it).
 */
export function RouteEndFields({ end }: RouteEndFieldsProps) {
  const { t } = useTranslation('booking');
  const { control, setValue, getValues } = useFormContext<BookingFormValues>();
  const names = END_FIELDS[end];
  const place = useWatch({ control, name: names.location });
  const termOptions = [
    { value: 'CY' as const, label: t('route.term-cy') },
    { value: 'SD' as const, label: t('route.term-door') },
  ];
  return (
    <>
      <FormLocationCombobox
        control={control}
        name={names.location}
        label={t(`route.${end}`)}
        placeholder={t('route.location-placeholder')}
        emptyMessage={t('route.no-locations')}
        issueText={BOOKING_ISSUE_TEXT}
        afterChange={(value, previous) => {
          if (value?.code !== previous?.code) setValue('sailing', null);
        }}
      />
      <FormRadioGroup
        control={control}
        name={names.term}
        legend={t(`route.${end}-term`)}
        options={termOptions}
        afterChange={(value, previous) => {
          if (value !== previous) setValue('sailing', null);
          // A Door address starts in the place's country (its UN/LOCODE's first two letters), unless one is typed.
          const country = `${names.address}.countryCode` as const;
          if (value === 'SD' && place && getValues(country).trim() === '') {
            setValue(country, place.code.slice(0, 2));
          }
        }}
      />
      <RouteDoorAddress end={end} />
    </>
  );
}

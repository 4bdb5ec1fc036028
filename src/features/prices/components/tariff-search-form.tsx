import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { IssueText } from '@/components/ui/field-issue';
import { FormDatePicker } from '@/components/ui/form-date-picker';
import { FormNativeSelect } from '@/components/ui/form-native-select';
import { SearchForm } from '@/components/ui/search-form';
import { DEFAULT_TIME_ZONE } from '@/config/limits';
import { CONTAINER_SIZE_TYPES } from '@/domain/container/container-size-types';
import { FormLocationCombobox } from '@/domain/location/form-location-combobox';
import { locationQueries } from '@/domain/location/location-queries';
import { CARGO_TYPES, type CargoType } from '@/features/prices/api/prices-contract';
import {
  sizeTypeFor,
  sizeTypesOf,
  tariffSearchFormSchema,
  type TariffSearchValues,
  tariffValuesOf,
} from '@/features/prices/utils/tariff-search-form';
import type { TariffSearchLink } from '@/features/prices/utils/tariff-search-url';
import { todayIn } from '@/lib/dates';

import styles from './surcharge-pages.module.css';

export interface TariffSearchFormProps {
  /** The search the URL holds (maybe partial). */
  link: TariffSearchLink;
  /** A complete search, submitted: the page writes it to the URL. */
  onSearch: (link: Required<TariffSearchLink>) => void;
}

const ISSUE_TEXT: IssueText = { ns: 'prices', prefix: 'tariff-surcharge-search.errors.' };

/** The IANA time zone of `code` from the location search ('Asia/Seoul' for KRPUS), undefined until known. */
function useLocationTimeZone(code: string | undefined): string | undefined {
  const { data } = useQuery({
    ...locationQueries.list({ keyword: code ?? '' }),
    enabled: Boolean(code),
  });
  return data?.find((location) => location.locationCode === code)?.timeZone;
}

/** True when the link's origin and destination are the same port (a shared link got it wrong). */
function samePort(link: TariffSearchLink): boolean {
  return Boolean(link.originCode) && link.originCode === link.destinationCode;
}

/**
 * The tariff search's form: origin and destination (the location search), cargo type, container size-type and the
 * application date (default today at the origin, docs/requirements.md §9: Asia/Singapore until an origin is chosen). Errors show
 * at their field on submit, the first one takes the focus; origin and destination may not be the same port.
 */
export function TariffSearchForm({ link, onSearch }: TariffSearchFormProps) {
  const { t } = useTranslation(['prices', 'common']);
  const { control, handleSubmit, reset, setError, setValue, getValues } = useForm<TariffSearchValues>({
    resolver: zodResolver(tariffSearchFormSchema),
    defaultValues: tariffValuesOf(link),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [origin, cargoType] = useWatch({ control, name: ['origin', 'cargoType'] });
  // The date follows the origin's "today" until the user types or picks one (or a link brought one).
  const originTimeZone = useLocationTimeZone(origin?.code);
  const defaultDate = todayIn(originTimeZone ?? DEFAULT_TIME_ZONE);

  // A link opened from outside (Back, another link) shows its search; the first one says at once when its ports are
  // the same.
  const shownLink = useRef<TariffSearchLink | null>(null);
  useEffect(() => {
    if (shownLink.current === link) return;
    if (shownLink.current === null) {
      if (samePort(link)) setError('destination', { type: 'validate', message: 'same-port' });
    } else {
      reset(tariffValuesOf(link));
    }
    shownLink.current = link;
  }, [link, reset, setError]);

  const submit = handleSubmit((values) => {
    if (!values.origin || !values.destination) return;
    onSearch({
      originCode: values.origin.code,
      originName: values.origin.name,
      destinationCode: values.destination.code,
      destinationName: values.destination.name,
      cargoType: values.cargoType,
      isoEquipmentCode: values.isoEquipmentCode,
      applicationDate: values.applicationDate ?? defaultDate,
    });
  });

  const location = (name: 'origin' | 'destination') => (
    <FormLocationCombobox
      control={control}
      name={name}
      // A new origin may end the "same port" error of the destination.
      deps={name === 'origin' ? ['destination'] : undefined}
      label={t(`prices:tariff-surcharge-search.${name}`)}
      placeholder={t('prices:tariff-surcharge-search.location-placeholder')}
      emptyMessage={t('prices:tariff-surcharge-search.location-empty')}
      issueText={ISSUE_TEXT}
    />
  );

  return (
    <SearchForm
      label={t('prices:tariff-surcharge-search.form-label')}
      onSubmit={submit}
      submitLabel={t('prices:tariff-surcharge-search.search')}
      className={styles.tariffForm}
      actionsClassName={styles.formActions}
    >
      {location('origin')}
      {location('destination')}
      <FormNativeSelect
        control={control}
        name="cargoType"
        label={t('prices:tariff-surcharge-search.cargo-type')}
        options={CARGO_TYPES.map((type) => ({ value: type, label: t(`prices:cargo-type.${type}`) }))}
        afterChange={(next) => {
          setValue('isoEquipmentCode', sizeTypeFor(next as CargoType, getValues('isoEquipmentCode')));
        }}
      />
      <FormNativeSelect
        control={control}
        name="isoEquipmentCode"
        label={t('prices:tariff-surcharge-search.size-type')}
        options={sizeTypesOf(cargoType).map((code) => ({
          value: code,
          label: t(`common:${CONTAINER_SIZE_TYPES[code].nameKey}`),
        }))}
      />
      <FormDatePicker
        control={control}
        name="applicationDate"
        label={t('prices:tariff-surcharge-search.application-date')}
        description={t('prices:tariff-surcharge-search.application-date-hint')}
        required
        fallbackValue={defaultDate}
        issueText={ISSUE_TEXT}
      />
    </SearchForm>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Combobox } from '@/components/ui/combobox';
import { AUTOCOMPLETE_MIN_CHARS } from '@/config/limits';
import type { ScheduleLocation } from '@/domain/location/location-contract';
import { locationQueries } from '@/domain/location/location-queries';
import { useUserCountryCode } from '@/domain/location/user-country';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import type { LocationOption } from '../utils/search-form';
import styles from './location-combobox.module.css';

export interface LocationComboboxProps {
  label: string;
  value: LocationOption | null;
  onChange: (value: LocationOption | null) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}

function toOption(location: ScheduleLocation): LocationOption {
  return { code: location.locationCode, name: `${location.locationName}, ${location.countryName}` };
}

/** Origin or destination picker: suggestions from the location search after 2 characters, 200 ms debounce. */
export function LocationCombobox({ label, value, onChange, onBlur, error, name }: LocationComboboxProps) {
  const { t } = useTranslation('schedule');
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  const keyword = useDebouncedValue(inputValue.trim());
  const userCountryCode = useUserCountryCode();
  const selectedName = value?.name;

  // A value set from outside (URL, swap, reset) shows its name in the input (state adjusted while rendering).
  const [shownSelection, setShownSelection] = useState(selectedName);
  if (shownSelection !== selectedName) {
    setShownSelection(selectedName);
    setInputValue(selectedName ?? '');
  }

  const searching = keyword.length >= AUTOCOMPLETE_MIN_CHARS && keyword !== selectedName;
  const { data, isFetching } = useQuery({
    ...locationQueries.list({ keyword, ...(userCountryCode ? { userCountryCode } : {}) }),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => (searching && data ? data.map(toOption) : []), [data, searching]);

  return (
    <Combobox<LocationOption>
      label={label}
      name={name}
      required
      placeholder={t('form.location-placeholder')}
      items={items}
      selectedItem={value}
      onSelectedItemChange={(item) => {
        onChange(item ? { code: item.code, name: item.name } : null);
      }}
      inputValue={inputValue}
      onInputValueChange={setInputValue}
      itemToString={(item) => item?.name ?? ''}
      itemToKey={(item) => item.code}
      renderItem={(item) => (
        <span className={styles.option}>
          <span>{item.name}</span> <span className={styles.code}>{item.code}</span>
        </span>
      )}
      isLoading={isFetching || (inputValue.trim() !== keyword && inputValue.trim().length >= AUTOCOMPLETE_MIN_CHARS)}
      emptyMessage={t('form.no-locations')}
      error={error}
      onBlur={onBlur}
    />
  );
}

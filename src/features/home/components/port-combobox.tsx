import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Combobox } from '@/components/ui/combobox';
import { AUTOCOMPLETE_MIN_CHARS } from '@/config/limits';
import { locationQueries } from '@/domain/location/location-queries';
import { browserCountryCode } from '@/domain/location/user-country';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import type { QuickPort } from '../utils/schedule-link';

/** Props of {@link PortCombobox}. */
export interface PortComboboxProps {
  label: string;
  value: QuickPort | null;
  onChange: (value: QuickPort | null) => void;
  error?: string;
}

/** A port picker for the quick search: suggestions after 2 characters, 200 ms debounce (spec sections 5 and 9). */
export function PortCombobox({ label, value, onChange, error }: PortComboboxProps) {
  const { t } = useTranslation('home');
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  const keyword = useDebouncedValue(inputValue.trim());
  const userCountryCode = useMemo(() => browserCountryCode(), []);
  const searching = keyword.length >= AUTOCOMPLETE_MIN_CHARS && keyword !== value?.name;
  const { data, isFetching } = useQuery({
    ...locationQueries.list({ keyword, ...(userCountryCode ? { userCountryCode } : {}) }),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const items = useMemo<QuickPort[]>(
    () =>
      searching && data
        ? data.map((location) => ({
            code: location.locationCode,
            name: `${location.locationName}, ${location.countryName}`,
          }))
        : [],
    [data, searching],
  );
  return (
    <Combobox<QuickPort>
      label={label}
      required
      placeholder={t('schedule.placeholder')}
      items={items}
      selectedItem={value}
      onSelectedItemChange={onChange}
      inputValue={inputValue}
      onInputValueChange={setInputValue}
      itemToString={(item) => item?.name ?? ''}
      itemToKey={(item) => item.code}
      renderItem={(item) => (
        <span>
          {item.name} <strong>{item.code}</strong>
        </span>
      )}
      isLoading={isFetching || (inputValue.trim() !== keyword && inputValue.trim().length >= AUTOCOMPLETE_MIN_CHARS)}
      emptyMessage={t('schedule.no-ports')}
      {...(error ? { error } : {})}
    />
  );
}

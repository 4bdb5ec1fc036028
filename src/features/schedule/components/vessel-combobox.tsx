import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Combobox } from '@/components/ui/combobox';
import type { FieldErrorProps } from '@/components/ui/field-issue';
import { AUTOCOMPLETE_MIN_CHARS } from '@/config/limits';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { scheduleQueries } from '../api/schedule-queries';
import type { VesselOption } from '../utils/vessel-search-form';

export interface VesselComboboxProps {
  value: VesselOption | null;
  onChange: (value: VesselOption | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: FieldErrorProps['error'];
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * The vessel picker: the fleet search (name, IMO number or call sign) after two characters, debounced; an option
 * shows the name with IMO number, call sign and flag.
 */
export function VesselCombobox({ value, onChange, onBlur, name, error, ref }: VesselComboboxProps) {
  const { t } = useTranslation('vessel-schedule');
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  const keyword = useDebouncedValue(inputValue.trim());
  const searching = keyword.length >= AUTOCOMPLETE_MIN_CHARS && keyword !== value?.name;
  const { data, isFetching } = useQuery({
    ...scheduleQueries.vessels({ keyword }),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(
    () =>
      searching && data
        ? data.map((vessel) => ({
            name: vessel.name,
            imo: vessel.vesselIMONumber,
            callSign: vessel.callSign,
            flag: vessel.flag,
          }))
        : [],
    [data, searching],
  );

  return (
    <Combobox<VesselOption & { callSign?: string; flag?: string }>
      label={t('form.vessel-name')}
      name={name}
      required
      placeholder={t('form.vessel-placeholder')}
      items={items}
      selectedItem={value}
      onSelectedItemChange={(item) => {
        onChange(item ? { name: item.name, imo: item.imo } : null);
      }}
      inputValue={inputValue}
      onInputValueChange={setInputValue}
      itemToString={(item) => item?.name ?? ''}
      itemToKey={(item) => item.imo}
      renderItem={(item) => (
        <span>
          <strong>{item.name}</strong>{' '}
          {t('form.vessel-option', { imo: item.imo, callSign: item.callSign ?? '', flag: item.flag ?? '' })}
        </span>
      )}
      isLoading={searching && isFetching && !data}
      emptyMessage={t('form.vessel-none')}
      onBlur={onBlur}
      error={error}
      issueText={{ ns: 'vessel-schedule' }}
      ref={ref}
    />
  );
}

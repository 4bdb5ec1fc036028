import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useMemo, useState } from 'react';

import { Combobox } from '@/components/ui/combobox';
import type { FieldErrorProps } from '@/components/ui/field-issue';
import { AUTOCOMPLETE_MIN_CHARS } from '@/config/limits';
import type { ScheduleLocation } from '@/domain/location/location-contract';
import { locationQueries } from '@/domain/location/location-queries';
import { useUserCountryCode } from '@/domain/location/user-country';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import styles from './location-combobox.module.css';

/** A location chosen in a picker: UN/LOCODE ('KRPUS') and display name ('Busan, South Korea'). */
export interface LocationOption {
  code: string;
  name: string;
}

/**
 * `placeholder` and `emptyMessage` are translated texts of the using feature's namespace (a domain component owns no
 * namespace of its own); `error` a translated message or a validation issue that `issueText` translates (Field).
 */
export interface LocationComboboxProps {
  label: string;
  placeholder: string;
  emptyMessage: string;
  value: LocationOption | null;
  onChange: (value: LocationOption | null) => void;
  onBlur?: () => void;
  error?: FieldErrorProps['error'];
  issueText?: FieldErrorProps['issueText'];
  name?: string;
  /** Marks the field required (label mark, aria-required); default true. A filter passes false. */
  required?: boolean;
  /** The text input (react-hook-form's `field.ref`: `setFocus` and focus-on-error reach it). */
  ref?: Ref<HTMLInputElement> | undefined;
}

function toOption(location: ScheduleLocation): LocationOption {
  return { code: location.locationCode, name: `${location.locationName}, ${location.countryName}` };
}

/**
 * Port picker of every feature (schedule search, home quick search, later booking and quotes): suggestions from the
 * location search (domain/location/location-contract.ts) after {@link AUTOCOMPLETE_MIN_CHARS} characters with a 200 ms
 * debounce, ports of the user's country first (docs/requirements.md §5 and §9).
 */
export function LocationCombobox({
  label,
  placeholder,
  emptyMessage,
  value,
  onChange,
  onBlur,
  error,
  issueText,
  name,
  required = true,
  ref,
}: LocationComboboxProps) {
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  const keyword = useDebouncedValue(inputValue.trim());
  const userCountryCode = useUserCountryCode();
  const selectedName = value?.name;

  // A value set from outside (URL, swap, reset) shows its name in the input (state adjusted while rendering). A port
  // cleared by typing over it (a paste or a replaced selection) keeps what was typed: that text is the new search.
  const [shownSelection, setShownSelection] = useState(selectedName);
  const [clearedByTyping, setClearedByTyping] = useState(false);
  if (shownSelection !== selectedName) {
    setShownSelection(selectedName);
    if (selectedName !== undefined || !clearedByTyping) setInputValue(selectedName ?? '');
    setClearedByTyping(false);
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
      required={required}
      placeholder={placeholder}
      items={items}
      selectedItem={value}
      onSelectedItemChange={(item) => {
        // The combobox clears the selection only when the user types over it.
        if (!item) setClearedByTyping(true);
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
      emptyMessage={emptyMessage}
      error={error}
      issueText={issueText}
      onBlur={onBlur}
      ref={ref}
    />
  );
}

import { useMemo, useState } from 'react';

import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_MIN_CHARS } from '@/config/limits';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { Combobox } from './combobox';

/** Props of {@link Autocomplete}: a fixed list of `options` filtered in the browser. */
export interface AutocompleteProps<T> {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** The text an option is shown and matched by. */
  getOptionLabel: (option: T) => string;
  /** Stable unique key of an option. */
  getOptionKey: (option: T) => string;
  placeholder?: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** Characters needed before suggestions show; default AUTOCOMPLETE_MIN_CHARS = 2 (spec section 5). */
  minChars?: number;
  /** Pause after the last keystroke before the list filters, in ms; default AUTOCOMPLETE_DEBOUNCE_MS = 200. */
  debounceMs?: number;
  /** Most suggestions listed at once (the list scrolls; default 50). */
  maxResults?: number;
}

/** The options whose label contains `text`, ignoring case and accents ('sao' finds 'São Paulo'). */
export function filterOptions<T>(options: readonly T[], text: string, getLabel: (option: T) => string): T[] {
  const needle = fold(text.trim());
  if (!needle) return [];
  return options.filter((option) => fold(getLabel(option)).includes(needle));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * Autocomplete over a fixed list (spec section 5): once the text has 2 characters, and 200 ms after typing stops,
 * it suggests the options whose label contains the text, case-insensitively. Built on the UI kit's Combobox
 * (APG combobox with listbox popup). For server-side suggestions use Combobox with a query instead.
 */
export function Autocomplete<T>({
  label,
  options,
  value,
  onChange,
  getOptionLabel,
  getOptionKey,
  minChars = AUTOCOMPLETE_MIN_CHARS,
  debounceMs = AUTOCOMPLETE_DEBOUNCE_MS,
  maxResults = 50,
  ...fieldProps
}: AutocompleteProps<T>) {
  const selectedLabel = value ? getOptionLabel(value) : undefined;
  const [inputValue, setInputValue] = useState(selectedLabel ?? '');
  // A value set by the caller (reset, prefill) shows its label (state adjusted while rendering).
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  if (shownLabel !== selectedLabel) {
    setShownLabel(selectedLabel);
    if (selectedLabel !== undefined) setInputValue(selectedLabel);
  }
  const query = useDebouncedValue(inputValue, debounceMs);
  const pending = query !== inputValue;
  const items = useMemo(
    () => (query.trim().length >= minChars ? filterOptions(options, query, getOptionLabel).slice(0, maxResults) : []),
    [getOptionLabel, maxResults, minChars, options, query],
  );

  return (
    <Combobox<T>
      {...fieldProps}
      label={label}
      items={items}
      isLoading={pending && items.length === 0 && inputValue.trim().length >= minChars}
      selectedItem={value}
      onSelectedItemChange={onChange}
      inputValue={inputValue}
      onInputValueChange={setInputValue}
      itemToString={(item) => (item ? getOptionLabel(item) : '')}
      itemToKey={getOptionKey}
      minChars={minChars}
    />
  );
}

import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { type ChangeEvent, type ReactNode, type Ref, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AUTOCOMPLETE_MIN_CHARS, SUGGESTION_LIST_MAX_HEIGHT_PX } from '@/config/limits';

import styles from './combobox.module.css';
import { Field } from './field';
import fieldStyles from './field.module.css';
import type { FieldErrorProps } from './field-issue';

const { InputChange, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes;

/** Reported texts remembered while waiting for the caller to echo them back. */
const MAX_PENDING_ECHOES = 20;

/**
 * Props of {@link Combobox}. Both the text (`inputValue`) and the selection (`selectedItem`) are controlled by the
 * caller, which fetches `items` for the (debounced) text itself.
 */
export interface ComboboxProps<T> {
  /** Id of the input; generated when absent. */
  id?: string;
  /** Name of the input in a form. */
  name?: string;
  label: string;
  placeholder?: string;
  description?: string;
  /** Error message: sets aria-invalid and is linked by aria-describedby. */
  error?: FieldErrorProps['error'];
  issueText?: FieldErrorProps['issueText'];
  /** Required mark in the label and aria-required on the input. */
  required?: boolean;
  disabled?: boolean;
  /** Suggestions for the current text; shown only once the trimmed text has `minChars` characters. */
  items: readonly T[];
  selectedItem: T | null;
  /** Called with the picked item, or with null when the user edits the text after a pick or clears it (Escape). */
  onSelectedItemChange: (item: T | null) => void;
  inputValue: string;
  /** Called on every keystroke and with itemToString(item) after a pick; the caller debounces fetching. */
  onInputValueChange: (value: string) => void;
  /** Text placed in the input when an item is selected. */
  itemToString: (item: T | null) => string;
  /** Stable, unique key of an item (React key and selection identity). */
  itemToKey: (item: T) => string;
  /** Option content; defaults to itemToString(item). */
  renderItem?: (item: T) => ReactNode;
  /** True while suggestions for the current text are being fetched: options are hidden and "Searching…" shows. */
  isLoading?: boolean;
  /** Characters needed before options show, default AUTOCOMPLETE_MIN_CHARS = 2 (docs/requirements.md §5). */
  minChars?: number;
  /** Shown when the text is long enough, nothing is loading and there are no items; defaults to "No matches found". */
  emptyMessage?: string;
  onBlur?: () => void;
  /** The text input (react-hook-form's `field.ref`, so `setFocus` and focus-on-error reach it). */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * An editable combobox with a listbox popup and list autocomplete (WAI-ARIA 1.2 / APG "list autocomplete with
 * manual selection"), built on downshift's useCombobox.
 *
 * Keyboard: typing opens the popup; Down/Up move the active option (aria-activedescendant), Alt+Down opens without
 * moving, Enter selects, Escape closes and a second Escape clears the text and selection, Tab leaves (selecting the
 * active option, as downshift does). Below `minChars` the popup shows a hint instead of options, while loading a
 * "Searching…" status; those texts and the result count are announced through a polite live region. The list is at
 * most SUGGESTION_LIST_MAX_HEIGHT_PX (300 px, docs/requirements.md §9) high and scrolls.
 */
export function Combobox<T>({
  id,
  name,
  label,
  placeholder,
  description,
  error,
  issueText,
  required,
  disabled,
  items,
  selectedItem,
  onSelectedItemChange,
  inputValue,
  onInputValueChange,
  itemToString,
  itemToKey,
  renderItem,
  isLoading = false,
  minChars = AUTOCOMPLETE_MIN_CHARS,
  emptyMessage,
  onBlur,
  ref,
}: ComboboxProps<T>) {
  const { t } = useTranslation('ui');
  const belowMinChars = inputValue.trim().length < minChars;
  const showOptions = !belowMinChars && !isLoading;
  // downshift must know exactly the options on screen, so highlight indices match what the user sees.
  const visibleItems = showOptions ? [...items] : [];
  const selectedKey = selectedItem === null ? null : itemToKey(selectedItem);

  return (
    <Field id={id} label={label} description={description} error={error} issueText={issueText} required={required}>
      {(control, labelId) => (
        <ComboboxControl<T>
          inputId={control.id}
          labelId={labelId}
          inputAria={control}
          name={name}
          placeholder={placeholder}
          disabled={disabled}
          items={visibleItems}
          selectedItem={selectedItem}
          selectedKey={selectedKey}
          onSelectedItemChange={onSelectedItemChange}
          inputValue={inputValue}
          onInputValueChange={onInputValueChange}
          itemToString={itemToString}
          itemToKey={itemToKey}
          renderItem={renderItem}
          statusFor={(isOpen) => {
            if (!isOpen) return { text: '', visible: false };
            if (belowMinChars) return { text: t('combobox.min-chars', { count: minChars }), visible: true };
            if (isLoading) return { text: t('combobox.loading'), visible: true };
            if (items.length === 0) return { text: emptyMessage ?? t('combobox.empty'), visible: true };
            return { text: t('combobox.results', { count: items.length }), visible: false };
          }}
          onBlur={onBlur}
          inputRef={ref}
        />
      )}
    </Field>
  );
}

interface ComboboxControlProps<T> {
  inputId: string;
  labelId: string;
  inputAria: {
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
  };
  name: string | undefined;
  placeholder: string | undefined;
  disabled: boolean | undefined;
  items: T[];
  selectedItem: T | null;
  selectedKey: string | null;
  onSelectedItemChange: (item: T | null) => void;
  inputValue: string;
  onInputValueChange: (value: string) => void;
  itemToString: (item: T | null) => string;
  itemToKey: (item: T) => string;
  renderItem: ((item: T) => ReactNode) | undefined;
  statusFor: (isOpen: boolean) => { text: string; visible: boolean };
  onBlur: (() => void) | undefined;
  inputRef: Ref<HTMLInputElement> | undefined;
}

/** The input and popup; a separate component so the hook gets the ids that Field generates. */
function ComboboxControl<T>({
  inputId,
  labelId,
  inputAria,
  name,
  placeholder,
  disabled,
  items,
  selectedItem,
  selectedKey,
  onSelectedItemChange,
  inputValue,
  onInputValueChange,
  itemToString,
  itemToKey,
  renderItem,
  statusFor,
  onBlur,
  inputRef,
}: ComboboxControlProps<T>) {
  // downshift reports text changes from an effect, one render late; a controlled input that lags a render moves the
  // caret to the end when the user edits mid-text (downshift issue #1108). So the text lives here, is set
  // synchronously on input, and downshift is controlled by it; the caller's `inputValue` is followed when it
  // changes for a reason of its own (reset, swap), which is told apart from echoes of what we reported.
  const [text, setText] = useState(inputValue);
  const reported = useRef<string[]>([]);
  const report = (value: string) => {
    reported.current = [...reported.current.slice(-MAX_PENDING_ECHOES), value];
    onInputValueChange(value);
  };
  const followCaller = useEffectEvent((value: string) => {
    const echo = reported.current.indexOf(value);
    if (echo >= 0) {
      reported.current = reported.current.slice(echo + 1);
      return;
    }
    reported.current = [];
    setText(value);
  });
  useEffect(() => {
    followCaller(inputValue);
  }, [inputValue]);

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<T>({
    items,
    inputId,
    labelId,
    menuId: `${inputId}-listbox`,
    getItemId: (index) => `${inputId}-option-${index}`,
    selectedItem,
    inputValue: text,
    itemToString,
    // downshift also asks for the key of `null` (no selection).
    itemToKey: (item) => (item === null ? null : itemToKey(item)),
    onInputValueChange: ({ inputValue: nextValue, type }) => {
      setText(nextValue);
      report(nextValue);
      if (type === InputChange && selectedItem !== null) onSelectedItemChange(null);
    },
    onSelectedItemChange: ({ selectedItem: nextItem }) => {
      onSelectedItemChange(nextItem);
    },
    stateReducer: keepTextWhenSelectionIsCleared,
  });

  const status = statusFor(isOpen);

  return (
    <div className={styles.anchor}>
      <input
        {...getInputProps({
          ...inputAria,
          name,
          placeholder,
          disabled,
          type: 'text',
          spellCheck: false,
          className: `${fieldStyles.input} ${styles.input}`,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            setText(event.target.value);
          },
          onBlur,
          ref: inputRef,
        })}
      />
      <div className={isOpen ? styles.popup : styles.popupClosed}>
        <div role="status" className={status.visible ? styles.message : 'visually-hidden'}>
          {status.text}
        </div>
        <ul
          {...getMenuProps({
            className: isOpen && items.length > 0 ? styles.listbox : styles.listboxEmpty,
            // Only while open: a closed list carries no style attribute, which the CSP (no 'unsafe-inline') would
            // refuse in prerendered HTML; styles React sets from script are allowed.
            style: isOpen ? { maxHeight: `${SUGGESTION_LIST_MAX_HEIGHT_PX}px` } : undefined,
          })}
        >
          {isOpen
            ? items.map((item, index) => {
                const key = itemToKey(item);
                const classNames = [styles.option];
                if (index === highlightedIndex) classNames.push(styles.active);
                if (key === selectedKey) classNames.push(styles.selected);
                return (
                  <li key={key} {...getItemProps({ item, index, className: classNames.join(' ') })}>
                    {renderItem ? renderItem(item) : itemToString(item)}
                  </li>
                );
              })
            : null}
        </ul>
      </div>
    </div>
  );
}

/**
 * When the caller clears the selection (because the user edited the text), downshift would also reset the text to
 * itemToString(null); keep what the user typed instead.
 */
function keepTextWhenSelectionIsCleared<T>(
  state: UseComboboxState<T>,
  { type, changes }: UseComboboxStateChangeOptions<T>,
): Partial<UseComboboxState<T>> {
  if (type === ControlledPropUpdatedSelectedItem && state.selectedItem === null) {
    return { ...changes, inputValue: state.inputValue };
  }
  return changes;
}

import type { ChangeEvent, ComponentPropsWithRef, KeyboardEvent } from 'react';

import { type DecimalRules, isNumberInputKeyAllowed, parseDecimal, sanitizeDecimal } from '@/lib/number-input';

import { Field } from './field';
import fieldStyles from './field.module.css';
import type { FieldErrorProps } from './field-issue';

/** Props of {@link DecimalInput}: a controlled text `value` plus the decimal rules. */
export interface DecimalInputProps
  extends
    DecimalRules,
    Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'required' | 'children' | 'defaultValue'> {
  label: string;
  description?: string | undefined;
  error?: FieldErrorProps['error'];
  issueText?: FieldErrorProps['issueText'];
  required?: boolean | undefined;
  /** The text shown, e.g. '1250.5' or '-3,75' (as typed: the separator is kept). */
  value: string;
  /** Called with the cleaned text and the number it holds (null while empty or only '-'). */
  onValueChange: (text: string, value: number | null) => void;
}

/**
 * A labelled decimal input (spec section 5): optional minus (`allowNegative`), comma or dot as the separator,
 * at most `maxDecimals` decimals (default 2). Keys follow the number-key rules (digits and the eleven keys of
 * NUMBER_INPUT_KEYS; e/E and letters are blocked); whatever still arrives (paste, drop, autofill) is cleaned by
 * sanitizeDecimal. A text input with inputMode="decimal" rather than type="number": it shows the decimal keypad on
 * phones, keeps a comma, and does not change the value on a mouse-wheel turn.
 */
export function DecimalInput({
  id,
  label,
  description,
  error,
  issueText,
  required,
  value,
  onValueChange,
  allowNegative,
  maxDecimals,
  maxIntegerDigits,
  className,
  onKeyDown,
  ref,
  ...inputProps
}: DecimalInputProps) {
  const rules: DecimalRules = {
    ...(allowNegative !== undefined ? { allowNegative } : {}),
    ...(maxDecimals !== undefined ? { maxDecimals } : {}),
    ...(maxIntegerDigits !== undefined ? { maxIntegerDigits } : {}),
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isNumberInputKeyAllowed(event)) event.preventDefault();
    onKeyDown?.(event);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = sanitizeDecimal(event.target.value, rules);
    onValueChange(text, parseDecimal(text));
  };

  return (
    <Field id={id} label={label} description={description} error={error} issueText={issueText} required={required}>
      {(control) => (
        <input
          autoComplete="off"
          {...inputProps}
          {...control}
          ref={ref}
          type="text"
          inputMode={maxDecimals === 0 ? 'numeric' : 'decimal'}
          value={value}
          onKeyDown={handleKeyDown}
          onChange={handleChange}
          className={className ? `${fieldStyles.input} ${className}` : fieldStyles.input}
        />
      )}
    </Field>
  );
}

import type { ChangeEvent, ComponentPropsWithRef } from 'react';

import { decimalIssue, type DecimalRules, parseDecimal } from '@/lib/number-input';

import { Field, type LabelledControlProps } from './field';
import fieldStyles from './field.module.css';

/** Props of {@link DecimalInput}: a controlled text `value` plus the decimal rules. */
export interface DecimalInputProps
  extends
    DecimalRules,
    LabelledControlProps,
    Omit<ComponentPropsWithRef<'input'>, 'value' | 'onChange' | 'type' | 'required' | 'children' | 'defaultValue'> {
  /** The text shown, e.g. '1250.5' or '-3,75' (as typed: the separator is kept). */
  value: string;
  /**
   * Called with the text exactly as typed and the number it holds under the rules: null while it is empty, only '-',
   * or not a number the rules allow ('1e3', '-1' without allowNegative, too many decimals or digits).
   */
  onValueChange: (text: string, value: number | null) => void;
}

/**
 * A labelled decimal input (docs/requirements.md §5): optional minus (`allowNegative`), comma or dot as the separator,
 * at most `maxDecimals` decimals (default 2) and `maxIntegerDigits` digits before it. It never changes what was typed
 * (a key, a paste, autofill): text the rules do not allow stays visible and the form says what is wrong at the field
 * (lib/number-input decimalIssue). A text input with inputMode="decimal" rather than type="number": it shows the
 * decimal keypad on phones, keeps a comma, and does not change the value on a mouse-wheel turn.
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
  ref,
  ...inputProps
}: DecimalInputProps) {
  const rules: DecimalRules = {
    ...(allowNegative !== undefined ? { allowNegative } : {}),
    ...(maxDecimals !== undefined ? { maxDecimals } : {}),
    ...(maxIntegerDigits !== undefined ? { maxIntegerDigits } : {}),
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    onValueChange(text, decimalIssue(text, rules) === null ? parseDecimal(text) : null);
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
          onChange={handleChange}
          className={className ? `${fieldStyles.input} ${className}` : fieldStyles.input}
        />
      )}
    </Field>
  );
}

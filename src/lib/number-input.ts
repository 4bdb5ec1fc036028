/**
 * Text rules of number inputs (docs/requirements.md §5). Framework-free: the UI kit's DecimalInput and the forms' schemas use
 * them. An input keeps the text as typed; these functions say which number it holds, or what is wrong with it, so a
 * form can say so at the field instead of rewriting what the user typed.
 */

/** The rules a decimal input's text must keep. */
export interface DecimalRules {
  /** Allow a leading minus sign. Default false. */
  allowNegative?: boolean;
  /** Digits allowed after the separator; 0 makes an integer input. Default 2. */
  maxDecimals?: number;
  /** Digits allowed before the separator. Default 12. */
  maxIntegerDigits?: number;
}

/**
 * What is wrong with a number's text: `not-a-number` (letters, an exponent such as '1e3', two separators, grouping),
 * `negative` (a minus where the rules allow none), `decimals` (more than `maxDecimals` after the separator; for an
 * integer input any separator), `integer-digits` (more than `maxIntegerDigits` before it).
 */
export type DecimalIssue = 'not-a-number' | 'negative' | 'decimals' | 'integer-digits';

// An optional minus (ASCII or U+2212), digits with at most one separator (comma or dot), at least one digit.
const DECIMAL_TEXT = /^([-\u2212]?)(\d*)(?:[.,](\d*))?$/;

function decimalParts(text: string): { negative: boolean; integer: string; fraction: string } | null {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  return { negative: sign !== '', integer, fraction };
}

/**
 * The number a decimal input's text holds ('-1,5' -> -1.5, '12.' -> 12, '.5' -> 0.5), or null when it holds none: empty,
 * only a sign or a separator, or anything that is not plain digits with one comma or dot ('1e3', '1 250', '12a').
 */
export function parseDecimal(text: string): number | null {
  const parts = decimalParts(text);
  if (!parts) return null;
  const value = Number(`${parts.integer || '0'}.${parts.fraction || '0'}`);
  return parts.negative ? -value : value;
}

/**
 * What is wrong with non-empty text under `rules` (see {@link DecimalIssue}), or null when it is a number they allow.
 * Empty text is null too: whether a field is required is the form's rule. Never throws.
 */
export function decimalIssue(text: string, rules: DecimalRules = {}): DecimalIssue | null {
  const { allowNegative = false, maxDecimals = 2, maxIntegerDigits = 12 } = rules;
  if (text.trim() === '') return null;
  const parts = decimalParts(text);
  if (!parts) return 'not-a-number';
  if (parts.negative && !allowNegative) return 'negative';
  if (parts.fraction.length > maxDecimals || (maxDecimals === 0 && /[.,]/.test(text))) return 'decimals';
  if (parts.integer.replace(/^0+(?=\d)/, '').length > maxIntegerDigits) return 'integer-digits';
  return null;
}

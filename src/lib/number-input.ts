/**
 * Keyboard and text rules of number inputs (spec section 5, "number input key list"). Framework-free: the UI kit's
 * DecimalInput uses them, and so can any other numeric field.
 */

/**
 * The eleven non-digit keys a number input lets through (KeyboardEvent.key values): Backspace, Delete, the four
 * arrows, Enter, minus, comma, dot and space. Digits are always allowed; 'e' and 'E' (which a native
 * `<input type="number">` accepts as an exponent) are blocked.
 */
export const NUMBER_INPUT_KEYS = [
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Enter',
  '-',
  ',',
  '.',
  ' ',
] as const;

/**
 * Keys that never type a character and must keep working for keyboard and assistive-technology users (WCAG 2.1.1):
 * moving focus and the caret. Not in the spec's list, which only lists keys that edit.
 */
const NAVIGATION_KEYS = new Set(['Tab', 'Home', 'End', 'Escape', 'PageUp', 'PageDown']);

/** The parts of a KeyboardEvent that {@link isNumberInputKeyAllowed} reads. */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Whether a number input lets `event` through: digits, {@link NUMBER_INPUT_KEYS}, navigation keys, shortcuts with
 * Ctrl/Cmd/Alt (copy, paste, select all), and non-character keys such as F5 or Shift. Everything else that would
 * type a character, e/E included, is blocked.
 */
export function isNumberInputKeyAllowed(event: KeyLike): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (/^\d$/.test(event.key)) return true;
  if ((NUMBER_INPUT_KEYS as readonly string[]).includes(event.key)) return true;
  if (NAVIGATION_KEYS.has(event.key)) return true;
  // Named keys (Shift, F5, CapsLock, ...) are longer than one character and type nothing.
  return event.key.length > 1 && event.key !== 'Unidentified';
}

/** Options of {@link sanitizeDecimal}. */
export interface DecimalRules {
  /** Allow a leading minus sign. Default false. */
  allowNegative?: boolean;
  /** Digits allowed after the separator; 0 makes an integer input. Default 2. */
  maxDecimals?: number;
  /** Digits allowed before the separator. Default 12. */
  maxIntegerDigits?: number;
}

/**
 * Cleans what was typed or pasted into a decimal input: keeps digits, one decimal separator (comma or dot, whichever
 * comes first, kept as typed), a leading minus when allowed, and at most `maxDecimals` decimals and
 * `maxIntegerDigits` integer digits; drops spaces, letters (e/E too) and grouping. '12a.3.4' -> '12.34';
 * '-1,005' with maxDecimals 2 -> '-1,00'. Never throws.
 */
export function sanitizeDecimal(text: string, rules: DecimalRules = {}): string {
  const { allowNegative = false, maxDecimals = 2, maxIntegerDigits = 12 } = rules;
  const trimmed = text.trim();
  const negative = allowNegative && /^[-\u2212]/.test(trimmed);
  let integer = '';
  let fraction = '';
  let separator = '';
  for (const char of trimmed) {
    if (/\d/.test(char)) {
      if (separator) {
        if (fraction.length < maxDecimals) fraction += char;
      } else if (integer.length < maxIntegerDigits) {
        integer += char;
      }
    } else if ((char === '.' || char === ',') && !separator && maxDecimals > 0) {
      separator = char;
    }
  }
  return `${negative ? '-' : ''}${integer}${separator}${fraction}`;
}

/**
 * The number a decimal input holds ('-1,5' -> -1.5), or null when it holds no number yet ('', '-', ',').
 */
export function parseDecimal(text: string): number | null {
  const normalised = text.replace(',', '.');
  if (!/\d/.test(normalised)) return null;
  const value = Number(normalised.endsWith('.') ? normalised.slice(0, -1) : normalised);
  return Number.isFinite(value) ? value : null;
}

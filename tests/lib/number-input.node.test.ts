import { describe, expect, it } from 'vitest';

import { isNumberInputKeyAllowed, NUMBER_INPUT_KEYS, parseDecimal, sanitizeDecimal } from '@/lib/number-input';

describe('isNumberInputKeyAllowed', () => {
  it('lets digits, the eleven listed keys and navigation through', () => {
    expect(NUMBER_INPUT_KEYS).toHaveLength(11);
    for (const key of ['0', '5', '9', ...NUMBER_INPUT_KEYS, 'Tab', 'Home', 'End', 'Shift']) {
      expect(isNumberInputKeyAllowed({ key }), key).toBe(true);
    }
  });

  it('blocks e, E, letters and other characters', () => {
    for (const key of ['e', 'E', 'a', '+', '*', '/', '_']) {
      expect(isNumberInputKeyAllowed({ key }), key).toBe(false);
    }
  });

  it('keeps shortcuts such as Ctrl+V and Cmd+A working', () => {
    expect(isNumberInputKeyAllowed({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isNumberInputKeyAllowed({ key: 'a', metaKey: true })).toBe(true);
  });
});

describe('sanitizeDecimal', () => {
  it.each([
    ['1250.5', {}, '1250.5'],
    ['12a.3.4', {}, '12.34'],
    ['1e5', {}, '15'],
    ['3,755', {}, '3,75'],
    [' 1 250,5 ', {}, '1250,5'],
    ['-7.5', {}, '7.5'],
    ['-7.5', { allowNegative: true }, '-7.5'],
    ['7-5', { allowNegative: true }, '75'],
    ['12.345', { maxDecimals: 3 }, '12.345'],
    ['12.9', { maxDecimals: 0 }, '129'],
    ['1234567', { maxIntegerDigits: 5 }, '12345'],
  ] as const)('%s with %o -> %s', (input, rules, expected) => {
    expect(sanitizeDecimal(input, rules)).toBe(expected);
  });
});

describe('parseDecimal', () => {
  it('reads dot and comma and leaves incomplete input empty', () => {
    expect(parseDecimal('-1,5')).toBe(-1.5);
    expect(parseDecimal('12.')).toBe(12);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('-')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { decimalIssue, parseDecimal } from '@/lib/number-input';

describe('parseDecimal', () => {
  it('reads dot and comma and leaves incomplete input empty', () => {
    expect(parseDecimal('-1,5')).toBe(-1.5);
    expect(parseDecimal('12.')).toBe(12);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal(' 1250.5 ')).toBe(1250.5);
    expect(parseDecimal('-')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });

  it('reads no number from text that is not plain digits with one separator', () => {
    for (const text of ['1e3', '12a', '1.2.3', '1 250', '7-5', '0x10', 'Infinity']) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });
});

describe('decimalIssue', () => {
  it.each([
    ['', {}, null],
    ['1250.5', {}, null],
    ['3,75', {}, null],
    ['1e3', {}, 'not-a-number'],
    ['12a.3.4', {}, 'not-a-number'],
    ['-7.5', {}, 'negative'],
    ['-7.5', { allowNegative: true }, null],
    ['3,755', {}, 'decimals'],
    ['12.9', { maxDecimals: 0 }, 'decimals'],
    ['12.', { maxDecimals: 0 }, 'decimals'],
    ['12.345', { maxDecimals: 3 }, null],
    ['123456', { maxIntegerDigits: 5 }, 'integer-digits'],
    ['012345', { maxIntegerDigits: 5 }, null],
  ] as const)('%s with %o -> %s', (text, rules, expected) => {
    expect(decimalIssue(text, rules)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';

import {
  containerCheckDigit,
  isValidContainerNumber,
  normaliseContainerNumber,
} from '@/domain/container/container-number';
import {
  CONTAINER_SIZE_TYPE_CODES,
  CONTAINER_SIZE_TYPES,
  maxPayloadKg,
  totalTeu,
} from '@/domain/container/container-size-types';

import en from '../../../src/locales/en/common.json';

describe('ISO 6346 container numbers', () => {
  it.each([
    // CSQU3054383 is the standard's own example, TGHU9033810 the legacy portal's tracking sample; the last two were
    // worked by hand (so MSCU1234565 and TCLU1234567, often used as samples, are not valid numbers).
    ['CSQU305438', 3],
    ['TGHU903381', 0],
    ['MSCU123456', 6],
    ['TCLU123456', 8],
  ])('computes the check digit of %s as %i', (prefix, digit) => {
    expect(containerCheckDigit(prefix)).toBe(digit);
  });

  it('accepts numbers with the right check digit, as users type them', () => {
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('csqu 305438-3')).toBe(true);
    expect(isValidContainerNumber('MSCU1234566')).toBe(true);
  });

  it('refuses a wrong check digit, a bad category letter or a bad shape', () => {
    expect(isValidContainerNumber('MSCU1234565')).toBe(false);
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
    expect(isValidContainerNumber('CSQX3054383')).toBe(false);
    expect(isValidContainerNumber('CSQU305438')).toBe(false);
    expect(normaliseContainerNumber('CSQU30543833')).toBeNull();
    expect(() => containerCheckDigit('CSQU30543')).toThrow(RangeError);
  });

  it('changes the check digit when any one character changes (a single typo is caught)', () => {
    const prefix = 'CSQU305438';
    for (let index = 4; index < prefix.length; index += 1) {
      for (const digit of '0123456789') {
        const typo = prefix.slice(0, index) + digit + prefix.slice(index + 1);
        if (typo === prefix) continue;
        expect(containerCheckDigit(typo), typo).not.toBe(containerCheckDigit(prefix));
      }
    }
  });
});

describe('container size-types', () => {
  it('describes every offered code with a translated name, TEU and masses in kg', () => {
    for (const code of CONTAINER_SIZE_TYPE_CODES) {
      const sizeType = CONTAINER_SIZE_TYPES[code];
      expect(sizeType.code).toBe(code);
      expect(en['container-types'][code]).toBeTruthy();
      expect(sizeType.teu).toBe(sizeType.lengthFt / 20);
      expect(sizeType.tareKg).toBeLessThan(sizeType.maxGrossKg);
    }
    expect(CONTAINER_SIZE_TYPES['45G1']).toMatchObject({ teu: 2, highCube: true });
  });

  it('gives the payload and the TEU of a mix of containers', () => {
    expect(maxPayloadKg('22G1')).toBe(28_250);
    expect(totalTeu({ '22G1': 2, '45G1': 1, '22R1': 0 })).toBe(4);
    expect(() => totalTeu({ '22G1': 1.5 })).toThrow(RangeError);
  });
});

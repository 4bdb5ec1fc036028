import { describe, expect, it } from 'vitest';

import { z } from '@/config/zod-mini';
import { digitsParam, validOrUndefined } from '@/lib/url-search-params';

describe('validOrUndefined', () => {
  const schema = z.string().check(z.trim(), z.maxLength(3));

  it('gives the value as the schema parses it', () => {
    expect(validOrUndefined(schema, ' USD ')).toBe('USD');
  });

  it('gives undefined for a value the schema refuses, without throwing', () => {
    expect(validOrUndefined(schema, 'EURO')).toBeUndefined();
    expect(validOrUndefined(schema, 42)).toBeUndefined();
  });
});

describe('digitsParam', () => {
  it('gives a parameter of 1 to 9 digits as written', () => {
    expect(digitsParam(new URLSearchParams('page=2&pageSize=007'), 'page')).toBe('2');
    expect(digitsParam(new URLSearchParams('page=2&pageSize=007'), 'pageSize')).toBe('007');
  });

  it('gives undefined for a missing, empty, signed, fractional or too long parameter', () => {
    const params = new URLSearchParams('a=&b=-1&c=1.5&d=1234567890&e=2x');
    for (const key of ['missing', 'a', 'b', 'c', 'd', 'e']) expect(digitsParam(params, key)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';

import { countSetFilters } from '@/lib/list-filters';

describe('countSetFilters', () => {
  it('counts texts with something in them and lists with a choice, each once', () => {
    expect(countSetFilters([])).toBe(0);
    expect(countSetFilters(['', '  ', undefined, null, []])).toBe(0);
    expect(countSetFilters(['PUSB12345600', undefined, ['CONFIRMED', 'RECEIVED'], 'KRPUS', []])).toBe(3);
  });
});

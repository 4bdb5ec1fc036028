import { describe, expect, it } from 'vitest';

import { pick } from '@/lib/pick';

describe('pick', () => {
  it('keeps only the named keys, in their order, and leaves the source alone', () => {
    const source = { partyName: 'Hanil Electronics', street: 'Jungang-daero 1', draftId: 'd-1' };
    const picked = pick(source, ['street', 'partyName']);
    expect(picked).toEqual({ street: 'Jungang-daero 1', partyName: 'Hanil Electronics' });
    expect(Object.keys(picked)).toEqual(['street', 'partyName']);
    expect(source).toEqual({ partyName: 'Hanil Electronics', street: 'Jungang-daero 1', draftId: 'd-1' });
  });
});

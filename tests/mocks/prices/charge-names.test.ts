import { describe, expect, it } from 'vitest';

import { OCEAN_FREIGHT_CODE } from '@/domain/quote/quote-contract';
import enCharges from '@/locales/en/charges.json';

import { OCEAN_FREIGHT_NAME } from '../../../mocks/prices/offers';
import { SURCHARGES } from '../../../mocks/prices/surcharge-catalogue';

describe('the charges namespace', () => {
  it('names every code of the mock tariff, in English as the API does', () => {
    const codes: Record<string, { name: string; description: string } | undefined> = enCharges.codes;
    expect(codes[OCEAN_FREIGHT_CODE]?.name).toBe(OCEAN_FREIGHT_NAME);
    for (const surcharge of SURCHARGES) expect(codes[surcharge.code]?.name, surcharge.code).toBe(surcharge.name);
    expect(Object.keys(codes).sort()).toEqual([OCEAN_FREIGHT_CODE, ...SURCHARGES.map((s) => s.code)].sort());
  });
});

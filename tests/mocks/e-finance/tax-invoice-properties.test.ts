import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  formatKrBrn,
  gstinCheckCharacter,
  isValidGstin,
  isValidKrBrn,
} from '@/domain/invoice/tax-registration-contract';

import { gstLinesOf, krTaxLinesOf, type TaxableCharge } from '../../../mocks/e-finance/tax-invoice-lines';
import { gstinOf } from '../../../mocks/e-finance/tax-invoice-parties';

const STAGES = ['ORIGIN', 'FREIGHT', 'DESTINATION'] as const;
const CODES = ['OFT', 'BAF', 'OTHC', 'DTHC', 'DOC', 'SEAL', 'ISPS'];

const chargesArbitrary = (currency: string) =>
  fc.array(
    fc.record({
      charge: fc.record({
        chargeCode: fc.constantFrom(...CODES),
        chargeName: fc.constant('Charge'),
        quantity: fc.integer({ min: 1, max: 20 }),
        stage: fc.constantFrom(...STAGES),
      }),
      supplyValue: fc.record({ amount: fc.integer({ min: 0, max: 5_000_000_000 }), currency: fc.constant(currency) }),
    }),
    { minLength: 1, maxLength: 30 },
  ) as fc.Arbitrary<TaxableCharge[]>;

const sum = (amounts: readonly { amount: number }[]) => amounts.reduce((total, money) => total + money.amount, 0);

describe('Korean VAT per line', () => {
  it('zero-rates freight, charges 10 % (won below 1 dropped) on the rest; the tax total is the sum of line taxes', () => {
    fc.assert(
      fc.property(chargesArbitrary('KRW'), (charges) => {
        const lines = krTaxLinesOf(charges);
        lines.forEach((line, index) => {
          const stage = charges[index]?.charge.stage;
          expect(line.vatRate).toBe(stage === 'FREIGHT' ? 0 : 10);
          expect(line.vat.amount).toBe(Math.floor((line.supplyValue.amount * line.vatRate) / 100));
          expect(line.vat.amount).toBeLessThanOrEqual(line.supplyValue.amount / 10);
        });
        // Taxed per line: the total is the lines' taxes, within one won per line of the rate on the taxed sum.
        const taxed = lines.filter((line) => line.vatRate === 10);
        const onSum = (sum(taxed.map((line) => line.supplyValue)) * 10) / 100;
        expect(onSum - sum(lines.map((line) => line.vat))).toBeGreaterThanOrEqual(0);
        expect(onSum - sum(lines.map((line) => line.vat))).toBeLessThan(taxed.length + 1);
      }),
    );
  });
});

describe('Indian GST per line', () => {
  it('charges IGST alone between states and CGST = SGST (half the rate each) within one', () => {
    fc.assert(
      fc.property(chargesArbitrary('INR'), fc.boolean(), (charges, interState) => {
        gstLinesOf(charges, interState).forEach((line, index) => {
          expect(line.cgst).toEqual(line.sgst);
          if (interState) {
            expect(line.cgst.amount).toBe(0);
            expect(line.igst.amount).toBe(Math.round((line.taxableValue.amount * line.gstRate) / 100));
          } else {
            expect(line.igst.amount).toBe(0);
            expect(line.cgst.amount).toBe(Math.round((line.taxableValue.amount * line.gstRate) / 200));
          }
          expect(line.gstRate).toBe(line.sac === '996521' ? 5 : 18);
          expect(line.sac === '996521').toBe(charges[index]?.charge.stage === 'FREIGHT');
        });
      }),
    );
  });

  it('gives freight SAC 996521, terminal handling 996711 and other local charges 996759', () => {
    const lines = gstLinesOf(
      [
        {
          charge: { chargeCode: 'OFT', chargeName: 'Ocean Freight', quantity: 1, stage: 'FREIGHT' },
          supplyValue: { amount: 100, currency: 'INR' },
        },
        {
          charge: { chargeCode: 'OTHC', chargeName: 'THC', quantity: 1, stage: 'ORIGIN' },
          supplyValue: { amount: 100, currency: 'INR' },
        },
        {
          charge: { chargeCode: 'DOC', chargeName: 'Documentation', quantity: 1, stage: 'ORIGIN' },
          supplyValue: { amount: 100, currency: 'INR' },
        },
      ],
      true,
    );
    expect(lines.map((line) => line.sac)).toEqual(['996521', '996711', '996759']);
  });
});

describe('registration numbers', () => {
  it('knows published examples', () => {
    expect(isValidKrBrn('124-81-00998')).toBe(true);
    expect(isValidKrBrn('124-81-00997')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
  });

  it('writes numbers whose check digit or character is right, and any other last character is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 0, max: 9 }), (nine, other) => {
        const brn = formatKrBrn(nine);
        expect(isValidKrBrn(brn)).toBe(true);
        const changed = `${brn.slice(0, -1)}${other}`;
        expect(isValidKrBrn(changed)).toBe(changed === brn);
      }),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^(0[1-9]|[12]\d|3[0-7])$/),
        fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/),
        (state, pan) => {
          const gstin = gstinOf(state, pan);
          expect(isValidGstin(gstin)).toBe(true);
          expect(gstin[14]).toBe(gstinCheckCharacter(gstin.slice(0, 14)));
          const wrong = gstin[14] === '0' ? '1' : '0';
          expect(isValidGstin(`${gstin.slice(0, 14)}${wrong}`)).toBe(false);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  type CargoType,
  TARIFF_SIZE_TYPES,
  type TariffSurchargesParams,
  tariffSurchargesResponseSchema,
} from '@/features/prices/api/prices-contract';

import { EU_COUNTRIES, SURCHARGES } from '../../../mocks/prices/surcharge-catalogue';
import { searchSurchargeCodes, tariffSurcharges } from '../../../mocks/prices/tariff';
import { seaRoute } from '../../../mocks/schedule/data/geo';
import { PORTS } from '../../../mocks/schedule/data/ports';

function tariff(overrides: Partial<TariffSurchargesParams> = {}) {
  const answer = tariffSurcharges({
    originCode: 'KRPUS',
    destinationCode: 'NLRTM',
    cargoType: 'DRY',
    isoEquipmentCode: '45G1',
    applicationDate: '2026-11-21',
    ...overrides,
  });
  if (!answer) throw new Error('unknown port');
  return tariffSurchargesResponseSchema.parse(answer);
}

const codesOf = (overrides: Partial<TariffSurchargesParams> = {}) => tariff(overrides).surcharges.map((s) => s.code);
const surchargeOf = (code: string, overrides: Partial<TariffSurchargesParams> = {}) =>
  tariff(overrides).surcharges.find((surcharge) => surcharge.code === code);

describe('the surcharge catalogue', () => {
  it('holds about thirty distinct codes, each with a name and description', () => {
    const codes = SURCHARGES.map((surcharge) => surcharge.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(searchSurchargeCodes('')).toHaveLength(codes.length);
  });

  it('finds BAF by code in any case and bunker charges by a word of their name', () => {
    expect(searchSurchargeCodes('baf').map((entry) => entry.code)).toEqual(['BAF']);
    expect(searchSurchargeCodes('BA').map((entry) => entry.code)).toContain('BAF');
    expect(searchSurchargeCodes('bunker').map((entry) => entry.code)).toEqual(['BAF', 'BUC', 'EBS']);
    // Words of the description count too: the delivery and receiving charges include terminal handling.
    expect(searchSurchargeCodes('terminal handling').map((entry) => entry.code)).toEqual([
      'DDC',
      'DTHC',
      'ORC',
      'OTHC',
    ]);
    expect(searchSurchargeCodes('zzz')).toEqual([]);
  });
});

describe('the tariff surcharge search', () => {
  it("charges terminal handling and documentation at Busan in KRW (per 20' and 40', per B/L)", () => {
    expect(surchargeOf('OTHC', { isoEquipmentCode: '22G1' })?.amount).toEqual({ amount: 185_000, currency: 'KRW' });
    expect(surchargeOf('OTHC', { isoEquipmentCode: '42G1' })).toMatchObject({
      amount: { amount: 250_000, currency: 'KRW' },
      stage: 'ORIGIN',
      basis: 'PER_CONTAINER',
      paymentTermCode: 'PRE',
      chargedAtLocation: 'KRPUS',
    });
    expect(surchargeOf('DOC')).toMatchObject({ amount: { amount: 40_000, currency: 'KRW' }, basis: 'PER_BL' });
    expect(surchargeOf('DTHC')).toMatchObject({
      amount: { currency: 'EUR' },
      stage: 'DESTINATION',
      paymentTermCode: 'COL',
      chargedAtLocation: 'NLRTM',
    });
    expect(tariff()).toMatchObject({ originCurrency: 'KRW', destinationCurrency: 'EUR' });
    expect(
      tariff()
        .exchangeRates.map((rate) => rate.currency)
        .sort(),
    ).toEqual(['EUR', 'KRW']);
  });

  it('files ENS only into the EU, AMS only into the US, ACI only into Canada', () => {
    expect(codesOf()).toContain('ENS');
    expect(codesOf()).not.toContain('AMS');
    expect(codesOf({ destinationCode: 'USLAX' })).toEqual(expect.arrayContaining(['AMS']));
    expect(codesOf({ destinationCode: 'USLAX' })).not.toContain('ENS');
    expect(codesOf({ destinationCode: 'CAVAN' })).toContain('ACI');
    expect(codesOf({ destinationCode: 'CAVAN' })).not.toContain('AMS');
    // Direction matters: Europe to Korea files no ENS.
    expect(codesOf({ originCode: 'NLRTM', destinationCode: 'KRPUS' })).not.toContain('ENS');
  });

  it('charges RFS only on reefer cargo and DGS only on dangerous cargo', () => {
    expect(codesOf({ cargoType: 'REEFER', isoEquipmentCode: '45R1' })).toContain('RFS');
    expect(codesOf({ cargoType: 'REEFER', isoEquipmentCode: '45R1' })).not.toContain('DGS');
    expect(codesOf({ cargoType: 'DANGEROUS' })).toContain('DGS');
    expect(codesOf({ cargoType: 'DANGEROUS' })).not.toContain('RFS');
    expect(codesOf()).not.toEqual(expect.arrayContaining(['RFS']));
    expect(codesOf()).not.toContain('DGS');
  });

  it('charges the Suez surcharge through Suez and the Panama surcharge through Panama only', () => {
    expect(codesOf()).toContain('SCS');
    expect(codesOf()).not.toContain('PCS');
    expect(codesOf({ originCode: 'CNSHA', destinationCode: 'USNYC' })).toContain('PCS');
    expect(codesOf({ originCode: 'CNSHA', destinationCode: 'USNYC' })).not.toContain('SCS');
    expect(codesOf({ destinationCode: 'USLAX' })).not.toContain('SCS');
    expect(codesOf({ destinationCode: 'USLAX' })).not.toContain('PCS');
  });

  it('charges war risk on Red Sea and Gulf lanes only, and EU ETS on EU calls only', () => {
    expect(codesOf({ destinationCode: 'SAJED' })).toContain('WRS');
    expect(codesOf({ destinationCode: 'AEJEA' })).toContain('WRS');
    expect(codesOf({ destinationCode: 'USLAX' })).not.toContain('WRS');
    expect(codesOf()).toContain('ETS');
    expect(codesOf({ destinationCode: 'USLAX' })).not.toContain('ETS');
  });

  it('uses bunker charges by trade: BAF on long hauls, BUC within a region', () => {
    expect(codesOf()).toContain('BAF');
    expect(codesOf()).not.toContain('BUC');
    expect(codesOf({ destinationCode: 'CNSHA' })).toContain('BUC');
    expect(codesOf({ destinationCode: 'CNSHA' })).not.toContain('BAF');
  });

  it('lists a surcharge only within its validity dates', () => {
    expect(codesOf({ applicationDate: '2026-11-30' })).not.toContain('GRI');
    expect(surchargeOf('GRI', { applicationDate: '2026-12-01' })).toMatchObject({
      effectiveFrom: '2026-12-01',
      effectiveTo: '2026-12-31',
    });
    expect(surchargeOf('BAF', { applicationDate: '2027-02-10' })).toMatchObject({
      effectiveFrom: '2027-01-01',
      effectiveTo: '2027-03-31',
    });
    expect(surchargeOf('OTHC')?.effectiveTo).toBeUndefined();
  });

  it('applies the country, cargo and canal rules to any pair of ports', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PORTS),
        fc.constantFrom(...PORTS),
        fc.constantFrom<CargoType>('DRY', 'REEFER', 'DANGEROUS'),
        fc.constantFrom(...TARIFF_SIZE_TYPES),
        (origin, destination, cargoType, isoEquipmentCode) => {
          fc.pre(origin.locationCode !== destination.locationCode);
          const codes = codesOf({
            originCode: origin.locationCode,
            destinationCode: destination.locationCode,
            cargoType,
            isoEquipmentCode,
          });
          const via = seaRoute(origin.locationCode, destination.locationCode).via;
          expect(codes.includes('ENS')).toBe(
            EU_COUNTRIES.has(destination.countryCode) || ['NO', 'CH'].includes(destination.countryCode),
          );
          expect(codes.includes('AMS')).toBe(destination.countryCode === 'US');
          expect(codes.includes('ACI')).toBe(destination.countryCode === 'CA');
          expect(codes.includes('RFS')).toBe(cargoType === 'REEFER');
          expect(codes.includes('DGS')).toBe(cargoType === 'DANGEROUS');
          expect(codes.includes('SCS')).toBe(via.includes('SUEZ_N'));
          expect(codes.includes('PCS')).toBe(via.includes('PANAMA_N'));
          expect(codes.includes('BAF')).not.toBe(codes.includes('BUC'));
          expect(codes.includes('OTHC')).toBe(true);
          expect(codes.includes('DTHC')).not.toBe(codes.includes('DDC'));
        },
      ),
      { numRuns: 300 },
    );
  });
});

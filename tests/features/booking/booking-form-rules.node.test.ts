import { describe, expect, it } from 'vitest';

import { encodeIssues } from '@/components/ui/field-issue';
import { createBookingSchema } from '@/domain/booking/booking-contract';
import { emptyEquipment } from '@/features/booking/utils/booking-form-values';

import { company, sailing, TODAY, validate, validValues } from './booking-form-harness';

describe('booking request rules at the field (the contract schema)', () => {
  it('turns valid values into a CreateBooking the contract accepts', () => {
    const { request, issues } = validate(validValues());
    expect(issues).toEqual({});
    expect(createBookingSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      bookingChannelReference: 'WEB',
      vessel: { name: 'ONE HARMONY', vesselIMONumber: '9806079' },
      carrierExportVoyageNumber: '021E',
      shipmentLocations: [
        { locationTypeCode: 'POL', location: { UNLocationCode: 'KRPUS' } },
        { locationTypeCode: 'POD', location: { UNLocationCode: 'NLRTM' } },
      ],
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: 2, cargoGrossWeight: { value: 18500, unit: 'KGM' } }],
      documentParties: {
        bookingAgent: { partyName: company.companyName },
        shipper: { partyName: company.companyName },
      },
    });
  });

  it.each([
    ['0', 'units-range'],
    ['', 'required'],
    ['1000', 'units-range'],
  ])('quantity %j -> %s', (units, code) => {
    expect(validate(validValues({}, { units })).issues['requestedEquipments.0.units']).toBe(code);
  });

  it('accepts quantities 1 and 999', () => {
    expect(validate(validValues({}, { units: '1' })).issues).toEqual({});
    expect(validate(validValues({}, { units: '999' })).issues).toEqual({});
  });

  it('weight must be more than 0 and within the size-type payload, in kg or lb', () => {
    const weight = (value: string, unit: 'KGM' | 'LBR' = 'KGM') =>
      validate(validValues({}, { cargoGrossWeight: { value, unit } })).issues[
        'requestedEquipments.0.cargoGrossWeight.value'
      ];
    expect(weight('0')).toBe('positive');
    expect(weight('28600')).toBeUndefined();
    expect(weight('40000')).toBe('payload');
    // 70,000 lb is about 31,751 kg: over a 40' high cube's payload.
    expect(weight('70000', 'LBR')).toBe('payload');
    expect(weight('60000', 'LBR')).toBeUndefined();
  });

  it.each([
    ['12345', 'hs-code'],
    ['12345678901', 'hs-code'],
    ['8528AB', 'hs-code'],
    ['852852', undefined],
    ['8528521000', undefined],
  ])('HS code %j -> %s', (hsCode, code) => {
    expect(validate(validValues({}, { hsCode })).issues['requestedEquipments.0.hsCode']).toBe(code);
  });

  it.each([
    ['0003', 'un-number'],
    ['3551', 'un-number'],
    ['123', 'un-number'],
    ['', 'required'],
    ['0004', undefined],
    ['3550', undefined],
  ])('UN number %j -> %s', (UNNumber, code) => {
    const line = emptyEquipment('22G1');
    const values = validValues(
      {},
      {
        ...line,
        units: '1',
        cargoGrossWeight: { value: '10000', unit: 'KGM' },
        commodityType: 'Paint',
        hsCode: '320890',
        dangerous: true,
        dangerousGoods: { ...line.dangerousGoods, UNNumber, imoClass: '3', properShippingName: 'PAINT' },
      },
    );
    expect(validate(values).issues['requestedEquipments.0.dangerousGoods.UNNumber']).toBe(code);
  });

  it.each([
    ['-35', 'CEL', undefined],
    ['30', 'CEL', undefined],
    ['-35.5', 'CEL', 'reefer-range'],
    ['31', 'CEL', 'reefer-range'],
    ['-31', 'FAH', undefined],
    ['86', 'FAH', undefined],
    ['87', 'FAH', 'reefer-range'],
    ['-32', 'FAH', 'reefer-range'],
  ] as const)('reefer set point %s %s -> %s', (temperatureSetpoint, temperatureUnit, code) => {
    const line = emptyEquipment('45R1');
    const values = validValues(
      {},
      {
        ...line,
        units: '1',
        cargoGrossWeight: { value: '20000', unit: 'KGM' },
        commodityType: 'Frozen fish',
        hsCode: '030389',
        reefer: true,
        activeReeferSettings: { ...line.activeReeferSettings, temperatureSetpoint, temperatureUnit },
      },
    );
    expect(validate(values).issues['requestedEquipments.0.activeReeferSettings.temperatureSetpoint']).toBe(code);
  });

  it('refuses a sailing whose port cut-off has passed and asks for a sailing or "no preference"', () => {
    expect(validate(validValues({ sailing: sailing('2026-11-23 11:59:00') })).issues.sailing).toBe('cut-off-passed');
    expect(validate(validValues({ sailing: sailing('2026-11-23 12:01:00') })).issues.sailing).toBeUndefined();
    expect(validate(validValues({ sailing: null })).issues.sailing).toBe('sailing-required');
    const noPreference = validate(validValues({ sailing: 'none' }));
    expect(noPreference.issues).toEqual({});
    expect(noPreference.request).toMatchObject({ expectedDepartureDate: '2026-11-27' });
  });

  it('keeps the cargo-ready date between today and the end of the date range (10 years on)', () => {
    const date = (cargoReadyDate: string) => validate(validValues({ cargoReadyDate })).issues.cargoReadyDate;
    expect(date('2026-11-22')).toBe('date-range');
    expect(date(TODAY)).toBeUndefined();
    expect(date('2036-12-31')).toBeUndefined();
    expect(date('2037-01-01')).toBe('date-range');
    expect(date('2026-13-01')).toBe('date-format');
  });

  it('needs a contract or quotation number and US/CA export information on a US route', () => {
    expect(validate(validValues({ serviceContractReference: '' })).issues.serviceContractReference).toBe(
      'contract-required',
    );
    const toUs = validValues({ destination: { code: 'USLAX', name: 'Los Angeles' }, sailing: 'none' });
    expect(validate(toUs).issues['exportInfo.typeCode']).toBe('required');
    const filed = validate({ ...toUs, exportInfo: { typeCode: 'ITN', reference: 'X20261121000123' } });
    expect(filed.issues).toEqual({});
    expect(filed.request).toMatchObject({
      isExportDeclarationRequired: true,
      exportDeclarationReference: 'ITN X20261121000123',
    });
  });
});

describe('one message, on the field to fix', () => {
  it('a quantity of 0 is reported on the quantity only, not on the weight', () => {
    const { issues } = validate(validValues({}, { units: '0' }));
    expect(issues).toEqual({ 'requestedEquipments.0.units': 'units-range' });
  });
});

describe('a text over its limit', () => {
  it('says the limit ("At most 550 characters"), not only that it is too long', () => {
    const { issues } = validate(validValues({}, { commodityType: 'LCD monitors '.repeat(50) }));
    expect(issues).toEqual({
      'requestedEquipments.0.commodityType': encodeIssues([{ key: 'too-long-max', values: { max: 550 } }]),
    });
  });
});

describe('a missing destination', () => {
  it('is reported on the destination only, not as a shipment-location count on the origin', () => {
    const { issues } = validate(validValues({ destination: null, sailing: 'none' }));
    expect(issues).toEqual({ destination: 'required' });
  });
});

import { describe, expect, it } from 'vitest';

import { temperatureInCelsius, weightInKg } from '@/domain/booking/booking-codes-contract';
import { cancelBookingSchema, createBookingSchema } from '@/domain/booking/booking-contract';
import { bookingListParamsSchema } from '@/domain/booking/booking-list-contract';

import {
  createBookingRequest,
  createDangerousGoods,
  createDangerousGoodsEquipment,
  createReeferEquipment,
  createRequestedEquipment,
} from '../../../mocks/booking/factories';

/** The dotted paths of the issues `createBookingSchema` finds in `request`. */
function issuePaths(request: unknown): string[] {
  const parsed = createBookingSchema.safeParse(request);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
}

describe('booking contract rules (the form and the mock share them)', () => {
  it('accepts the factories’ requests', () => {
    expect(issuePaths(createBookingRequest())).toEqual([]);
    expect(issuePaths(createBookingRequest({ requestedEquipments: [createReeferEquipment()] }))).toEqual([]);
    expect(issuePaths(createBookingRequest({ requestedEquipments: [createDangerousGoodsEquipment()] }))).toEqual([]);
  });

  it('takes 1 to 999 whole containers per line', () => {
    for (const [units, valid] of [
      [0, false],
      [1, true],
      [999, true],
      [1000, false],
      [2.5, false],
    ] as const) {
      const request = createBookingRequest({ requestedEquipments: [createRequestedEquipment({ units })] });
      expect(issuePaths(request), String(units)).toEqual(valid ? [] : ['requestedEquipments.0.units']);
    }
  });

  it("limits the weight per container to the size-type's payload, in kg or lb", () => {
    const over = createRequestedEquipment({
      ISOEquipmentCode: '22G1',
      cargoGrossWeight: { value: 28_500, unit: 'KGM' },
    });
    expect(issuePaths(createBookingRequest({ requestedEquipments: [over] }))).toEqual([
      'requestedEquipments.0.cargoGrossWeight.value',
    ]);
    const pounds = createRequestedEquipment({
      ISOEquipmentCode: '22G1',
      cargoGrossWeight: { value: 50_000, unit: 'LBR' },
    });
    expect(issuePaths(createBookingRequest({ requestedEquipments: [pounds] }))).toEqual([]);
    expect(weightInKg({ value: 50_000, unit: 'LBR' })).toBeCloseTo(22_679.6, 1);
    const zero = createRequestedEquipment({ cargoGrossWeight: { value: 0, unit: 'KGM' } });
    expect(issuePaths(createBookingRequest({ requestedEquipments: [zero] }))).toEqual([
      'requestedEquipments.0.cargoGrossWeight.value',
    ]);
  });

  it('wants HS codes of 6 to 10 digits and UN numbers 0004-3550', () => {
    const hs = (code: string) =>
      issuePaths(
        createBookingRequest({
          requestedEquipments: [
            createRequestedEquipment({ commodities: [{ commodityType: 'Tyres', HSCodes: [code] }] }),
          ],
        }),
      );
    expect(hs('401120')).toEqual([]);
    expect(hs('4011201000')).toEqual([]);
    expect(hs('40112')).toEqual(['requestedEquipments.0.commodities.0.HSCodes.0']);
    expect(hs('40112010001')).toEqual(['requestedEquipments.0.commodities.0.HSCodes.0']);
    const un = (UNNumber: string) =>
      issuePaths(
        createBookingRequest({
          requestedEquipments: [createDangerousGoodsEquipment(createDangerousGoods({ UNNumber }))],
        }),
      );
    const path = 'requestedEquipments.0.commodities.0.outerPackaging.dangerousGoods.0.UNNumber';
    expect(un('0004')).toEqual([]);
    expect(un('3550')).toEqual([]);
    expect(un('0003')).toEqual([path]);
    expect(un('3551')).toEqual([path]);
  });

  it('keeps a reefer set point within -35..+30 °C, also given in °F', () => {
    const reefer = (temperatureSetpoint: number, temperatureUnit: 'CEL' | 'FAH') =>
      issuePaths(
        createBookingRequest({
          requestedEquipments: [
            createReeferEquipment({ activeReeferSettings: { temperatureSetpoint, temperatureUnit } }),
          ],
        }),
      );
    const path = 'requestedEquipments.0.activeReeferSettings.temperatureSetpoint';
    expect(reefer(-35, 'CEL')).toEqual([]);
    expect(reefer(30, 'CEL')).toEqual([]);
    expect(reefer(-35.5, 'CEL')).toEqual([path]);
    expect(reefer(-31, 'FAH')).toEqual([]);
    expect(reefer(86, 'FAH')).toEqual([]);
    expect(reefer(87, 'FAH')).toEqual([path]);
    expect(temperatureInCelsius(-4, 'FAH')).toBeCloseTo(-20, 5);
  });

  it('needs a contract or quotation, a sailing or a date, and POL and POD', () => {
    expect(
      issuePaths(createBookingRequest({ serviceContractReference: undefined, contractQuotationReference: undefined })),
    ).toEqual(['serviceContractReference']);
    expect(issuePaths(createBookingRequest({ expectedDepartureDate: undefined }))).toEqual(['expectedDepartureDate']);
    expect(
      issuePaths(
        createBookingRequest({
          expectedDepartureDate: undefined,
          vessel: { name: 'ONE HAMBURG' },
          carrierExportVoyageNumber: '021W',
        }),
      ),
    ).toEqual([]);
    expect(
      issuePaths(
        createBookingRequest({
          shipmentLocations: [
            { location: { UNLocationCode: 'KRPUS' }, locationTypeCode: 'POL' },
            { location: { UNLocationCode: 'NLRTM' }, locationTypeCode: 'PDE' },
          ],
        }),
      ),
    ).toEqual(['shipmentLocations']);
  });

  it('cancels with a reason in one of the three DCSA forms', () => {
    expect(cancelBookingSchema.safeParse({ bookingStatus: 'CANCELLED', reason: 'Order withdrawn.' }).success).toBe(
      true,
    );
    expect(cancelBookingSchema.safeParse({ bookingStatus: 'CANCELLED' }).success).toBe(false);
    expect(cancelBookingSchema.safeParse({ bookingStatus: 'CONFIRMED', reason: 'x' }).success).toBe(false);
  });

  it('reads list parameters with the defaults of docs/requirements.md §9', () => {
    expect(bookingListParamsSchema.parse({})).toEqual({ sort: '-createdDateTime', page: 1, pageSize: 10 });
    expect(bookingListParamsSchema.parse({ page: '3', pageSize: '50' })).toMatchObject({ page: 3, pageSize: 50 });
    expect(bookingListParamsSchema.safeParse({ pageSize: '25' }).success).toBe(false);
    expect(bookingListParamsSchema.safeParse({ sort: '-arrivalDateTime' }).success).toBe(true);
    expect(bookingListParamsSchema.safeParse({ sort: 'vesselName' }).success).toBe(false);
  });
});

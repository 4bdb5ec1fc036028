import { describe, expect, it } from 'vitest';

import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import {
  EMPTY_DETAILS,
  type QuickBookingDetails,
} from '@/features/booking/components/quick-booking/quick-booking-draft';
import {
  buildQuickBookingRequest,
  detailsFieldOf,
  maxWeightIn,
  quickBookingDetailsFormSchema,
} from '@/features/booking/components/quick-booking/quick-booking-request';

const SAILING: QuickBookingSailing = {
  key: 'K1',
  porCode: 'KRSEL',
  porName: 'Seoul',
  polCode: 'KRPUS',
  polName: 'Busan',
  podCode: 'NLRTM',
  podName: 'Rotterdam',
  delCode: 'DEDUI',
  delName: 'Duisburg',
  receiptType: 'SD',
  deliveryType: 'CY',
  departureDate: '2026-12-03 18:00:00',
  arrivalDate: '2027-01-08 06:00:00',
  vesselName: 'ONE HARMONY',
  vesselIMONumber: '9806079',
  voyageNumber: '021W',
  serviceCode: 'FE4',
};

const DETAILS: QuickBookingDetails = {
  ...EMPTY_DETAILS,
  units: '2',
  commodity: ' Mobile phones ',
  hsCode: '851712',
  weight: '12000,5',
  contractNumber: 'SC-1',
};

const issuesOf = (details: QuickBookingDetails): Record<string, string> => {
  const result = quickBookingDetailsFormSchema.safeParse(details);
  if (result.success) return {};
  const entries = result.error.issues.map((issue): [string, string] => [String(issue.path[0]), issue.message]);
  return Object.fromEntries(entries);
};

describe('quick booking details rules (the contract at the field)', () => {
  it('accepts the minimum details', () => {
    expect(issuesOf(DETAILS)).toEqual({});
  });

  it('names each broken rule on its field', () => {
    expect(
      issuesOf({ ...DETAILS, units: '1000', hsCode: '8517', weight: '0', commodity: ' ', contractNumber: '' }),
    ).toEqual({
      units: 'units-range',
      hsCode: 'hs-code',
      weight: 'weight-positive',
      commodity: 'required',
      contractNumber: 'required',
    });
    expect(issuesOf({ ...DETAILS, units: '1.5' })).toEqual({ units: 'units-range' });
    expect(issuesOf({ ...DETAILS, contractKind: 'quotation', contractNumber: 'Q'.repeat(36) })).toEqual({
      contractNumber: 'too-long',
    });
  });

  it("limits the weight per container to the size-type's payload, in kg or lb", () => {
    const max = maxWeightIn('22G1', 'KGM');
    expect(issuesOf({ ...DETAILS, sizeType: '22G1', weight: String(max) })).toEqual({});
    expect(issuesOf({ ...DETAILS, sizeType: '22G1', weight: String(max + 1) })).toEqual({ weight: 'weight-max' });
    const maxLb = maxWeightIn('22G1', 'LBR');
    expect(maxLb).toBe(Math.floor(max / 0.45359237));
    expect(issuesOf({ ...DETAILS, sizeType: '22G1', weightUnit: 'LBR', weight: String(maxLb) })).toEqual({});
    expect(issuesOf({ ...DETAILS, sizeType: '22G1', weightUnit: 'LBR', weight: String(maxLb + 2) })).toEqual({
      weight: 'weight-max',
    });
  });
});

describe('buildQuickBookingRequest', () => {
  it('books the chosen sailing on the WEB channel with the user company as booking agent and shipper', () => {
    const request = buildQuickBookingRequest(DETAILS, SAILING, { companyName: 'Hanil Electronics Co., Ltd.' });
    expect(request).toMatchObject({
      bookingChannelReference: 'WEB',
      receiptTypeAtOrigin: 'SD',
      deliveryTypeAtDestination: 'CY',
      serviceContractReference: 'SC-1',
      freightPaymentTermCode: 'PRE',
      vessel: { name: 'ONE HARMONY', vesselIMONumber: '9806079' },
      carrierExportVoyageNumber: '021W',
      carrierServiceCode: 'FE4',
      expectedDepartureDate: '2026-12-03',
      documentParties: {
        bookingAgent: { partyName: 'Hanil Electronics Co., Ltd.' },
        shipper: { partyName: 'Hanil Electronics Co., Ltd.' },
      },
      requestedEquipments: [
        {
          ISOEquipmentCode: '45G1',
          units: 2,
          isShipperOwned: false,
          cargoGrossWeight: { value: 12000.5, unit: 'KGM' },
          commodities: [{ commodityType: 'Mobile phones', HSCodes: ['851712'] }],
        },
      ],
    });
    expect(request.contractQuotationReference).toBeUndefined();
    // Door at origin: the place of receipt is sent; CY at destination: no place of delivery.
    expect(request.shipmentLocations.map((location) => location.locationTypeCode)).toEqual(['PRE', 'POL', 'POD']);
  });

  it('sends a quotation number as contractQuotationReference', () => {
    const request = buildQuickBookingRequest(
      { ...DETAILS, contractKind: 'quotation', contractNumber: 'Q-77' },
      { ...SAILING, receiptType: 'CY', deliveryType: 'SD' },
      { companyName: 'Hansa Spedition GmbH' },
    );
    expect(request.contractQuotationReference).toBe('Q-77');
    expect(request.serviceContractReference).toBeUndefined();
    expect(request.shipmentLocations.map((location) => location.locationTypeCode)).toEqual(['POL', 'POD', 'PDE']);
  });

  it('places server field errors of the request on the details fields', () => {
    expect(detailsFieldOf('requestedEquipments.0.units')).toBe('units');
    expect(detailsFieldOf('requestedEquipments.0.cargoGrossWeight.value')).toBe('weight');
    expect(detailsFieldOf('requestedEquipments.0.commodities.0.HSCodes.0')).toBe('hsCode');
    expect(detailsFieldOf('contractQuotationReference')).toBe('contractNumber');
    expect(detailsFieldOf('documentParties.shipper.partyName')).toBeNull();
  });
});

describe('quick booking door terms', () => {
  const DOOR_DETAILS: QuickBookingDetails = {
    ...DETAILS,
    receiptType: 'SD',
    deliveryType: 'SD',
    pickupAddress: { street: ' Teheran-ro 152 ', postCode: '06236', city: 'Seoul', countryCode: 'KR' },
    deliveryAddress: { street: 'Hafenstr. 1', postCode: '', city: 'Duisburg', countryCode: 'DE' },
  };
  const pathsOf = (details: QuickBookingDetails): Record<string, string> => {
    const result = quickBookingDetailsFormSchema.safeParse(details);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('asks for the street, city and country of each Door end', () => {
    expect(pathsOf(DOOR_DETAILS)).toEqual({});
    const empty = { street: '', postCode: '', city: '', countryCode: '' };
    expect(
      pathsOf({ ...DOOR_DETAILS, pickupAddress: empty, deliveryAddress: { ...empty, countryCode: 'Germany' } }),
    ).toEqual({
      'pickupAddress.street': 'required',
      'pickupAddress.city': 'required',
      'pickupAddress.countryCode': 'required',
      'deliveryAddress.street': 'required',
      'deliveryAddress.city': 'required',
      'deliveryAddress.countryCode': 'country-code',
    });
    // A CY end asks for nothing.
    expect(pathsOf({ ...DOOR_DETAILS, receiptType: 'CY', deliveryType: 'CY', pickupAddress: empty })).toEqual({});
  });

  it("sends the terms chosen and each Door end's address on its place of receipt or delivery", () => {
    const request = buildQuickBookingRequest(
      DOOR_DETAILS,
      { ...SAILING, receiptType: 'CY', deliveryType: 'CY' },
      {
        companyName: 'Hanil Electronics Co., Ltd.',
      },
    );
    expect(request.receiptTypeAtOrigin).toBe('SD');
    expect(request.deliveryTypeAtDestination).toBe('SD');
    expect(request.shipmentLocations).toEqual([
      {
        locationTypeCode: 'PRE',
        location: {
          UNLocationCode: 'KRSEL',
          locationName: 'Seoul',
          address: { street: 'Teheran-ro 152', postCode: '06236', city: 'Seoul', countryCode: 'KR' },
        },
      },
      { locationTypeCode: 'POL', location: { UNLocationCode: 'KRPUS', locationName: 'Busan' } },
      { locationTypeCode: 'POD', location: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' } },
      {
        locationTypeCode: 'PDE',
        location: {
          UNLocationCode: 'DEDUI',
          locationName: 'Duisburg',
          address: { street: 'Hafenstr. 1', city: 'Duisburg', countryCode: 'DE' },
        },
      },
    ]);
    // CY chosen on a Door sailing: CY is sent, and no place of receipt.
    const cy = buildQuickBookingRequest({ ...DOOR_DETAILS, receiptType: 'CY' }, SAILING, { companyName: 'Hanil' });
    expect(cy.receiptTypeAtOrigin).toBe('CY');
    expect(cy.shipmentLocations.map((location) => location.locationTypeCode)).toEqual(['POL', 'POD', 'PDE']);
  });

  it("places the carrier's refusal of a door address on that address", () => {
    const request = buildQuickBookingRequest(DOOR_DETAILS, SAILING, { companyName: 'Hanil' });
    expect(detailsFieldOf('shipmentLocations.0.location.address', request)).toBe('pickupAddress.street');
    expect(detailsFieldOf('shipmentLocations.3.location.address.city', request)).toBe('deliveryAddress.city');
    expect(detailsFieldOf('receiptTypeAtOrigin', request)).toBe('receiptType');
  });
});

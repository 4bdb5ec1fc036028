import { describe, expect, it } from 'vitest';

import { doorAddressIssues } from '@/domain/booking/booking-door-contract';
import type { ShipmentLocation } from '@/domain/booking/booking-party-contract';

// DCSA Booking 2.0.5: a Door end names its place (PRE / PDE) with the street address the carrier's truck goes to.
const SEOUL: ShipmentLocation = {
  location: { UNLocationCode: 'KRSEL', locationName: 'Seoul' },
  locationTypeCode: 'PRE',
};
const BUSAN: ShipmentLocation = { location: { UNLocationCode: 'KRPUS' }, locationTypeCode: 'POL' };
const ROTTERDAM: ShipmentLocation = { location: { UNLocationCode: 'NLRTM' }, locationTypeCode: 'POD' };
const DUISBURG: ShipmentLocation = { location: { UNLocationCode: 'DEDUI' }, locationTypeCode: 'PDE' };
const withAddress = (place: ShipmentLocation, street: string, city: string, countryCode: string): ShipmentLocation => ({
  ...place,
  location: { ...place.location, address: { street, city, countryCode } },
});

describe('doorAddressIssues', () => {
  it('asks nothing of CY terms', () => {
    expect(
      doorAddressIssues({
        receiptTypeAtOrigin: 'CY',
        deliveryTypeAtDestination: 'CY',
        shipmentLocations: [BUSAN, ROTTERDAM],
      }),
    ).toEqual([]);
  });

  it('names a Door end without its place at the term', () => {
    const issues = doorAddressIssues({
      receiptTypeAtOrigin: 'SD',
      deliveryTypeAtDestination: 'CY',
      shipmentLocations: [BUSAN, ROTTERDAM],
    });
    expect(issues.map((issue) => issue.path)).toEqual([['receiptTypeAtOrigin']]);
  });

  it("names a Door place without its street address at the place's address", () => {
    const issues = doorAddressIssues({
      receiptTypeAtOrigin: 'SD',
      deliveryTypeAtDestination: 'SD',
      shipmentLocations: [SEOUL, BUSAN, ROTTERDAM, withAddress(DUISBURG, 'Hafenstr. 1', 'Duisburg', 'DE')],
    });
    expect(issues.map((issue) => issue.path)).toEqual([['shipmentLocations', 0, 'location', 'address']]);
    expect(issues[0]?.message).toMatch(/street address/);
  });

  it('accepts Door places with their addresses', () => {
    expect(
      doorAddressIssues({
        receiptTypeAtOrigin: 'SD',
        deliveryTypeAtDestination: 'SD',
        shipmentLocations: [
          withAddress(SEOUL, 'Teheran-ro 152', 'Seoul', 'KR'),
          BUSAN,
          ROTTERDAM,
          withAddress(DUISBURG, 'Hafenstr. 1', 'Duisburg', 'DE'),
        ],
      }),
    ).toEqual([]);
  });
});

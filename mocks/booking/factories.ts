import {
  type DangerousGoods,
  NO_DG_PROVISIONS,
  type RequestedEquipment,
} from '@/domain/booking/booking-cargo-contract';
import type { CancelBooking, CreateBooking } from '@/domain/booking/booking-contract';
import type { Party } from '@/domain/booking/booking-party-contract';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';

/**
 * Data factories of the booking contract, shared by unit tests, the mock's seed and e2e (CONVENTIONS.md): valid
 * objects with sensible defaults, any field overridable. The default request is the demo shipper's journey: Hanil
 * Electronics books 2 x 40' HC of electronic components from Busan to Rotterdam, CY/CY, prepaid, no preferred sailing,
 * cargo ready 2026-12-01.
 */

/** A party; default the shipper demo account's company, Hanil Electronics in Busan. */
export function createParty(overrides: Partial<Party> = {}): Party {
  return {
    partyName: 'Hanil Electronics Co., Ltd.',
    address: { street: 'Jungang-daero', streetNumber: '79', postCode: '48939', city: 'Busan', countryCode: 'KR' },
    partyContactDetails: [{ name: 'Min-jun Kim', email: 'minjun.kim@hanil-elec.co.kr', phone: '+82 51 740 2315' }],
    ...overrides,
  };
}

/** An equipment line; default 2 x 45G1 (40' high cube) of electronic components, 12,000 kg per container. */
export function createRequestedEquipment(overrides: Partial<RequestedEquipment> = {}): RequestedEquipment {
  return {
    ISOEquipmentCode: '45G1',
    units: 2,
    isShipperOwned: false,
    cargoGrossWeight: { value: 12_000, unit: 'KGM' },
    commodities: [
      {
        commodityType: 'Electronic integrated circuits',
        HSCodes: ['854231'],
        cargoGrossWeight: { value: 24_000, unit: 'KGM' },
        outerPackaging: { packageCode: 'CT', numberOfPackages: 640, description: 'Cartons on pallets' },
      },
    ],
    ...overrides,
  };
}

/**
 * A reefer line: 1 x 45R1 (40' high cube reefer) of frozen fish at -20 °C with the vents closed, 20,000 kg per
 * container.
 */
export function createReeferEquipment(overrides: Partial<RequestedEquipment> = {}): RequestedEquipment {
  return createRequestedEquipment({
    ISOEquipmentCode: '45R1',
    units: 1,
    cargoGrossWeight: { value: 20_000, unit: 'KGM' },
    activeReeferSettings: { temperatureSetpoint: -20, temperatureUnit: 'CEL', isVentilationOpen: false },
    commodities: [{ commodityType: 'Frozen fish fillets', HSCodes: ['030489'] }],
    ...overrides,
  });
}

/**
 * Dangerous goods; default UN 1263 paint, class 3, packing group III, with a 24-hour emergency contact (pass
 * `emergencyContactDetails: undefined` for one without: the booking then ends in PENDING_UPDATE).
 */
export function createDangerousGoods(overrides: Partial<DangerousGoods> = {}): DangerousGoods {
  const goods: DangerousGoods = {
    UNNumber: '1263',
    properShippingName: 'PAINT',
    imoClass: '3',
    packingGroup: 3,
    EMSNumber: 'F-E,S-E',
    ...NO_DG_PROVISIONS,
    emergencyContactDetails: { contact: 'Hanil Emergency Desk', phone: '+82 51 740 9000', provider: 'CHEMTREC' },
    grossWeight: { value: 8_000, unit: 'KGM' },
    ...overrides,
  };
  // An override of undefined means "none": drop the key, as a form leaving the section empty would.
  if ('emergencyContactDetails' in overrides && overrides.emergencyContactDetails === undefined) {
    delete goods.emergencyContactDetails;
  }
  return goods;
}

/** A 20' dry line of `goods` (one commodity, packed in drums). */
export function createDangerousGoodsEquipment(goods: DangerousGoods = createDangerousGoods()): RequestedEquipment {
  return createRequestedEquipment({
    ISOEquipmentCode: '22G1',
    units: 1,
    cargoGrossWeight: { value: 8_000, unit: 'KGM' },
    commodities: [
      {
        commodityType: goods.properShippingName,
        HSCodes: ['320890'],
        outerPackaging: {
          packageCode: '1A',
          numberOfPackages: 40,
          description: 'Steel drums',
          dangerousGoods: [goods],
        },
      },
    ],
  });
}

/** A booking request (DCSA CreateBooking); see the module comment for the defaults. */
export function createBookingRequest(overrides: Partial<CreateBooking> = {}): CreateBooking {
  return {
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    serviceContractReference: 'SC-KR-2026-0142',
    freightPaymentTermCode: 'PRE',
    expectedDepartureDate: '2026-12-01',
    expectedDepartureFromPlaceOfReceiptDate: '2026-12-01',
    bookingChannelReference: 'WEB',
    isEquipmentSubstitutionAllowed: false,
    references: [{ type: 'CR', value: 'PO-4500231877' }],
    documentParties: {
      bookingAgent: createParty(),
      shipper: createParty(),
      consignee: createParty({
        partyName: 'Lindqvist Consumer Electronics B.V.',
        address: {
          street: 'Waalhaven Zuidzijde',
          streetNumber: '21',
          postCode: '3089 JH',
          city: 'Rotterdam',
          countryCode: 'NL',
        },
        partyContactDetails: [{ name: 'Eva Lindqvist', email: 'e.lindqvist@lindqvist-ce.nl' }],
      }),
    },
    shipmentLocations: [
      { location: { UNLocationCode: 'KRPUS', locationName: 'Busan' }, locationTypeCode: 'POL' },
      { location: { UNLocationCode: 'NLRTM', locationName: 'Rotterdam' }, locationTypeCode: 'POD' },
    ],
    requestedEquipments: [createRequestedEquipment()],
    ...overrides,
  };
}

/**
 * A booking request on a sailing of the schedule (a route of GET v1/schedule/point-to-point): its vessel, voyage and
 * service, POL and POD, the terms (SD adds PRE/PDE with a street address) and its departure date as the expected departure date.
 */
export function createBookingRequestForRoute(
  route: PointToPointRoute,
  overrides: Partial<CreateBooking> = {},
): CreateBooking {
  const leg = route.sailInfo.find((info) => info.modeOfTransport === 'VESSEL');
  const place = (code: string, name: string) => ({ UNLocationCode: code, locationName: name });
  // A Door end names the street address of the pick-up or delivery (domain/booking/booking-door-contract.ts).
  const door = (location: PointToPointRoute['por']) => ({
    ...place(location.locationCode, location.locationName),
    address: {
      street: 'Logistics Park 1',
      city: location.locationName.slice(0, 35),
      countryCode: location.countryCode,
    },
  });
  const departureDate = (leg?.departureDate ?? route.departureDate).slice(0, 10);
  return createBookingRequest({
    receiptTypeAtOrigin: route.receiptTypeAtOrigin,
    deliveryTypeAtDestination: route.deliveryTypeAtDestination,
    ...(leg?.vesselName
      ? {
          vessel: { name: leg.vesselName, ...(leg.vesselIMONumber ? { vesselIMONumber: leg.vesselIMONumber } : {}) },
        }
      : {}),
    ...(leg?.voyageNumber ? { carrierExportVoyageNumber: leg.voyageNumber } : {}),
    ...(leg?.serviceCode ? { carrierServiceCode: leg.serviceCode } : {}),
    expectedDepartureDate: departureDate,
    expectedDepartureFromPlaceOfReceiptDate: route.departureDate.slice(0, 10),
    shipmentLocations: [
      ...(route.receiptTypeAtOrigin === 'SD' ? [{ location: door(route.por), locationTypeCode: 'PRE' as const }] : []),
      { location: place(route.pol.locationCode, route.pol.locationName), locationTypeCode: 'POL' },
      { location: place(route.pod.locationCode, route.pod.locationName), locationTypeCode: 'POD' },
      ...(route.deliveryTypeAtDestination === 'SD'
        ? [{ location: door(route.del), locationTypeCode: 'PDE' as const }]
        : []),
    ],
    ...overrides,
  });
}

/** A cancellation (DCSA CancelBookingRequest); default a request cancelled before confirmation. */
export function createCancelBooking(
  kind: 'request' | 'confirmed' | 'amendment' = 'request',
  reason = 'The consignee postponed the order.',
): CancelBooking {
  if (kind === 'confirmed') return { bookingCancellationStatus: 'CANCELLATION_RECEIVED', reason };
  if (kind === 'amendment') return { amendedBookingStatus: 'AMENDMENT_CANCELLED', reason };
  return { bookingStatus: 'CANCELLED', reason };
}

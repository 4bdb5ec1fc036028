import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';

/*
 * Factories of SI requests for tests and seeds of the mock documentation backend: a complete, valid
 * CreateShippingInstructions (DCSA eBL 3.0.4) with two containers; tests change one field to see one check fail.
 */

/** A valid ISO 6346 container number (the standard's own example). */
export const CONTAINER_A = 'CSQU3054383';
/** A second valid container number in ONE's ONEU series (ISO 6346 check digit 6). */
export const CONTAINER_B = 'ONEU1234566';

/**
 * The document terms of a shipper's usual SI (DCSA eBL 3.0.4 CreateShippingInstructions): a straight paper B/L,
 * shipped on board, freight prepaid, 3 originals with charges. The SI seeded bookings "were sent" and the tests' SI
 * both start from it.
 */
export const PAPER_BL_TERMS = {
  transportDocumentTypeCode: 'BOL',
  isShippedOnBoardType: true,
  isElectronic: false,
  isToOrder: false,
  freightPaymentTermCode: 'PRE',
  numberOfOriginalsWithCharges: 3,
} as const satisfies Partial<ShippingInstructionsRequest>;

/**
 * A complete SI for booking `carrierBookingReference`: BOL, prepaid, 3 originals, two containers (12 000 kg in a
 * 42G1, 8 000 kg in a 22G1), one seal each, HS 870899. A fresh object each call.
 */
export function createShippingInstructionsRequest(
  carrierBookingReference = 'SELA12345600',
): ShippingInstructionsRequest {
  return {
    ...PAPER_BL_TERMS,
    numberOfCopiesWithoutCharges: 2,
    partyContactDetails: [{ name: 'Kim Minji', email: 'docs@shipper.example' }],
    documentParties: {
      shipper: { partyName: 'Hanbit Trading Co.' },
      consignee: { partyName: 'Rotterdam Imports BV' },
      notifyParties: [{ partyName: 'Rotterdam Imports BV' }],
    },
    isCargoDeliveredInICS2Zone: false,
    consignmentItems: [
      {
        carrierBookingReference: carrierBookingReference,
        descriptionOfGoods: ['Auto parts'],
        HSCodes: ['870899'],
        shippingMarks: ['HT/RTM 1-200'],
        cargoItems: [
          {
            equipmentReference: CONTAINER_A,
            cargoGrossWeight: { value: 12000, unit: 'KGM' },
            outerPackaging: { packageCode: 'CT', numberOfPackages: 100, description: 'Cartons' },
          },
          {
            equipmentReference: CONTAINER_B,
            cargoGrossWeight: { value: 8000, unit: 'KGM' },
            outerPackaging: { packageCode: 'PX', numberOfPackages: 10, description: 'Pallets' },
          },
        ],
      },
    ],
    utilizedTransportEquipments: [
      {
        equipment: {
          equipmentReference: CONTAINER_A,
          ISOEquipmentCode: '42G1',
          tareWeight: { value: 3750, unit: 'KGM' },
        },
        isShipperOwned: false,
        cargoGrossWeight: { value: 12000, unit: 'KGM' },
        seals: [{ number: 'SL123456', source: 'SHI' }],
      },
      {
        equipment: {
          equipmentReference: CONTAINER_B,
          ISOEquipmentCode: '22G1',
          tareWeight: { value: 2200, unit: 'KGM' },
        },
        isShipperOwned: false,
        cargoGrossWeight: { value: 8000, unit: 'KGM' },
        seals: [{ number: 'SL654321' }],
      },
    ],
  };
}

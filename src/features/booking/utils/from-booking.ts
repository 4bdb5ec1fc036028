import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { Party, ShipmentLocation } from '@/domain/booking/booking-party-contract';
import { flattenParty } from '@/domain/booking/flat-party-contract';
import {
  type BookingCompany,
  type BookingFormValues,
  emptyBookingForm,
  emptyEquipment,
  emptyParty,
  type PartyFormValues,
} from '@/features/booking/utils/booking-form-values';
import { emptyDoorAddress, fromDcsaAddress } from '@/features/booking/utils/door-address';

function fromParty(party: Party | undefined): PartyFormValues {
  return party ? flattenParty(party) : emptyParty();
}

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The form values of a copy of `booking`'s request ("copy as a new booking request"): route, terms with a Door end's
 * street address,
 * contract, parties, equipment and cargo; without references, dates, the sailing and documents (a copy is a new
 * shipment: the user picks its cargo-ready date and sailing).
 */
export function fromBooking(booking: Booking, company: BookingCompany): BookingFormValues {
  const location = (type: ShipmentLocation['locationTypeCode']) => {
    const found = booking.shipmentLocations.find((entry) => entry.locationTypeCode === type);
    return found
      ? { code: found.location.UNLocationCode, name: found.location.locationName ?? found.location.UNLocationCode }
      : null;
  };
  const origin = location('PRE') ?? location('POL');
  const destination = location('PDE') ?? location('POD');
  // A Door end's street address goes with the copy (the same pick-up or delivery place is the likely one); else an
  // empty one in the place's country, for a Door chosen later.
  const address = (type: 'PRE' | 'PDE', place: { code: string } | null) => {
    const found = booking.shipmentLocations.find((entry) => entry.locationTypeCode === type);
    return fromDcsaAddress(found?.location.address) ?? emptyDoorAddress(place?.code.slice(0, 2) ?? '');
  };
  const base = emptyBookingForm(company);
  return {
    ...base,
    origin,
    destination,
    receiptTypeAtOrigin: booking.receiptTypeAtOrigin === 'SD' ? 'SD' : 'CY',
    deliveryTypeAtDestination: booking.deliveryTypeAtDestination === 'SD' ? 'SD' : 'CY',
    pickupAddress: address('PRE', origin),
    deliveryAddress: address('PDE', destination),
    serviceContractReference: booking.serviceContractReference ?? '',
    contractQuotationReference: booking.contractQuotationReference ?? '',
    freightPaymentTermCode: booking.freightPaymentTermCode,
    documentParties: {
      shipper: booking.documentParties.shipper
        ? fromParty(booking.documentParties.shipper)
        : base.documentParties.shipper,
      consignee: fromParty(booking.documentParties.consignee),
      notifyParties: (booking.documentParties.other ?? []).map((entry) => fromParty(entry.party)),
    },
    requestedEquipments: booking.requestedEquipments.map((equipment) => {
      const commodity = equipment.commodities[0];
      const dg = commodity?.outerPackaging?.dangerousGoods?.[0];
      const line = emptyEquipment(equipment.ISOEquipmentCode);
      return {
        ...line,
        units: String(equipment.units),
        isShipperOwned: equipment.isShipperOwned,
        cargoGrossWeight: { value: String(equipment.cargoGrossWeight.value), unit: equipment.cargoGrossWeight.unit },
        commodityType: commodity?.commodityType ?? '',
        hsCode: commodity?.HSCodes[0] ?? '',
        reefer: Boolean(equipment.activeReeferSettings),
        dangerous: Boolean(dg),
        outOfGauge: Boolean(equipment.outOfGauge),
        activeReeferSettings: equipment.activeReeferSettings
          ? {
              temperatureSetpoint: String(equipment.activeReeferSettings.temperatureSetpoint),
              temperatureUnit: equipment.activeReeferSettings.temperatureUnit,
              airExchangeSetpoint: numberText(equipment.activeReeferSettings.airExchangeSetpoint),
              humiditySetpoint: numberText(equipment.activeReeferSettings.humiditySetpoint),
            }
          : line.activeReeferSettings,
        dangerousGoods: dg
          ? {
              UNNumber: dg.UNNumber,
              properShippingName: dg.properShippingName,
              imoClass: dg.imoClass,
              packingGroup: dg.packingGroup === undefined ? '' : (String(dg.packingGroup) as '1' | '2' | '3'),
              EMSNumber: dg.EMSNumber ?? '',
              emergencyContact: dg.emergencyContactDetails?.contact ?? '',
              emergencyPhone: dg.emergencyContactDetails?.phone ?? '',
              documents: [],
            }
          : line.dangerousGoods,
        outOfGaugeDimensions: equipment.outOfGauge
          ? {
              length: String(equipment.outOfGauge.length),
              width: String(equipment.outOfGauge.width),
              height: String(equipment.outOfGauge.height),
              unit: equipment.outOfGauge.unit,
            }
          : line.outOfGaugeDimensions,
      };
    }),
    remarks: booking.remarks ?? '',
  };
}

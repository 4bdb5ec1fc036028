import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { Party } from '@/domain/booking/booking-party-contract';
import { needsIcs2 } from '@/domain/customs/ics2-countries-contract';
import { type ShippingInstructions, type ShippingInstructionsRequest } from '@/domain/documentation/si-contract';
import { weightInKg } from '@/domain/documentation/si-rules-contract';

import {
  emptySiContainerRow,
  emptySiParty,
  type SiContainerRow,
  type SiFormValues,
  type SiHouseBlValues,
  type SiPartyValues,
} from './si-form-values';

/*
 * The SI form's values from DCSA: prefilled from the booking (a new SI) or filled from a submitted
 * SI (an amendment). The way back, the form's values to DCSA's CreateShippingInstructions, is si-form-mapping.ts.
 * One consignment item per SI (si-form-values.ts).
 */

type DocumentParty = ShippingInstructionsRequest['documentParties']['shipper'];

// A booking party and an SI document party share the fields the form shows (DCSA Party).
function partyValues(party: Party | DocumentParty | undefined): SiPartyValues {
  if (!party) return emptySiParty();
  const contact = party.partyContactDetails?.[0];
  return {
    partyName: party.partyName,
    street: [party.address?.street, party.address?.streetNumber].filter(Boolean).join(' '),
    city: party.address?.city ?? '',
    postCode: party.address?.postCode ?? '',
    countryCode: party.address?.countryCode ?? '',
    contactName: contact?.name ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
  };
}

/** Whether the booking needs an ICS2 filing: its cargo enters the ICS2 area (domain/customs needsIcs2). */
export function isEuBoundBooking(booking: Booking): boolean {
  return needsIcs2(booking);
}

/**
 * The form prefilled from a confirmed booking: its shipper (else the booking agent), consignee and first notify party,
 * the booking agent's contact, the first commodity's description and HS codes, one container row per confirmed unit
 * with the booked size-type and weight per container (container number and seal are the shipper's to fill).
 */
export function siFormValuesOfBooking(booking: Booking, bookingNumber: string): SiFormValues {
  const parties = booking.documentParties;
  const contact = parties.bookingAgent.partyContactDetails?.[0];
  const commodity = booking.requestedEquipments[0]?.commodities[0];
  const containers: SiContainerRow[] = booking.requestedEquipments.flatMap((equipment) =>
    Array.from({ length: equipment.units }, () => ({
      ...emptySiContainerRow(),
      isoEquipmentCode: equipment.ISOEquipmentCode,
      packageCode: equipment.commodities[0]?.outerPackaging?.packageCode ?? 'CT',
      cargoGrossWeightKg:
        equipment.cargoGrossWeight.unit === 'KGM'
          ? String(equipment.cargoGrossWeight.value)
          : String(Math.round(equipment.cargoGrossWeight.value * 0.45359237)),
      isShipperOwned: equipment.isShipperOwned,
    })),
  );
  return {
    carrierBookingReference: bookingNumber,
    transportDocumentTypeCode: 'BOL',
    isElectronic: false,
    isToOrder: false,
    freightPaymentTermCode: 'PRE',
    numberOfOriginalsWithCharges: '3',
    numberOfCopiesWithoutCharges: '3',
    shipper: partyValues(parties.shipper ?? parties.bookingAgent),
    consignee: partyValues(parties.consignee),
    endorsee: emptySiParty(),
    notifyParty: partyValues(parties.other?.find((other) => other.partyFunction === 'N1')?.party),
    contactName: contact?.name ?? '',
    contactEmail: contact?.email ?? '',
    contactPhone: contact?.phone ?? '',
    descriptionOfGoods: commodity?.commodityType ?? '',
    hsCodes: commodity?.HSCodes.join(', ') ?? '',
    shippingMarks: '',
    cargoGrossWeightTotalKg: String(
      Math.round(
        booking.requestedEquipments.reduce(
          (sum, equipment) =>
            sum +
            equipment.units *
              (equipment.cargoGrossWeight.unit === 'KGM'
                ? equipment.cargoGrossWeight.value
                : equipment.cargoGrossWeight.value * 0.45359237),
          0,
        ) * 1000,
      ) / 1000,
    ),
    containers,
    ics2FiledBy: isEuBoundBooking(booking) ? 'CARRIER' : '',
    ics2SelfFilerCode: '',
    hasHouseBls: false,
    houseBls: [],
  };
}

/** The form filled from a submitted SI (an amendment starts from what was sent). */
export function siFormValuesOf(si: ShippingInstructions): SiFormValues {
  const item = si.consignmentItems[0];
  const containers: SiContainerRow[] = si.utilizedTransportEquipments.map((ute) => {
    const cargo = si.consignmentItems
      .flatMap((consignment) => consignment.cargoItems)
      .find((candidate) => candidate.equipmentReference === ute.equipment.equipmentReference);
    return {
      containerNumber: ute.equipment.equipmentReference,
      isoEquipmentCode: ute.equipment.ISOEquipmentCode,
      sealNumber: ute.seals[0]?.number ?? '',
      packageCode: cargo?.outerPackaging.packageCode ?? '',
      numberOfPackages: cargo ? String(cargo.outerPackaging.numberOfPackages) : '',
      cargoGrossWeightKg: cargo ? String(cargo.cargoGrossWeight.value) : '',
      tareWeightKg: String(ute.equipment.tareWeight.value),
      cargoGrossVolumeM3: cargo?.cargoGrossVolume ? String(cargo.cargoGrossVolume.value) : '',
      isShipperOwned: ute.isShipperOwned,
    };
  });
  const contact = si.partyContactDetails[0];
  const filing = si.advanceManifestFilings?.[0];
  return {
    carrierBookingReference: si.carrierBookingReference,
    transportDocumentTypeCode: si.transportDocumentTypeCode,
    isElectronic: si.isElectronic,
    isToOrder: si.isToOrder,
    freightPaymentTermCode: si.freightPaymentTermCode,
    numberOfOriginalsWithCharges: String(si.numberOfOriginalsWithCharges ?? ''),
    numberOfCopiesWithoutCharges: String(si.numberOfCopiesWithoutCharges ?? ''),
    shipper: partyValues(si.documentParties.shipper),
    consignee: partyValues(si.documentParties.consignee),
    endorsee: partyValues(si.documentParties.endorsee),
    notifyParty: partyValues(si.documentParties.notifyParties?.[0]),
    contactName: contact?.name ?? '',
    contactEmail: contact?.email ?? '',
    contactPhone: contact?.phone ?? '',
    descriptionOfGoods: item?.descriptionOfGoods.join('\n') ?? '',
    hsCodes: item?.HSCodes.join(', ') ?? '',
    shippingMarks: item?.shippingMarks?.join('\n') ?? '',
    cargoGrossWeightTotalKg: String(
      Math.round(
        si.consignmentItems
          .flatMap((consignment) => consignment.cargoItems)
          .reduce((sum, cargo) => sum + weightInKg(cargo.cargoGrossWeight), 0) * 1000,
      ) / 1000,
    ),
    containers,
    ics2FiledBy: filing?.advanceManifestFilingsHouseBLPerformedBy ?? '',
    ics2SelfFilerCode: filing?.selfFilerCode ?? '',
    hasHouseBls: (si.houseBillOfLadings ?? []).length > 0,
    houseBls: houseBlValuesOf(si),
  };
}

/** The form's house B/Ls of a submitted SI (an amendment keeps them). */
function houseBlValuesOf(si: ShippingInstructions): SiHouseBlValues[] {
  return (si.houseBillOfLadings ?? []).map((houseBl) => {
    const item = houseBl.consignmentItems[0];
    const cargo = item?.cargoItems[0];
    return {
      houseBillOfLadingReference: houseBl.houseBillOfLadingReference,
      isToOrder: houseBl.isToOrder,
      shipper: partyValues(houseBl.documentParties.shipper),
      consignee: partyValues(houseBl.documentParties.consignee),
      notifyParty: partyValues(houseBl.documentParties.notifyParties?.[0]),
      descriptionOfGoods: item?.descriptionOfGoods.join('\n') ?? '',
      hsCode: item?.HSCodes[0] ?? '',
      shippingMarks: item?.shippingMarks?.join('\n') ?? '',
      numberOfPackages: cargo ? String(cargo.outerPackaging.numberOfPackages) : '',
      packageCode: cargo?.outerPackaging.packageCode ?? 'CT',
      cargoGrossWeightKg: cargo ? String(weightInKg(cargo.cargoGrossWeight)) : '',
      containerNumber: cargo?.equipmentReference ?? '',
    };
  });
}

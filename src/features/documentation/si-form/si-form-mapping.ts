import type { Booking, Party } from '@/domain/booking/booking-contract';
import { normaliseContainerNumber } from '@/domain/container/container-number';
import type { CONTAINER_SIZE_TYPE_CODES } from '@/domain/container/container-size-types';
import { isIcs2Country } from '@/domain/customs/ics2-countries-contract';
import {
  type ShippingInstructions,
  type ShippingInstructionsRequest,
  weightInKg,
} from '@/domain/documentation/si-contract';

import {
  emptySiContainerRow,
  emptySiParty,
  type SiContainerRow,
  type SiFormValues,
  type SiHouseBlValues,
  type SiPartyValues,
} from './si-form-values';

/*
 * The SI form's values to and from DCSA's CreateShippingInstructions (issue 17 section 3): from the booking (prefill of
 * a new SI), from a submitted SI (an amendment), and to the request. One consignment item per SI (si-form-values.ts).
 */

type DocumentParty = ShippingInstructionsRequest['documentParties']['shipper'];
type HouseBillOfLading = NonNullable<ShippingInstructionsRequest['houseBillOfLadings']>[number];
type IsoCode = (typeof CONTAINER_SIZE_TYPE_CODES)[number];

function partyOfBooking(party: Party | undefined): SiPartyValues {
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

function partyOfSi(party: DocumentParty | undefined): SiPartyValues {
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

/** Whether the booking's port of discharge is in an ICS2 country (EU, Norway, Switzerland). */
export function isEuBoundBooking(booking: Booking): boolean {
  const pod = booking.shipmentLocations.find((location) => location.locationTypeCode === 'POD');
  return pod ? isIcs2Country(pod.location.UNLocationCode.slice(0, 2)) : false;
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
    shipper: partyOfBooking(parties.shipper ?? parties.bookingAgent),
    consignee: partyOfBooking(parties.consignee),
    endorsee: emptySiParty(),
    notifyParty: partyOfBooking(parties.other?.find((other) => other.partyFunction === 'N1')?.party),
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
    shipper: partyOfSi(si.documentParties.shipper),
    consignee: partyOfSi(si.documentParties.consignee),
    endorsee: partyOfSi(si.documentParties.endorsee),
    notifyParty: partyOfSi(si.documentParties.notifyParties?.[0]),
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

function documentPartyOf(party: SiPartyValues): DocumentParty {
  const hasAddress = party.street.trim() !== '' && party.city.trim() !== '' && party.countryCode.trim() !== '';
  const hasContact = party.contactName.trim() !== '' && (party.email.trim() !== '' || party.phone.trim() !== '');
  return {
    partyName: party.partyName.trim(),
    ...(hasAddress
      ? {
          address: {
            street: party.street.trim(),
            city: party.city.trim(),
            countryCode: party.countryCode.trim().toUpperCase(),
            ...(party.postCode.trim() ? { postCode: party.postCode.trim() } : {}),
          },
        }
      : {}),
    ...(hasContact
      ? {
          partyContactDetails: [
            {
              name: party.contactName.trim(),
              ...(party.email.trim() ? { email: party.email.trim() } : {}),
              ...(party.phone.trim() ? { phone: party.phone.trim() } : {}),
            },
          ],
        }
      : {}),
  };
}

const kg = (value: string) => ({ value: Number(value), unit: 'KGM' as const });

/**
 * `text` as DCSA's lines of at most `width` characters (descriptionOfGoods and shippingMarks are arrays of 35-character
 * lines, as on a printed B/L): the user's line breaks kept, long lines wrapped at spaces, a longer word cut.
 */
export function linesOf(text: string, width = 35): string[] {
  const lines: string[] = [];
  for (const paragraph of text.trim().split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.trim().split(/\s+/).filter(Boolean)) {
      for (let start = 0; start < word.length; start += width) {
        const piece = word.slice(start, start + width);
        if (line === '') line = piece;
        else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
        else {
          lines.push(line);
          line = piece;
        }
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

/** A house B/L of the form as DCSA's HouseBillOfLading: its parties and one consignment item in its container. */
function houseBillOfLadingOf(houseBl: SiHouseBlValues): HouseBillOfLading {
  const notify = houseBl.notifyParty.partyName.trim() ? [documentPartyOf(houseBl.notifyParty)] : undefined;
  const description = houseBl.descriptionOfGoods.trim();
  return {
    houseBillOfLadingReference: houseBl.houseBillOfLadingReference.trim(),
    isToOrder: houseBl.isToOrder,
    documentParties: {
      shipper: documentPartyOf(houseBl.shipper),
      ...(!houseBl.isToOrder ? { consignee: documentPartyOf(houseBl.consignee) } : {}),
      ...(notify ? { notifyParties: notify } : {}),
    },
    consignmentItems: [
      {
        descriptionOfGoods: linesOf(description).slice(0, 150),
        HSCodes: [houseBl.hsCode.trim()],
        ...(houseBl.shippingMarks.trim() ? { shippingMarks: linesOf(houseBl.shippingMarks).slice(0, 50) } : {}),
        cargoItems: [
          {
            equipmentReference: normaliseContainerNumber(houseBl.containerNumber) ?? houseBl.containerNumber.trim(),
            cargoGrossWeight: kg(houseBl.cargoGrossWeightKg),
            outerPackaging: {
              ...(houseBl.packageCode ? { packageCode: houseBl.packageCode } : {}),
              numberOfPackages: Number(houseBl.numberOfPackages),
              description: description.slice(0, 100),
            },
          },
        ],
      },
    ],
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
      shipper: partyOfSi(houseBl.documentParties.shipper),
      consignee: partyOfSi(houseBl.documentParties.consignee),
      notifyParty: partyOfSi(houseBl.documentParties.notifyParties?.[0]),
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

/**
 * The request the form's values make (DCSA CreateShippingInstructions). Expects values the form's schema accepted:
 * numbers are read from their strings, container numbers normalised ('cSqU 305438-3' -> 'CSQU3054383').
 */
export function toShippingInstructionsRequest(values: SiFormValues, isEuBound: boolean): ShippingInstructionsRequest {
  const rows = values.containers.map((row) => ({
    ...row,
    containerNumber: normaliseContainerNumber(row.containerNumber) ?? row.containerNumber.trim(),
  }));
  const hsCodes = values.hsCodes
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
  const notify = values.notifyParty.partyName.trim() ? [documentPartyOf(values.notifyParty)] : undefined;
  return {
    transportDocumentTypeCode: values.transportDocumentTypeCode,
    isShippedOnBoardType: true,
    isElectronic: values.isElectronic,
    isToOrder: values.isToOrder,
    freightPaymentTermCode: values.freightPaymentTermCode,
    ...(values.numberOfOriginalsWithCharges.trim()
      ? { numberOfOriginalsWithCharges: Number(values.numberOfOriginalsWithCharges) }
      : {}),
    ...(values.numberOfCopiesWithoutCharges.trim()
      ? { numberOfCopiesWithoutCharges: Number(values.numberOfCopiesWithoutCharges) }
      : {}),
    partyContactDetails: [
      {
        name: values.contactName.trim(),
        ...(values.contactEmail.trim() ? { email: values.contactEmail.trim() } : {}),
        ...(values.contactPhone.trim() ? { phone: values.contactPhone.trim() } : {}),
      },
    ],
    documentParties: {
      shipper: documentPartyOf(values.shipper),
      ...(values.isToOrder
        ? values.endorsee.partyName.trim()
          ? { endorsee: documentPartyOf(values.endorsee) }
          : {}
        : { consignee: documentPartyOf(values.consignee) }),
      ...(notify ? { notifyParties: notify } : {}),
    },
    isCargoDeliveredInICS2Zone: isEuBound,
    ...(isEuBound && values.ics2FiledBy
      ? {
          advanceManifestFilings: [
            {
              manifestTypeCode: 'ENS',
              countryCode: 'EU',
              advanceManifestFilingsHouseBLPerformedBy: values.ics2FiledBy,
              ...(values.ics2FiledBy === 'SHIPPER' && values.ics2SelfFilerCode.trim()
                ? { selfFilerCode: values.ics2SelfFilerCode.trim() }
                : {}),
            },
          ],
        }
      : {}),
    ...(values.hasHouseBls
      ? {
          isHouseBillOfLadingsIssued: true,
          houseBillOfLadings: values.houseBls.map((houseBl) => houseBillOfLadingOf(houseBl)),
        }
      : {}),
    consignmentItems: [
      {
        carrierBookingReference: values.carrierBookingReference,
        descriptionOfGoods: linesOf(values.descriptionOfGoods).slice(0, 150),
        HSCodes: hsCodes,
        ...(values.shippingMarks.trim() ? { shippingMarks: linesOf(values.shippingMarks).slice(0, 50) } : {}),
        cargoItems: rows.map((row) => ({
          equipmentReference: row.containerNumber,
          cargoGrossWeight: kg(row.cargoGrossWeightKg),
          ...(row.cargoGrossVolumeM3.trim()
            ? { cargoGrossVolume: { value: Number(row.cargoGrossVolumeM3), unit: 'MTQ' as const } }
            : {}),
          outerPackaging: {
            ...(row.packageCode ? { packageCode: row.packageCode } : {}),
            numberOfPackages: Number(row.numberOfPackages),
            description: values.descriptionOfGoods.trim().slice(0, 100),
          },
        })),
      },
    ],
    utilizedTransportEquipments: rows.map((row) => ({
      equipment: {
        equipmentReference: row.containerNumber,
        ISOEquipmentCode: row.isoEquipmentCode as IsoCode,
        tareWeight: kg(row.tareWeightKg),
      },
      isShipperOwned: row.isShipperOwned,
      cargoGrossWeight: kg(row.cargoGrossWeightKg),
      seals: [{ number: row.sealNumber.trim(), source: 'SHI' as const }],
    })),
  };
}

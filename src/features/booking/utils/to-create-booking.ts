import { NO_DG_PROVISIONS } from '@/domain/booking/booking-cargo-contract';
import { type BookingChannel } from '@/domain/booking/booking-codes-contract';
import { type CreateBookingInput } from '@/domain/booking/booking-contract';
import { type Party, type ShipmentLocation } from '@/domain/booking/booking-party-contract';
import {
  type BookingCompany,
  type BookingFormValues,
  type EquipmentFormValues,
  needsExportInfo,
  OUT_OF_GAUGE_SIZE_TYPES,
  type PartyFormValues,
  REEFER_SIZE_TYPES,
} from '@/features/booking/utils/booking-form-values';
import { type DoorAddress, toDcsaAddress } from '@/features/booking/utils/door-address';
import { parseDecimal } from '@/lib/number-input';

// The booking request form's values -> the DCSA-shaped CreateBooking the API takes (before validation).

const optionalText = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A typed number, or NaN when the text holds none: the contract then reports the field (required / a number). */
const numberOf = (value: string) => parseDecimal(value) ?? Number.NaN;
const optionalNumber = (value: string) => parseDecimal(value) ?? undefined;

function toParty(party: PartyFormValues): Party | undefined {
  const filled = Object.values(party).some((value) => value.trim() !== '');
  if (!filled) return undefined;
  const addressFilled = [party.street, party.city, party.postalCode].some((value) => value.trim() !== '');
  const taxFilled = party.taxValue.trim() !== '';
  const contactFilled = [party.contactName, party.email, party.phone].some((value) => value.trim() !== '');
  return {
    partyName: party.partyName.trim(),
    ...(addressFilled
      ? {
          address: {
            street: party.street.trim(),
            ...(optionalText(party.postalCode) ? { postCode: party.postalCode.trim() } : {}),
            city: party.city.trim(),
            countryCode: party.countryCode.trim(),
          },
        }
      : {}),
    ...(taxFilled
      ? {
          taxLegalReferences: [
            {
              type: party.taxType.trim() || 'EORI',
              // DCSA wants the issuing country: an EORI starts with it, else the party's own country.
              countryCode: /^[A-Z]{2}/.exec(party.taxValue.trim().toUpperCase())?.[0] ?? party.countryCode.trim(),
              value: party.taxValue.trim(),
            },
          ],
        }
      : {}),
    ...(contactFilled
      ? {
          partyContactDetails: [
            {
              name: party.contactName.trim(),
              ...(optionalText(party.email) ? { email: party.email.trim() } : {}),
              ...(optionalText(party.phone) ? { phone: party.phone.trim() } : {}),
            },
          ],
        }
      : {}),
  };
}

const NOTIFY_FUNCTIONS = ['N1', 'N2', 'NI'] as const;

function toEquipment(line: EquipmentFormValues): CreateBookingInput['requestedEquipments'][number] {
  const weight = { value: numberOf(line.cargoGrossWeight.value), unit: line.cargoGrossWeight.unit };
  const units = numberOf(line.units);
  const reefer = line.reefer && REEFER_SIZE_TYPES.includes(line.ISOEquipmentCode);
  const outOfGauge = line.outOfGauge && OUT_OF_GAUGE_SIZE_TYPES.includes(line.ISOEquipmentCode);
  const dg = line.dangerousGoods;
  const emergency =
    optionalText(dg.emergencyContact) || optionalText(dg.emergencyPhone)
      ? { contact: dg.emergencyContact.trim(), phone: dg.emergencyPhone.trim() }
      : undefined;
  const settings = line.activeReeferSettings;
  return {
    ISOEquipmentCode: line.ISOEquipmentCode,
    units,
    isShipperOwned: line.isShipperOwned,
    cargoGrossWeight: weight,
    ...(reefer
      ? {
          activeReeferSettings: {
            temperatureSetpoint: numberOf(settings.temperatureSetpoint),
            temperatureUnit: settings.temperatureUnit,
            ...(optionalNumber(settings.airExchangeSetpoint) !== undefined
              ? { airExchangeSetpoint: optionalNumber(settings.airExchangeSetpoint), airExchangeUnit: 'MQH' as const }
              : {}),
            ...(optionalNumber(settings.humiditySetpoint) !== undefined
              ? { humiditySetpoint: optionalNumber(settings.humiditySetpoint) }
              : {}),
          },
        }
      : {}),
    commodities: [
      {
        commodityType: line.commodityType.trim(),
        HSCodes: [line.hsCode.trim()],
        // The commodity's weight is the line's: per container times containers; left out while either is not yet a
        // valid figure, so the contract reports the field the user has to fix (weight or quantity), not this sum.
        ...(weight.value > 0 && Number.isInteger(units) && units >= 1
          ? { cargoGrossWeight: { value: weight.value * units, unit: weight.unit } }
          : {}),
        ...(line.dangerous
          ? {
              outerPackaging: {
                dangerousGoods: [
                  {
                    UNNumber: dg.UNNumber.trim(),
                    properShippingName: dg.properShippingName.trim(),
                    imoClass: dg.imoClass.trim(),
                    ...(dg.packingGroup ? { packingGroup: Number(dg.packingGroup) } : {}),
                    ...(optionalText(dg.EMSNumber) ? { EMSNumber: dg.EMSNumber.trim() } : {}),
                    ...NO_DG_PROVISIONS,
                    ...(emergency ? { emergencyContactDetails: emergency } : {}),
                    grossWeight: weight,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    ...(outOfGauge
      ? {
          outOfGauge: {
            length: numberOf(line.outOfGaugeDimensions.length),
            width: numberOf(line.outOfGaugeDimensions.width),
            height: numberOf(line.outOfGaugeDimensions.height),
            unit: line.outOfGaugeDimensions.unit,
          },
        }
      : {}),
  };
}

function toShipmentLocations(values: BookingFormValues): ShipmentLocation[] {
  const locations: ShipmentLocation[] = [];
  const at = (
    option: { code: string; name: string },
    type: ShipmentLocation['locationTypeCode'],
    address?: DoorAddress,
  ) => {
    // An untouched address is left out: the form's rules report its required fields, not the contract's shape.
    const typed = address && Object.values(address).some((value) => value.trim() !== '');
    locations.push({
      location: {
        UNLocationCode: option.code,
        locationName: option.name.slice(0, 100),
        ...(typed ? { address: toDcsaAddress(address) } : {}),
      },
      locationTypeCode: type,
    });
  };
  const sailing = values.sailing !== 'none' ? values.sailing : null;
  // Door terms: the place of receipt / delivery is the customer's town with the street address the truck goes to
  // (domain/booking/booking-door-contract.ts); the ports come from the sailing.
  if (values.origin && values.receiptTypeAtOrigin === 'SD') at(values.origin, 'PRE', values.pickupAddress);
  const pol = sailing?.pol ?? values.origin;
  const pod = sailing?.pod ?? values.destination;
  if (pol) at(pol, 'POL');
  if (pod) at(pod, 'POD');
  if (values.destination && values.deliveryTypeAtDestination === 'SD') {
    at(values.destination, 'PDE', values.deliveryAddress);
  }
  return locations;
}

/** A chosen sailing as the schedule gives it: vessel (IMO number, null or absent when unknown), voyage, service, ETD. */
export interface RequestSailing {
  vesselName: string;
  vesselIMONumber?: string | null;
  voyageNumber: string;
  serviceCode?: string | null;
  /** ETD at the POL, ISO 8601 local date-time (or date). */
  departureDate: string;
}

/**
 * The booking request's fields a chosen sailing decides (DCSA Booking 2.0.5 `CreateBooking`): vessel name and IMO
 * number, export voyage number, service code and the expected departure date (the ETD's local date).
 */
export function sailingRequestFields(
  sailing: RequestSailing,
): Pick<CreateBookingInput, 'vessel' | 'carrierExportVoyageNumber' | 'carrierServiceCode' | 'expectedDepartureDate'> {
  return {
    vessel: {
      name: sailing.vesselName,
      ...(sailing.vesselIMONumber ? { vesselIMONumber: sailing.vesselIMONumber } : {}),
    },
    carrierExportVoyageNumber: sailing.voyageNumber,
    ...(sailing.serviceCode ? { carrierServiceCode: sailing.serviceCode } : {}),
    expectedDepartureDate: sailing.departureDate.slice(0, 10),
  };
}

/**
 * The CreateBooking the form's values stand for (before validation: numbers that do not parse are NaN, so the contract
 * reports their fields). bookingChannelReference `channel` (docs/requirements.md §3: WEB for the booking request, AOQ for a
 * booking on an accepted instant quote), FCL both ends, the user's company as booking agent, dangerous-goods papers and
 * supporting documents in one list.
 */
export function toCreateBooking(
  values: BookingFormValues,
  company: BookingCompany,
  channel: BookingChannel = 'WEB',
): CreateBookingInput {
  const sailing = values.sailing !== 'none' ? values.sailing : null;
  const shipper = toParty(values.documentParties.shipper);
  const consignee = toParty(values.documentParties.consignee);
  const notify = values.documentParties.notifyParties
    .map((party, index) => ({ party: toParty(party), partyFunction: NOTIFY_FUNCTIONS[index] ?? 'NI' }))
    .filter((entry): entry is { party: Party; partyFunction: (typeof NOTIFY_FUNCTIONS)[number] } =>
      Boolean(entry.party),
    );
  const exportReference = [values.exportInfo.typeCode, values.exportInfo.reference.trim()].filter(Boolean).join(' ');
  const documents = [
    ...values.supportingDocuments,
    ...values.requestedEquipments.flatMap((line) => (line.dangerous ? line.dangerousGoods.documents : [])),
  ];
  return {
    receiptTypeAtOrigin: values.receiptTypeAtOrigin,
    deliveryTypeAtDestination: values.deliveryTypeAtDestination,
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    ...(optionalText(values.serviceContractReference)
      ? { serviceContractReference: values.serviceContractReference.trim() }
      : {}),
    ...(optionalText(values.contractQuotationReference)
      ? { contractQuotationReference: values.contractQuotationReference.trim() }
      : {}),
    freightPaymentTermCode: values.freightPaymentTermCode,
    ...(sailing
      ? sailingRequestFields(sailing)
      : values.sailing === 'none' && values.cargoReadyDate
        ? { expectedDepartureDate: values.cargoReadyDate }
        : {}),
    ...(values.cargoReadyDate ? { expectedDepartureFromPlaceOfReceiptDate: values.cargoReadyDate } : {}),
    bookingChannelReference: channel,
    isEquipmentSubstitutionAllowed: false,
    ...(needsExportInfo(values) && values.exportInfo.typeCode
      ? { isExportDeclarationRequired: true, exportDeclarationReference: exportReference }
      : {}),
    documentParties: {
      bookingAgent: { partyName: company.companyName },
      ...(shipper ? { shipper } : {}),
      ...(consignee ? { consignee } : {}),
      ...(notify.length > 0 ? { other: notify } : {}),
    },
    shipmentLocations: toShipmentLocations(values),
    requestedEquipments: values.requestedEquipments.map(toEquipment),
    ...(values.remarks.trim() ? { remarks: values.remarks } : {}),
    ...(documents.length > 0 ? { supportingDocuments: documents } : {}),
  };
}

import type { Booking } from '@/domain/booking/booking-answer-contract';
import type { Party } from '@/domain/booking/booking-party-contract';
import { needsIcs2 } from '@/domain/customs/ics2-countries-contract';
import type { ShippingInstructionsRequest } from '@/domain/documentation/si-contract';

import { locationCode, placeOf } from '../booking/sailings';
import { hashInt } from '../schedule/data/random';
import { containerNumberOf } from '../tracking/identifiers';
import { PAPER_BL_TERMS } from './factories';

/*
 * What the mock carrier reads off a booking for its documentation: the facts the SI's lifecycle
 * runs on (DCO due time, departure), the SI a seeded booking "was sent" (parties, cargo and containers from the
 * booking); the transport document (B/L) built from an SI is ./transport-document.ts. Pure functions of the booking:
 * the same booking gives the same SI in every tab and on the server side.
 */

/** The facts of a confirmed booking the documentation lifecycle needs. Times in epoch ms (UTC). */
export interface BookingFacts {
  carrierBookingReference: string;
  /** The DCO cut-off (SI due) as the booking states it: local time of the POL with its offset. */
  dueDateTime: string;
  dueMs: number;
  /** Planned departure of the first main-carriage vessel; the B/L is issued once it has passed. */
  departureMs: number;
  departureDate: string;
  arrivalDate: string;
  pol: { UNLocationCode: string; locationName: string };
  pod: { UNLocationCode: string; locationName: string };
  placeOfReceipt?: { UNLocationCode: string; locationName: string };
  placeOfDelivery?: { UNLocationCode: string; locationName: string };
  vesselName: string;
  carrierExportVoyageNumber: string;
  /** Whether the cargo is discharged in the EU (ICS2). */
  isEuBound: boolean;
}

/**
 * The documentation facts of `booking`, or undefined when it has no booking number, no vessel leg or no DCO (not
 * confirmed: nothing to send an SI for).
 */
export function bookingFactsOf(booking: Booking): BookingFacts | undefined {
  const number = booking.carrierBookingReference;
  const mainCarriage = (booking.transportPlan ?? []).filter((transport) => transport.transportPlanStage === 'MNC');
  const first = mainCarriage[0];
  const last = mainCarriage.at(-1);
  const dco = booking.shipmentCutOffTimes?.find((cutOff) => cutOff.cutOffDateTimeCode === 'DCO');
  if (!number || !first || !last || !dco) return undefined;
  const polCode = locationCode(booking, 'POL') ?? first.loadLocation.UNLocationCode;
  const podCode = locationCode(booking, 'POD') ?? last.dischargeLocation.UNLocationCode;
  const preCode = locationCode(booking, 'PRE');
  const pdeCode = locationCode(booking, 'PDE');
  const place = (code: string) => {
    const { UNLocationCode, locationName } = placeOf(code);
    return { UNLocationCode, locationName };
  };
  return {
    carrierBookingReference: number,
    dueDateTime: dco.cutOffDateTime,
    dueMs: Date.parse(dco.cutOffDateTime),
    departureMs: Date.parse(first.plannedDepartureDateTime),
    departureDate: first.plannedDepartureDateTime.slice(0, 10),
    arrivalDate: last.plannedArrivalDateTime.slice(0, 10),
    pol: place(polCode),
    pod: place(podCode),
    ...(preCode && preCode !== polCode ? { placeOfReceipt: place(preCode) } : {}),
    ...(pdeCode && pdeCode !== podCode ? { placeOfDelivery: place(pdeCode) } : {}),
    vesselName: first.vesselName ?? 'ONE VESSEL',
    carrierExportVoyageNumber: first.carrierExportVoyageNumber ?? '001W',
    isEuBound: needsIcs2(booking),
  };
}

function documentPartyOf(party: Party) {
  return {
    partyName: party.partyName,
    ...(party.address
      ? {
          address: {
            street: party.address.street,
            ...(party.address.streetNumber ? { streetNumber: party.address.streetNumber } : {}),
            ...(party.address.postCode ? { postCode: party.address.postCode } : {}),
            city: party.address.city,
            countryCode: party.address.countryCode,
          },
        }
      : {}),
  };
}

const SEAL_PREFIXES = ['KR', 'SL', 'CN', 'EU'];

/**
 * The SI a seeded booking was sent with: shipper (else the booking agent), consignee, notify party, one consignment
 * item per equipment line (its commodity, HS codes, packages), one container per unit with a valid ISO 6346 number
 * (mocks/tracking containerNumberOf), a carrier seal and the booking's weight per container; ICS2 filed by the carrier
 * when EU-bound.
 */
export function shippingInstructionsOfBooking(booking: Booking, facts: BookingFacts): ShippingInstructionsRequest {
  const number = facts.carrierBookingReference;
  const parties = booking.documentParties;
  const shipper = parties.shipper ?? parties.bookingAgent;
  const consignee = parties.consignee ?? { partyName: 'TO BE ADVISED' };
  const notify = parties.other?.find((other) => other.partyFunction === 'N1')?.party ?? consignee;
  const contact = parties.bookingAgent.partyContactDetails?.[0];
  let slot = 0;
  const consignmentItems: ShippingInstructionsRequest['consignmentItems'] = [];
  const utilizedTransportEquipments: ShippingInstructionsRequest['utilizedTransportEquipments'] = [];
  for (const equipment of booking.confirmedEquipments?.length
    ? booking.requestedEquipments
    : booking.requestedEquipments) {
    const commodity = equipment.commodities[0];
    const perContainerKg =
      equipment.cargoGrossWeight.unit === 'KGM'
        ? equipment.cargoGrossWeight.value
        : Math.round(equipment.cargoGrossWeight.value * 0.45359237);
    const packagesPerContainer =
      commodity?.outerPackaging?.numberOfPackages ?? 20 + (hashInt(0, 80, number, slot) % 80);
    const cargoItems: ShippingInstructionsRequest['consignmentItems'][number]['cargoItems'] = [];
    for (let unit = 0; unit < equipment.units; unit += 1, slot += 1) {
      const containerNumber = containerNumberOf(number, slot);
      cargoItems.push({
        equipmentReference: containerNumber,
        cargoGrossWeight: { value: perContainerKg, unit: 'KGM' },
        outerPackaging: {
          packageCode: commodity?.outerPackaging?.packageCode ?? 'PX',
          numberOfPackages: packagesPerContainer,
          description: commodity?.outerPackaging?.description ?? 'Pallets',
        },
      });
      utilizedTransportEquipments.push({
        equipment: {
          equipmentReference: containerNumber,
          ISOEquipmentCode: equipment.ISOEquipmentCode,
          tareWeight: { value: equipment.ISOEquipmentCode.startsWith('2') ? 2200 : 3800, unit: 'KGM' },
        },
        isShipperOwned: equipment.isShipperOwned,
        cargoGrossWeight: { value: perContainerKg, unit: 'KGM' },
        seals: [
          {
            number: `${SEAL_PREFIXES[slot % SEAL_PREFIXES.length] ?? 'SL'}${String(hashInt(100_000, 999_999, 'seal', number, slot))}`,
            source: 'CAR',
          },
        ],
      });
    }
    consignmentItems.push({
      carrierBookingReference: number,
      descriptionOfGoods: [commodity?.commodityType ?? 'General cargo'],
      HSCodes: [...(commodity?.HSCodes ?? ['847130'])],
      shippingMarks: [`${shipper.partyName.slice(0, 20).toUpperCase()} / ${facts.pod.UNLocationCode} / 1-UP`],
      cargoItems,
    });
  }
  return {
    ...PAPER_BL_TERMS,
    numberOfCopiesWithoutCharges: 3,
    partyContactDetails: [
      contact?.email || contact?.phone
        ? {
            name: contact.name,
            ...(contact.email ? { email: contact.email } : {}),
            ...(contact.phone ? { phone: contact.phone } : {}),
          }
        : { name: 'Documentation desk', email: 'docs@shipper.example' },
    ],
    documentParties: {
      shipper: documentPartyOf(shipper),
      consignee: documentPartyOf(consignee),
      notifyParties: [documentPartyOf(notify)],
    },
    isCargoDeliveredInICS2Zone: facts.isEuBound,
    ...(facts.isEuBound
      ? {
          advanceManifestFilings: [
            {
              manifestTypeCode: 'ENS',
              countryCode: facts.pod.UNLocationCode.slice(0, 2),
              advanceManifestFilingsHouseBLPerformedBy: 'CARRIER' as const,
            },
          ],
        }
      : {}),
    consignmentItems,
    utilizedTransportEquipments,
  };
}

import type { FieldPath } from 'react-hook-form';

import { z } from '@/config/zod';
import { COMMODITY_TYPE_MAX_LENGTH, hsCodeSchema } from '@/domain/booking/booking-cargo-contract';
import {
  EQUIPMENT_UNITS_MAX,
  EQUIPMENT_UNITS_MIN,
  KG_PER_LB,
  weightInKg,
} from '@/domain/booking/booking-codes-contract';
import { type CreateBooking, createBookingSchema } from '@/domain/booking/booking-contract';
import { type ShipmentLocation } from '@/domain/booking/booking-party-contract';
import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { maxPayloadKg } from '@/domain/container/container-size-types';
import type { CurrentUser } from '@/domain/session/session-contract';
import {
  type DoorAddress,
  type DoorAddressField,
  doorAddressFieldIssues,
  toDcsaAddress,
} from '@/features/booking/utils/door-address';
import { sailingRequestFields } from '@/features/booking/utils/to-create-booking';
import { parseDecimal } from '@/lib/number-input';

import { type QuickBookingDetails, quickBookingDetailsSchema } from './quick-booking-draft';

/** A field of the details form, nested address fields included ('pickupAddress.street'). */
export type QuickBookingField = FieldPath<QuickBookingDetails>;

/*
 * From quick booking's minimum details to the contract's CreateBooking (same contract and rules as
 * the booking request). The details form checks the contract's rules field by field (messages are keys of the
 * 'quick-booking' namespace, `errors.*`); the request is parsed with createBookingSchema before it is sent.
 */

/** The heaviest cargo per container of `sizeType` in `unit`, rounded down (what the weight error names). */
export function maxWeightIn(sizeType: QuickBookingDetails['sizeType'], unit: QuickBookingDetails['weightUnit']) {
  const kg = maxPayloadKg(sizeType);
  return unit === 'KGM' ? kg : Math.floor(kg / KG_PER_LB);
}

/** Contract and quotation numbers: the contract's lengths (serviceContractReference 30, contractQuotationReference 35). */
const CONTRACT_MAX_LENGTH = { serviceContract: 30, quotation: 35 } as const;

/** The details form's schema: the contract's rules on the form's text values, messages as i18n keys. */
export const quickBookingDetailsFormSchema = z
  .object({ ...quickBookingDetailsSchema.shape })
  .superRefine((details, ctx) => {
    const issue = (path: keyof QuickBookingDetails, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const units = parseDecimal(details.units);
    if (details.units.trim() === '') issue('units', 'required');
    else if (units === null || !Number.isInteger(units) || units < EQUIPMENT_UNITS_MIN || units > EQUIPMENT_UNITS_MAX) {
      issue('units', 'units-range');
    }
    if (details.commodity.trim() === '') issue('commodity', 'required');
    else if (details.commodity.trim().length > COMMODITY_TYPE_MAX_LENGTH) issue('commodity', 'too-long');
    if (details.hsCode.trim() === '') issue('hsCode', 'required');
    else if (!hsCodeSchema.safeParse(details.hsCode.trim()).success) issue('hsCode', 'hs-code');
    const weight = parseDecimal(details.weight);
    if (details.weight.trim() === '') issue('weight', 'required');
    else if (weight === null || weight <= 0) issue('weight', 'weight-positive');
    else if (weightInKg({ value: weight, unit: details.weightUnit }) > maxPayloadKg(details.sizeType)) {
      issue('weight', 'weight-max');
    }
    const contractNumber = details.contractNumber.trim();
    if (contractNumber === '') issue('contractNumber', 'required');
    else if (contractNumber.length > CONTRACT_MAX_LENGTH[details.contractKind]) issue('contractNumber', 'too-long');
    const addressIssue = (path: QuickBookingField, message: string) => {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    };
    if (details.receiptType === 'SD') checkDoorAddress('pickupAddress', details.pickupAddress, addressIssue);
    if (details.deliveryType === 'SD') checkDoorAddress('deliveryAddress', details.deliveryAddress, addressIssue);
  });

/** A Door end's address rules (utils/door-address.ts) as the details form's messages ('errors.*' of quick-booking). */
function checkDoorAddress(
  end: 'pickupAddress' | 'deliveryAddress',
  address: DoorAddress | undefined,
  issue: (path: QuickBookingField, message: string) => void,
) {
  for (const { field, rule } of doorAddressFieldIssues(address)) issue(`${end}.${field}`, rule);
}

/** The terms chosen on the details step, or the sailing's (the schedule's) before the step showed them. */
export function termsOf(details: QuickBookingDetails, sailing: QuickBookingSailing) {
  return {
    receiptType: details.receiptType ?? sailing.receiptType,
    deliveryType: details.deliveryType ?? sailing.deliveryType,
  };
}

function shipmentLocations(details: QuickBookingDetails, sailing: QuickBookingSailing): ShipmentLocation[] {
  const at = (
    code: string,
    name: string,
    type: ShipmentLocation['locationTypeCode'],
    address?: DoorAddress,
  ): ShipmentLocation => {
    const street = address ? toDcsaAddress(address) : undefined;
    return {
      location: { UNLocationCode: code, locationName: name, ...(street ? { address: street } : {}) },
      locationTypeCode: type,
    };
  };
  const { receiptType, deliveryType } = termsOf(details, sailing);
  return [
    // Door terms start and end at the customer's place: DCSA wants the place of receipt and of delivery then, with the
    // street address the truck goes to (domain/booking/booking-door-contract.ts).
    ...(receiptType === 'SD' ? [at(sailing.porCode, sailing.porName, 'PRE', details.pickupAddress)] : []),
    at(sailing.polCode, sailing.polName, 'POL'),
    at(sailing.podCode, sailing.podName, 'POD'),
    ...(deliveryType === 'SD' ? [at(sailing.delCode, sailing.delName, 'PDE', details.deliveryAddress)] : []),
  ];
}

/**
 * The booking request of quick booking: the chosen sailing (vessel, voyage, service, POL/POD), the terms chosen (the
 * sailing's by default) and for a Door end its place (PRE/PDE) with the address typed, one equipment line (FCL, not shipper-owned) with one commodity, the contract or quotation number, freight
 * prepaid, the user's company as booking agent and shipper, channel WEB. Throws zod's error when the details break
 * the contract (the form checked them first).
 */
export function buildQuickBookingRequest(
  details: QuickBookingDetails,
  sailing: QuickBookingSailing,
  user: Pick<CurrentUser, 'companyName'>,
): CreateBooking {
  const company = { partyName: user.companyName.trim() };
  const contractNumber = details.contractNumber.trim();
  return createBookingSchema.parse({
    receiptTypeAtOrigin: termsOf(details, sailing).receiptType,
    deliveryTypeAtDestination: termsOf(details, sailing).deliveryType,
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    ...(details.contractKind === 'serviceContract'
      ? { serviceContractReference: contractNumber }
      : { contractQuotationReference: contractNumber }),
    freightPaymentTermCode: 'PRE',
    ...sailingRequestFields(sailing),
    bookingChannelReference: 'WEB',
    isEquipmentSubstitutionAllowed: false,
    documentParties: { bookingAgent: company, shipper: company },
    shipmentLocations: shipmentLocations(details, sailing),
    requestedEquipments: [
      {
        ISOEquipmentCode: details.sizeType,
        units: parseDecimal(details.units),
        isShipperOwned: false,
        cargoGrossWeight: { value: parseDecimal(details.weight), unit: details.weightUnit },
        commodities: [{ commodityType: details.commodity.trim(), HSCodes: [details.hsCode.trim()] }],
      },
    ],
  });
}

/**
 * Where a server field error of the request belongs on quick booking's details ('requestedEquipments.0.units' ->
 * 'units'; a Door place's address, found by its index in `request`'s shipmentLocations, -> that address's field);
 * null for a field quick booking does not show (the error is then shown with the submit).
 */
export function detailsFieldOf(requestField: string, request?: CreateBooking): QuickBookingField | null {
  if (requestField === 'requestedEquipments.0.units') return 'units';
  if (requestField.startsWith('requestedEquipments.0.cargoGrossWeight')) return 'weight';
  if (requestField === 'requestedEquipments.0.ISOEquipmentCode') return 'sizeType';
  if (requestField.startsWith('requestedEquipments.0.commodities.0.HSCodes')) return 'hsCode';
  if (requestField.startsWith('requestedEquipments.0.commodities.0.commodityType')) return 'commodity';
  if (requestField === 'serviceContractReference' || requestField === 'contractQuotationReference') {
    return 'contractNumber';
  }
  if (requestField === 'receiptTypeAtOrigin') return 'receiptType';
  if (requestField === 'deliveryTypeAtDestination') return 'deliveryType';
  const place = /^shipmentLocations\.(\d+)\.location\.address(?:\.(street|postCode|city|countryCode))?/.exec(
    requestField,
  );
  const type = place ? request?.shipmentLocations[Number(place[1])]?.locationTypeCode : undefined;
  if (type === 'PRE' || type === 'PDE') {
    const end = type === 'PRE' ? 'pickupAddress' : 'deliveryAddress';
    const field = (place?.[2] ?? 'street') as DoorAddressField;
    return `${end}.${field}`;
  }
  return null;
}

import { z } from '@/config/zod';
import {
  EQUIPMENT_UNITS_MAX,
  EQUIPMENT_UNITS_MIN,
  KG_PER_LB,
  weightInKg,
} from '@/domain/booking/booking-codes-contract';
import {
  type CreateBooking,
  createBookingSchema,
  hsCodeSchema,
  type ShipmentLocation,
} from '@/domain/booking/booking-contract';
import type { QuickBookingSailing } from '@/domain/booking/quick-booking-url';
import { maxPayloadKg } from '@/domain/container/container-size-types';
import type { CurrentUser } from '@/domain/session/session-contract';
import { parseDecimal } from '@/lib/number-input';

import { type QuickBookingDetails, quickBookingDetailsSchema } from './quick-booking-draft';

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
    else if (details.commodity.trim().length > 550) issue('commodity', 'too-long');
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
  });

function shipmentLocations(sailing: QuickBookingSailing): ShipmentLocation[] {
  const at = (code: string, name: string, type: ShipmentLocation['locationTypeCode']): ShipmentLocation => ({
    location: { UNLocationCode: code, locationName: name },
    locationTypeCode: type,
  });
  return [
    // Door terms start and end at the customer's place: DCSA wants the place of receipt and of delivery then.
    ...(sailing.receiptType === 'SD' ? [at(sailing.porCode, sailing.porName, 'PRE')] : []),
    at(sailing.polCode, sailing.polName, 'POL'),
    at(sailing.podCode, sailing.podName, 'POD'),
    ...(sailing.deliveryType === 'SD' ? [at(sailing.delCode, sailing.delName, 'PDE')] : []),
  ];
}

/**
 * The booking request of quick booking: the chosen sailing (vessel, voyage, service, POL/POD and for door terms
 * PRE/PDE), one equipment line (FCL, not shipper-owned) with one commodity, the contract or quotation number, freight
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
    receiptTypeAtOrigin: sailing.receiptType,
    deliveryTypeAtDestination: sailing.deliveryType,
    cargoMovementTypeAtOrigin: 'FCL',
    cargoMovementTypeAtDestination: 'FCL',
    ...(details.contractKind === 'serviceContract'
      ? { serviceContractReference: contractNumber }
      : { contractQuotationReference: contractNumber }),
    freightPaymentTermCode: 'PRE',
    vessel: {
      name: sailing.vesselName,
      ...(sailing.vesselIMONumber ? { vesselIMONumber: sailing.vesselIMONumber } : {}),
    },
    carrierExportVoyageNumber: sailing.voyageNumber,
    ...(sailing.serviceCode ? { carrierServiceCode: sailing.serviceCode } : {}),
    expectedDepartureDate: sailing.departureDate.slice(0, 10),
    bookingChannelReference: 'WEB',
    isEquipmentSubstitutionAllowed: false,
    documentParties: { bookingAgent: company, shipper: company },
    shipmentLocations: shipmentLocations(sailing),
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
 * 'units'); null for a field quick booking does not show (the error is then shown with the submit).
 */
export function detailsFieldOf(requestField: string): keyof QuickBookingDetails | null {
  if (requestField === 'requestedEquipments.0.units') return 'units';
  if (requestField.startsWith('requestedEquipments.0.cargoGrossWeight')) return 'weight';
  if (requestField === 'requestedEquipments.0.ISOEquipmentCode') return 'sizeType';
  if (requestField.startsWith('requestedEquipments.0.commodities.0.HSCodes')) return 'hsCode';
  if (requestField.startsWith('requestedEquipments.0.commodities.0.commodityType')) return 'commodity';
  if (requestField === 'serviceContractReference' || requestField === 'contractQuotationReference') {
    return 'contractNumber';
  }
  return null;
}

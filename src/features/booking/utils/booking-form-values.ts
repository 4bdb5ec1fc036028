import { z } from '@/config/zod-mini';
import {
  DIMENSION_UNITS,
  FREIGHT_PAYMENT_TERMS,
  TEMPERATURE_UNITS,
  WEIGHT_UNITS,
} from '@/domain/booking/booking-codes-contract';
import { CONTAINER_SIZE_TYPE_CODES, type ContainerSizeTypeCode } from '@/domain/container/container-size-types';
import { doorAddressSchema, emptyDoorAddress } from '@/features/booking/utils/door-address';

/*
 * The booking request form's values, their defaults and the draft's shape. The form holds what the user typed (numbers
 * as the text typed, docs/requirements.md §5), in the contract's shape wherever it can, so the contract's issue paths and the
 * server's field errors land on the form's fields with few renames (booking-form-issues toFormPath).
 */

/** Size-types with a reefer unit (reefer settings are offered only for these). */
export const REEFER_SIZE_TYPES: readonly ContainerSizeTypeCode[] = ['22R1', '45R1'];
/** Size-types that carry out-of-gauge cargo: open top and flat rack. */
export const OUT_OF_GAUGE_SIZE_TYPES: readonly ContainerSizeTypeCode[] = ['22U1', '22P1'];
/** Countries whose export filing the carrier collects at booking (master-data group 'US/CA export info'). */
export const EXPORT_INFO_COUNTRIES = ['US', 'CA'] as const;
/** Notify parties at most (DCSA `other` N1, N2, NI). */
export const NOTIFY_PARTIES_MAX = 3;
/** Equipment lines at most (contract). */
export const EQUIPMENT_LINES_MAX = 20;
/** Years before and after the current year a date may lie in (docs/requirements.md §5 date pickers). */
export const BOOKING_DATE_YEARS = 10;

const text = z.string();
const locationOptionSchema = z.object({ code: text, name: text });

const partyValuesSchema = z.object({
  partyName: text,
  street: text,
  city: text,
  // A draft saved before these three existed has none of them; they default to '' so it still restores.
  postalCode: z._default(text, ''),
  countryCode: text,
  contactName: text,
  email: text,
  phone: text,
  /** Tax reference kind: 'EORI', 'VAT' or 'TAX' (empty: none); sent as DCSA taxLegalReferences[0].type. */
  taxType: z._default(text, ''),
  taxValue: z._default(text, ''),
});
/** A party as the form holds it (DCSA Party, flattened: address with postal code, one contact, one tax reference). */
export type PartyFormValues = z.infer<typeof partyValuesSchema>;

const documentValuesSchema = z.object({
  documentId: text,
  fileName: text,
  sizeBytes: z.number(),
  documentTypeCode: text,
});
/** An uploaded document as the form holds it (the contract's supportingDocument). */
export type DocumentFormValue = z.infer<typeof documentValuesSchema>;

const equipmentValuesSchema = z.object({
  ISOEquipmentCode: z.enum(CONTAINER_SIZE_TYPE_CODES),
  units: text,
  isShipperOwned: z.boolean(),
  cargoGrossWeight: z.object({ value: text, unit: z.enum(WEIGHT_UNITS) }),
  commodityType: text,
  hsCode: text,
  /** Special cargo chosen on this line. */
  reefer: z.boolean(),
  dangerous: z.boolean(),
  outOfGauge: z.boolean(),
  activeReeferSettings: z.object({
    temperatureSetpoint: text,
    temperatureUnit: z.enum(TEMPERATURE_UNITS),
    airExchangeSetpoint: text,
    humiditySetpoint: text,
  }),
  dangerousGoods: z.object({
    UNNumber: text,
    properShippingName: text,
    imoClass: text,
    packingGroup: z.enum(['', '1', '2', '3']),
    EMSNumber: text,
    emergencyContact: text,
    emergencyPhone: text,
    documents: z.array(documentValuesSchema),
  }),
  outOfGaugeDimensions: z.object({ length: text, width: text, height: text, unit: z.enum(DIMENSION_UNITS) }),
});
/** One equipment line as the form holds it. */
export type EquipmentFormValues = z.infer<typeof equipmentValuesSchema>;

/**
 * A sailing chosen from the schedule: enough to send vessel, voyage, service and POL/POD, and to check its port
 * cut-off (`portCutOff` local time 'yyyy-MM-dd HH:mm:ss' in `portCutOffTimeZone`) at submit.
 */
const sailingValuesSchema = z.object({
  key: text,
  vesselName: text,
  vesselIMONumber: z.nullable(text),
  voyageNumber: text,
  serviceCode: z.nullable(text),
  departureDate: text,
  pol: locationOptionSchema,
  pod: locationOptionSchema,
  portCutOff: z.nullable(text),
  portCutOffTimeZone: z.nullable(text),
});
/** {@link sailingValuesSchema}'s type. */
export type SailingChoice = z.infer<typeof sailingValuesSchema>;

/** The booking request form's values; also the draft's shape (a mini schema: the draft store reads with it). */
export const bookingFormValuesSchema = z.object({
  origin: z.nullable(locationOptionSchema),
  destination: z.nullable(locationOptionSchema),
  receiptTypeAtOrigin: z.enum(['CY', 'SD']),
  deliveryTypeAtDestination: z.enum(['CY', 'SD']),
  // The street addresses of Door ends (asked for and sent only while the term is Door); a draft saved before they
  // existed restores with empty ones.
  pickupAddress: z._default(doorAddressSchema, () => emptyDoorAddress('')),
  deliveryAddress: z._default(doorAddressSchema, () => emptyDoorAddress('')),
  cargoReadyDate: text,
  /** The chosen sailing, 'none' for "no preference", null while nothing is chosen. */
  sailing: z.union([sailingValuesSchema, z.literal('none'), z.null()]),
  serviceContractReference: text,
  contractQuotationReference: text,
  freightPaymentTermCode: z.enum(FREIGHT_PAYMENT_TERMS),
  documentParties: z.object({
    shipper: partyValuesSchema,
    consignee: partyValuesSchema,
    notifyParties: z.array(partyValuesSchema),
  }),
  requestedEquipments: z.array(equipmentValuesSchema),
  exportInfo: z.object({ typeCode: text, reference: text }),
  remarks: text,
  supportingDocuments: z.array(documentValuesSchema),
});
/** {@link bookingFormValuesSchema}'s type. */
export type BookingFormValues = z.infer<typeof bookingFormValuesSchema>;

/** An empty party. */
export function emptyParty(partyName = ''): PartyFormValues {
  return {
    partyName,
    street: '',
    city: '',
    postalCode: '',
    countryCode: '',
    contactName: '',
    email: '',
    phone: '',
    taxType: '',
    taxValue: '',
  };
}

/** A new equipment line: one 40' dry container, weight in kg, no special cargo. */
export function emptyEquipment(code: ContainerSizeTypeCode = '42G1'): EquipmentFormValues {
  return {
    ISOEquipmentCode: code,
    units: '1',
    isShipperOwned: false,
    cargoGrossWeight: { value: '', unit: 'KGM' },
    commodityType: '',
    hsCode: '',
    reefer: false,
    dangerous: false,
    outOfGauge: false,
    activeReeferSettings: {
      temperatureSetpoint: '',
      temperatureUnit: 'CEL',
      airExchangeSetpoint: '',
      humiditySetpoint: '',
    },
    dangerousGoods: {
      UNNumber: '',
      properShippingName: '',
      imoClass: '',
      packingGroup: '',
      EMSNumber: '',
      emergencyContact: '',
      emergencyPhone: '',
      documents: [],
    },
    outOfGaugeDimensions: { length: '', width: '', height: '', unit: 'CMT' },
  };
}

/** The user's company as the portal knows it (session): shipper prefill and booking agent. */
export interface BookingCompany {
  companyName: string;
  countryCode: string;
}

/** The values of a fresh form: the user's company as shipper, one equipment line, prepaid freight. */
export function emptyBookingForm(company: BookingCompany): BookingFormValues {
  return {
    origin: null,
    destination: null,
    receiptTypeAtOrigin: 'CY',
    deliveryTypeAtDestination: 'CY',
    pickupAddress: emptyDoorAddress(''),
    deliveryAddress: emptyDoorAddress(''),
    cargoReadyDate: '',
    sailing: null,
    serviceContractReference: '',
    contractQuotationReference: '',
    freightPaymentTermCode: 'PRE',
    documentParties: {
      shipper: { ...emptyParty(company.companyName), countryCode: company.countryCode },
      consignee: emptyParty(),
      notifyParties: [],
    },
    requestedEquipments: [emptyEquipment()],
    exportInfo: { typeCode: '', reference: '' },
    remarks: '',
    supportingDocuments: [],
  };
}

/** True when the route (origin, destination, POL or POD of the chosen sailing) touches the US or Canada. */
export function needsExportInfo(values: Pick<BookingFormValues, 'origin' | 'destination' | 'sailing'>): boolean {
  const codes = [values.origin?.code, values.destination?.code];
  if (values.sailing && values.sailing !== 'none') codes.push(values.sailing.pol.code, values.sailing.pod.code);
  return codes.some(
    (code) => code !== undefined && (EXPORT_INFO_COUNTRIES as readonly string[]).includes(code.slice(0, 2)),
  );
}

import { z as zc } from '@/config/zod';
import { z } from '@/config/zod-mini';
import {
  type Booking,
  type BookingChannel,
  type CreateBooking,
  type CreateBookingInput,
  createBookingSchema,
  DIMENSION_UNITS,
  FREIGHT_PAYMENT_TERMS,
  type Party,
  type ShipmentLocation,
  TEMPERATURE_UNITS,
  WEIGHT_UNITS,
} from '@/domain/booking/booking-contract';
import { CONTAINER_SIZE_TYPE_CODES, type ContainerSizeTypeCode } from '@/domain/container/container-size-types';
import type { Quote } from '@/domain/quote/quote-contract';
import type { PointToPointRoute } from '@/domain/schedule-search/point-to-point-contract';
import { addDaysToIsoDate, daysBetween, isIsoDate } from '@/lib/dates';
import { parseDecimal } from '@/lib/number-input';

/*
 * The booking request form's values and their way to the contract (issue 14 section 2). The form holds what the user
 * typed (numbers as the text typed, spec section 5), in the contract's shape wherever it can, so the contract's issue
 * paths and the server's field errors land on the form's fields with few renames ({@link toFormPath}). The rules are
 * the contract's: {@link bookingFormSchema} builds the CreateBooking and validates it with createBookingSchema, adding
 * only what the contract cannot know (the sailing's cut-off against now, the date range of spec section 5).
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
/** Years before and after the current year a date may lie in (spec section 5 date pickers). */
export const BOOKING_DATE_YEARS = 10;
/** Days of departures listed from the cargo-ready date on (four weeks, within the schedule's maximum period). */
export const SAILING_WINDOW_DAYS = 28;

const text = z.string();
const locationOptionSchema = z.object({ code: text, name: text });

const partyValuesSchema = z.object({
  partyName: text,
  street: text,
  city: text,
  // Added by issue 16: a draft saved before has none of the three; they default to '' so it still restores.
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

// ---------------------------------------------------------------------------------------------------------------------
// Form values -> CreateBooking

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
                    isMarinePollutant: false,
                    isLimitedQuantity: false,
                    isExceptedQuantity: false,
                    isSalvagePackings: false,
                    isEmptyUncleanedResidue: false,
                    isWaste: false,
                    isHot: false,
                    isCompetentAuthorityApprovalRequired: false,
                    isReportableQuantity: false,
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
  const at = (option: { code: string; name: string }, type: ShipmentLocation['locationTypeCode']) =>
    locations.push({
      location: { UNLocationCode: option.code, locationName: option.name.slice(0, 100) },
      locationTypeCode: type,
    });
  const sailing = values.sailing !== 'none' ? values.sailing : null;
  // Door terms: the place of receipt / delivery is the customer's town, the ports come from the sailing.
  if (values.origin && values.receiptTypeAtOrigin === 'SD') at(values.origin, 'PRE');
  const pol = sailing?.pol ?? values.origin;
  const pod = sailing?.pod ?? values.destination;
  if (pol) at(pol, 'POL');
  if (pod) at(pod, 'POD');
  if (values.destination && values.deliveryTypeAtDestination === 'SD') at(values.destination, 'PDE');
  return locations;
}

/**
 * The CreateBooking the form's values stand for (before validation: numbers that do not parse are NaN, so the contract
 * reports their fields). bookingChannelReference `channel` (spec section 3: WEB for the booking request, AOQ for a
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
      ? {
          vessel: {
            name: sailing.vesselName,
            ...(sailing.vesselIMONumber ? { vesselIMONumber: sailing.vesselIMONumber } : {}),
          },
          carrierExportVoyageNumber: sailing.voyageNumber,
          ...(sailing.serviceCode ? { carrierServiceCode: sailing.serviceCode } : {}),
          expectedDepartureDate: sailing.departureDate.slice(0, 10),
        }
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

// ---------------------------------------------------------------------------------------------------------------------
// Contract paths -> form paths, contract messages -> message codes

type PathKey = PropertyKey;

const PARTY_FIELDS: Record<string, keyof PartyFormValues> = {
  partyName: 'partyName',
  street: 'street',
  city: 'city',
  postCode: 'postalCode',
  countryCode: 'countryCode',
  type: 'taxType',
  value: 'taxValue',
  name: 'contactName',
  email: 'email',
  phone: 'phone',
};

function partyPath(prefix: string, rest: readonly PathKey[]): string {
  // rest: ['partyName'] | ['address', 'city'] | ['partyContactDetails', 0, 'email'] | ...
  const field = rest.findLast((key) => typeof key === 'string' && key in PARTY_FIELDS);
  return field === undefined ? `${prefix}.partyName` : `${prefix}.${PARTY_FIELDS[String(field)]}`;
}

const DG_FIELDS: Record<string, string> = {
  UNNumber: 'UNNumber',
  properShippingName: 'properShippingName',
  imoClass: 'imoClass',
  packingGroup: 'packingGroup',
  EMSNumber: 'EMSNumber',
  contact: 'emergencyContact',
  phone: 'emergencyPhone',
};

function equipmentPath(index: PathKey, rest: readonly PathKey[]): string {
  const line = `requestedEquipments.${String(index)}`;
  const [first, , third] = rest;
  if (first === 'commodities') {
    if (third === 'HSCodes') return `${line}.hsCode`;
    if (third === 'outerPackaging') {
      const field = rest.findLast((key) => typeof key === 'string' && key in DG_FIELDS);
      return `${line}.dangerousGoods.${field === undefined ? 'UNNumber' : DG_FIELDS[String(field)]}`;
    }
    if (third === 'cargoGrossWeight') return `${line}.cargoGrossWeight.value`;
    return `${line}.commodityType`;
  }
  if (first === 'cargoGrossWeight') return `${line}.cargoGrossWeight.value`;
  if (first === 'activeReeferSettings') {
    const field = rest[1];
    return `${line}.activeReeferSettings.${typeof field === 'string' && field !== 'airExchangeUnit' ? field : 'temperatureSetpoint'}`;
  }
  if (first === 'outOfGauge') {
    const field = rest[1];
    return `${line}.outOfGaugeDimensions.${typeof field === 'string' && field !== 'unit' ? field : 'length'}`;
  }
  if (first === 'units' || first === 'ISOEquipmentCode' || first === 'isShipperOwned') return `${line}.${first}`;
  return `${line}.units`;
}

/**
 * The form field (react-hook-form path) of a contract issue path or a server error's path (`requestedEquipments.0.
 * commodities.0.HSCodes.0` -> `requestedEquipments.0.hsCode`); 'root' for what no field shows.
 */
export function toFormPath(path: readonly PathKey[]): string {
  const [head, ...rest] = path;
  switch (head) {
    case 'shipmentLocations':
      return 'origin';
    case 'vessel':
    case 'carrierExportVoyageNumber':
    case 'carrierServiceCode':
    case 'expectedDepartureDate':
      return 'sailing';
    case 'expectedDepartureFromPlaceOfReceiptDate':
      return 'cargoReadyDate';
    case 'serviceContractReference':
    case 'contractQuotationReference':
    case 'freightPaymentTermCode':
    case 'remarks':
    case 'receiptTypeAtOrigin':
    case 'deliveryTypeAtDestination':
      return head;
    case 'exportDeclarationReference':
    case 'isExportDeclarationRequired':
      return 'exportInfo.reference';
    case 'supportingDocuments':
      return 'supportingDocuments';
    case 'requestedEquipments':
      return rest.length === 0 ? 'requestedEquipments' : equipmentPath(rest[0] ?? 0, rest.slice(1));
    case 'documentParties': {
      const [role, ...partyRest] = rest;
      if (role === 'shipper' || role === 'consignee') return partyPath(`documentParties.${role}`, partyRest);
      if (role === 'other') {
        const [index, , ...notifyRest] = partyRest;
        return partyPath(`documentParties.notifyParties.${String(index ?? 0)}`, notifyRest);
      }
      return 'root';
    }
    default:
      return 'root';
  }
}

/** A server error's JSONPath ('$.requestedEquipments[0].units') as path segments. */
export function jsonPathSegments(jsonPath: string): PathKey[] {
  return [...jsonPath.matchAll(/\.([A-Za-z_][\w]*)|\[(\d+)\]/g)].map((match) =>
    match[2] === undefined ? (match[1] ?? '') : Number(match[2]),
  );
}

const MESSAGE_CODES: readonly [RegExp, string][] = [
  [/^required$/, 'required'],
  [/^must be more than 0$/, 'positive'],
  [/^an HS code/, 'hs-code'],
  [/UN number/, 'un-number'],
  [/^an IMO class/, 'imo-class'],
  [/^a whole number$/, 'units-range'],
  [/^at (least|most) \d+$/, 'units-range'],
  [/^the set point must be within/, 'reefer-range'],
  [/kg per .* container$/, 'payload'],
  [/service contract or quotation/, 'contract-required'],
  [/choose a sailing/, 'sailing-required'],
  [/e-mail/, 'email'],
  [/country code/, 'country-code'],
  [/start or end with a space/, 'trim'],
  [/characters$/, 'too-long'],
  [/^(POL|POD) is required$/, 'required'],
  [/at least one HS code/, 'hs-code'],
];

/**
 * The message code (key under `errors.` of the booking namespace) of a contract issue: known contract messages by
 * text, zod's own by kind. The Field primitive translates it (IssueText).
 */
export function issueCode(issue: { code: string; message: string; input?: unknown; origin?: string }): string {
  for (const [pattern, code] of MESSAGE_CODES) if (pattern.test(issue.message)) return code;
  if (issue.code === 'invalid_type') {
    return issue.input === undefined || issue.input === '' || Number.isNaN(issue.input) ? 'required' : 'invalid';
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return 'required';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'too-long';
  if (issue.code === 'too_small' || issue.code === 'too_big') return 'out-of-range';
  return 'invalid';
}

// ---------------------------------------------------------------------------------------------------------------------
// The form's schema

/** What the form's rules need besides the values: the user's company, today (yyyy-MM-dd) and now (epoch ms). */
export interface BookingFormContext {
  company: BookingCompany;
  today: string;
  now: () => number;
  /** The instant (epoch ms) of a local 'yyyy-MM-dd HH:mm:ss' in an IANA zone (lib/dates zonedDateTimeToEpochMs). */
  instantOf: (localDateTime: string, timeZone: string) => number;
  /** The booking channel (WEB when absent): AOQ while the form books on an accepted quote. */
  channel?: BookingChannel;
}

/** True when the sailing's port cut-off lies before `now`. */
export function isCutOffPassed(
  sailing: SailingChoice,
  context: Pick<BookingFormContext, 'now' | 'instantOf'>,
): boolean {
  if (!sailing.portCutOff || !sailing.portCutOffTimeZone) return false;
  return context.instantOf(sailing.portCutOff, sailing.portCutOffTimeZone) <= context.now();
}

/** Latest date a booking date may have: the last day of the year {@link BOOKING_DATE_YEARS} years on (spec 5). */
export function latestBookingDate(today: string): string {
  return `${String(Number(today.slice(0, 4)) + BOOKING_DATE_YEARS)}-12-31`;
}

function formOnlyIssues(values: BookingFormValues, context: BookingFormContext) {
  const issues: { path: string; message: string }[] = [];
  if (!values.origin) issues.push({ path: 'origin', message: 'required' });
  if (!values.destination) issues.push({ path: 'destination', message: 'required' });
  if (values.origin && values.destination && values.origin.code === values.destination.code) {
    issues.push({ path: 'destination', message: 'same-location' });
  }
  if (!values.cargoReadyDate) issues.push({ path: 'cargoReadyDate', message: 'required' });
  else if (!isIsoDate(values.cargoReadyDate)) issues.push({ path: 'cargoReadyDate', message: 'date-format' });
  else if (
    daysBetween(context.today, values.cargoReadyDate) < 0 ||
    daysBetween(values.cargoReadyDate, latestBookingDate(context.today)) < 0
  ) {
    issues.push({ path: 'cargoReadyDate', message: 'date-range' });
  }
  if (values.sailing === null) issues.push({ path: 'sailing', message: 'sailing-required' });
  else if (values.sailing !== 'none' && isCutOffPassed(values.sailing, context)) {
    issues.push({ path: 'sailing', message: 'cut-off-passed' });
  }
  if (needsExportInfo(values) && !values.exportInfo.typeCode) {
    issues.push({ path: 'exportInfo.typeCode', message: 'required' });
  }
  values.requestedEquipments.forEach((line, index) => {
    if (line.dangerous && line.dangerousGoods.UNNumber.trim() === '') {
      // The contract's regex says "4 digits"; an empty field reads better as required.
      issues.push({ path: `requestedEquipments.${String(index)}.dangerousGoods.UNNumber`, message: 'required' });
    }
  });
  return issues;
}

/**
 * The form's schema for zodResolver: the values become a CreateBooking (toCreateBooking) that the contract's
 * createBookingSchema validates; its issues come back on the form's fields (toFormPath) as message codes (issueCode),
 * with the form-only rules (locations, cargo-ready date in range and not past, a sailing chosen and its cut-off ahead,
 * US/CA export information). The output is the parsed CreateBooking the API takes.
 */
export function bookingFormSchema(context: BookingFormContext) {
  return zc.custom<BookingFormValues>().transform((values, ctx): CreateBooking => {
    const seen = new Set<string>();
    const add = (path: string, message: string) => {
      // One message per field: the first (form rules before the contract's) is the one the user fixes first.
      if (seen.has(path)) return;
      seen.add(path);
      ctx.addIssue({
        code: 'custom',
        path: path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
        message,
      });
    };
    for (const issue of formOnlyIssues(values, context)) add(issue.path, issue.message);
    const result = createBookingSchema.safeParse(toCreateBooking(values, context.company, context.channel ?? 'WEB'));
    if (result.success && seen.size === 0) return result.data;
    if (!result.success) {
      for (const issue of result.error.issues) {
        // POL/POD come from origin and destination (or the sailing): a missing one is already the form's issue on
        // that field; the contract's count of shipment locations would only repeat it on the origin.
        if (issue.path[0] === 'shipmentLocations' && (seen.has('origin') || seen.has('destination'))) continue;
        add(toFormPath(issue.path), issueCode(issue));
      }
    }
    return zc.NEVER;
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// A booking -> form values (copy as a new booking request)

function fromParty(party: Party | undefined): PartyFormValues {
  if (!party) return emptyParty();
  const contact = party.partyContactDetails?.[0];
  return {
    partyName: party.partyName,
    street: party.address?.street ?? '',
    city: party.address?.city ?? '',
    postalCode: party.address?.postCode ?? '',
    countryCode: party.address?.countryCode ?? '',
    contactName: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    taxType: party.taxLegalReferences?.[0]?.type ?? '',
    taxValue: party.taxLegalReferences?.[0]?.value ?? '',
  };
}

const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The form values of a copy of `booking`'s request (issue 14 section 4 "copy as a new booking request"): route, terms,
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
  const base = emptyBookingForm(company);
  return {
    ...base,
    origin: location('PRE') ?? location('POL'),
    destination: location('PDE') ?? location('POD'),
    receiptTypeAtOrigin: booking.receiptTypeAtOrigin === 'SD' ? 'SD' : 'CY',
    deliveryTypeAtDestination: booking.deliveryTypeAtDestination === 'SD' ? 'SD' : 'CY',
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

/** The window of departures listed for a cargo-ready date: [date, date + {@link SAILING_WINDOW_DAYS}]. */
export function sailingWindow(cargoReadyDate: string): { fromDate: string; toDate: string } {
  return { fromDate: cargoReadyDate, toDate: addDaysToIsoDate(cargoReadyDate, SAILING_WINDOW_DAYS) };
}

// ---------------------------------------------------------------------------------------------------------------------
// A schedule route or an accepted quote -> form values

/** The form's sailing choice of a schedule route: its first vessel leg, POL/POD and the port cut-off at its place. */
export function sailingChoiceOf(route: PointToPointRoute): SailingChoice {
  const vesselLeg = route.sailInfo.find((leg) => leg.modeOfTransport === 'VESSEL') ?? route.sailInfo[0];
  const portCutOff = route.cutOffTimes.find((cutOff) => cutOff.cutOffDateTimeCode === 'PCO');
  const zoneOf = (code: string) =>
    [route.por, route.pol, route.pod, route.del].find((location) => location.locationCode === code)?.timeZone ?? null;
  return {
    key: route.key,
    vesselName: vesselLeg?.vesselName ?? '',
    vesselIMONumber: vesselLeg?.vesselIMONumber ?? null,
    voyageNumber: vesselLeg?.voyageNumber ?? '',
    serviceCode: vesselLeg?.serviceCode ?? null,
    departureDate: vesselLeg?.departureDate ?? route.departureDate,
    pol: { code: route.pol.locationCode, name: route.pol.locationName },
    pod: { code: route.pod.locationCode, name: route.pod.locationName },
    portCutOff: portCutOff?.cutOffDateTime ?? null,
    portCutOffTimeZone: portCutOff ? zoneOf(portCutOff.locationCode) : null,
  };
}

/**
 * The form values of a booking on accepted `quote` (issue 15 section 4): the quote's route (POR/DEL and their terms),
 * its sailing, its equipment (one line: size-type and quantity; reefer settings asked for a reefer size-type), the
 * commodity searched, the quote reference as contractQuotationReference and the ocean freight's payment term; the
 * cargo-ready date of the search (today when that has passed: the form allows no past date). Parties, weight, HS code
 * and remarks are the user's to fill.
 */
export function fromQuote(quote: Quote, company: BookingCompany, today: string): BookingFormValues {
  const { route } = quote.offer;
  const base = emptyBookingForm(company);
  const line = emptyEquipment(quote.offer.isoEquipmentCode);
  // 'OFT' is quote-contract's OCEAN_FREIGHT_CODE, written out: a value import would pull the quote schemas into this
  // module's chunk, which the plain booking request loads before its first form stage (README "Speed budgets").
  const freight = quote.offer.lines.find((priceLine) => priceLine.chargeCode === 'OFT');
  return {
    ...base,
    origin: { code: route.por.locationCode, name: route.por.locationName },
    destination: { code: route.del.locationCode, name: route.del.locationName },
    receiptTypeAtOrigin: route.receiptTypeAtOrigin,
    deliveryTypeAtDestination: route.deliveryTypeAtDestination,
    cargoReadyDate: daysBetween(today, quote.search.cargoReadyDate) < 0 ? today : quote.search.cargoReadyDate,
    sailing: sailingChoiceOf(route),
    contractQuotationReference: quote.quoteReference,
    freightPaymentTermCode: freight?.paymentTermCode ?? 'PRE',
    requestedEquipments: [
      {
        ...line,
        units: String(quote.offer.quantity),
        commodityType: quote.search.commodity,
        reefer: REEFER_SIZE_TYPES.includes(quote.offer.isoEquipmentCode),
      },
    ],
  };
}

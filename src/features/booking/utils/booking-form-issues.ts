import { encodeIssues } from '@/components/ui/field-issue';
import type { CreateBookingInput } from '@/domain/booking/booking-contract';
import type { PartyFormValues } from '@/features/booking/utils/booking-form-values';

// Contract issue paths and server error paths -> the form's fields; contract messages -> message codes.

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

const ADDRESS_FIELDS = new Set(['street', 'postCode', 'city', 'countryCode']);

/**
 * A shipment location's path: the street address of a Door place (PRE / PDE, told by its index in the request sent)
 * is the pick-up or delivery address field; anything else about the places is the origin's.
 */
function shipmentLocationPath(
  rest: readonly PathKey[],
  request: Pick<CreateBookingInput, 'shipmentLocations'> | undefined,
) {
  const [index, locationKey, addressKey, field] = rest;
  const type = typeof index === 'number' ? request?.shipmentLocations[index]?.locationTypeCode : undefined;
  if (locationKey !== 'location' || addressKey !== 'address' || (type !== 'PRE' && type !== 'PDE')) return 'origin';
  const end = type === 'PRE' ? 'pickupAddress' : 'deliveryAddress';
  return `${end}.${typeof field === 'string' && ADDRESS_FIELDS.has(field) ? field : 'street'}`;
}

/**
 * The form field (react-hook-form path) of a contract issue path or a server error's path (`requestedEquipments.0.
 * commodities.0.HSCodes.0` -> `requestedEquipments.0.hsCode`); 'root' for what no field shows. `request` is the
 * request the path is about (what was sent), to tell a Door place's address from the other shipment locations.
 */
export function toFormPath(path: readonly PathKey[], request?: Pick<CreateBookingInput, 'shipmentLocations'>): string {
  const [head, ...rest] = path;
  switch (head) {
    case 'shipmentLocations':
      return shipmentLocationPath(rest, request);
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
  // Before 'country code': the carrier's Door rule names the address's fields (booking-door-contract.ts).
  [/needs the street address/, 'required'],
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
 * text, zod's own by kind; a text over its limit is `too-long-max` with the limit as `max`, encoded ({@link encodeIssues}).
 * The Field primitive translates it (IssueText).
 */
export function issueCode(issue: {
  code: string;
  message: string;
  input?: unknown;
  origin?: string;
  maximum?: number | bigint;
}): string {
  // A text over its limit says the limit ("At most 550 characters."): from the contract's message or zod's own issue.
  const limit = /at most (\d+) characters$/.exec(issue.message)?.[1];
  if (limit !== undefined) return encodeIssues([{ key: 'too-long-max', values: { max: Number(limit) } }]);
  for (const [pattern, code] of MESSAGE_CODES) if (pattern.test(issue.message)) return code;
  if (issue.code === 'invalid_type') {
    return issue.input === undefined || issue.input === '' || Number.isNaN(issue.input) ? 'required' : 'invalid';
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return 'required';
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return issue.maximum === undefined
      ? 'too-long'
      : encodeIssues([{ key: 'too-long-max', values: { max: Number(issue.maximum) } }]);
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') return 'out-of-range';
  return 'invalid';
}

import {
  type BookingTemplate,
  type TemplateFields,
  templateFieldsSchema,
  type TemplateParty,
} from '@/domain/booking-template/template-contract';
import type { ContainerSizeTypeCode } from '@/domain/container/container-size-types';

/*
 * The template editor's form: the flat state it edits, the template fields it saves, and its checks (the contract's
 * schema, a name, a whole number of containers).
 */

/** The editor's flat text state (what the form holds). */
export interface EditorState {
  name: string;
  originCode: string;
  originName: string;
  destinationCode: string;
  destinationName: string;
  receiptTypeAtOrigin: 'CY' | 'SD';
  deliveryTypeAtDestination: 'CY' | 'SD';
  shipperName: string;
  shipperCity: string;
  shipperCountry: string;
  consigneeName: string;
  consigneeCity: string;
  consigneeCountry: string;
  sizeType: ContainerSizeTypeCode;
  units: string;
  weightKg: string;
  commodityType: string;
  hsCode: string;
  remarks: string;
}

/** The editor's state of `template` (a new template: empty, one 40' dry container). */
export function stateOf(template: BookingTemplate | null): EditorState {
  const fields = template?.fields ?? {};
  const line = fields.requestedEquipments?.[0];
  return {
    name: template?.name ?? '',
    originCode: fields.origin?.code ?? '',
    originName: fields.origin?.name ?? '',
    destinationCode: fields.destination?.code ?? '',
    destinationName: fields.destination?.name ?? '',
    receiptTypeAtOrigin: fields.receiptTypeAtOrigin ?? 'CY',
    deliveryTypeAtDestination: fields.deliveryTypeAtDestination ?? 'CY',
    shipperName: fields.shipper?.partyName ?? '',
    shipperCity: fields.shipper?.city ?? '',
    shipperCountry: fields.shipper?.countryCode ?? '',
    consigneeName: fields.consignee?.partyName ?? '',
    consigneeCity: fields.consignee?.city ?? '',
    consigneeCountry: fields.consignee?.countryCode ?? '',
    sizeType: line?.ISOEquipmentCode ?? '42G1',
    units: line?.units ?? '1',
    weightKg: line?.cargoGrossWeight.value ?? '',
    commodityType: line?.commodityType ?? '',
    hsCode: line?.hsCode ?? '',
    remarks: fields.remarks ?? '',
  };
}

const emptyParty: TemplateParty = {
  partyName: '',
  street: '',
  city: '',
  countryCode: '',
  contactName: '',
  email: '',
  phone: '',
};

/**
 * The fields of the edited state over the template's own (what the editor does not show, e.g. a party's street, notify
 * parties or further equipment lines, stays as it was). An emptied route end or party is left out.
 */
export function fieldsOf(state: EditorState, before: TemplateFields): TemplateFields {
  const party = (old: TemplateParty | undefined, name: string, city: string, country: string) =>
    name.trim()
      ? { ...emptyParty, ...old, partyName: name.trim(), city: city.trim(), countryCode: country.trim().toUpperCase() }
      : undefined;
  const location = (code: string, name: string) =>
    code.trim() ? { code: code.trim().toUpperCase(), name: name.trim() || code.trim().toUpperCase() } : undefined;
  const otherLines = before.requestedEquipments?.slice(1) ?? [];
  const fields: TemplateFields = {
    ...before,
    origin: location(state.originCode, state.originName),
    destination: location(state.destinationCode, state.destinationName),
    receiptTypeAtOrigin: state.receiptTypeAtOrigin,
    deliveryTypeAtDestination: state.deliveryTypeAtDestination,
    shipper: party(before.shipper, state.shipperName, state.shipperCity, state.shipperCountry),
    consignee: party(before.consignee, state.consigneeName, state.consigneeCity, state.consigneeCountry),
    requestedEquipments: [
      {
        ISOEquipmentCode: state.sizeType,
        units: state.units.trim(),
        cargoGrossWeight: { value: state.weightKg.trim(), unit: 'KGM' },
        commodityType: state.commodityType.trim(),
        hsCode: state.hsCode.trim(),
      },
      ...otherLines,
    ],
    remarks: state.remarks.trim() || undefined,
  };
  // Undefined entries (an emptied route end or party) are left out on the wire (JSON).
  return fields;
}

/** What is wrong with an editor state, by field, as i18n keys of the booking-templates namespace; empty when none. */
export function editorIssues(state: EditorState, before: TemplateFields): Partial<Record<keyof EditorState, string>> {
  const issues: Partial<Record<keyof EditorState, string>> = {};
  if (state.name.trim() === '') issues.name = 'name-required';
  const parsed = templateFieldsSchema.safeParse(fieldsOf(state, before));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head] = issue.path;
      if (head === 'origin') issues.originCode = 'errors.location';
      else if (head === 'destination') issues.destinationCode = 'errors.location';
      else if (head === 'requestedEquipments') issues.units = 'errors.equipment';
      else issues.remarks = 'errors.invalid';
    }
  }
  if (!/^\d{1,4}$/.test(state.units.trim()) || Number(state.units) < 1) issues.units = 'errors.units';
  return issues;
}

import type { TemplateFieldName, TemplateFields } from '@/domain/booking-template/template-contract';
import { TEMPLATE_FIELD_NAMES } from '@/domain/booking-template/template-contract';
import {
  type BookingFormValues,
  emptyEquipment,
  emptyParty,
  type EquipmentFormValues,
  type PartyFormValues,
} from '@/features/booking/utils/booking-form-values';
import { pick } from '@/lib/pick';

/*
 * "Start from a template" on the booking request: a template fills every field it holds and
 * nothing else, and a field the user already changed is never overwritten silently.
 */

/** react-hook-form's `formState.dirtyFields`: true at a changed leaf, nested like the values. */
export type DirtyFlags = unknown;

/** Result of {@link applyTemplate}. */
export interface AppliedTemplate {
  /** The form values with the template's fields in (those in `kept` left as the user had them). */
  values: BookingFormValues;
  /** Template fields written into the form (form order). */
  replaced: TemplateFieldName[];
  /** Template fields the user had changed to something else: left alone (form order). Ask before replacing them. */
  kept: TemplateFieldName[];
}

/** The form path of each template field (also what the form sets with setValue). */
export const TEMPLATE_FORM_PATHS = {
  origin: 'origin',
  destination: 'destination',
  receiptTypeAtOrigin: 'receiptTypeAtOrigin',
  deliveryTypeAtDestination: 'deliveryTypeAtDestination',
  serviceContractReference: 'serviceContractReference',
  freightPaymentTermCode: 'freightPaymentTermCode',
  shipper: 'documentParties.shipper',
  consignee: 'documentParties.consignee',
  notifyParties: 'documentParties.notifyParties',
  requestedEquipments: 'requestedEquipments',
  remarks: 'remarks',
} as const satisfies Record<TemplateFieldName, string>;

function at(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      source,
    );
}

/** True when any flag under `flags` is true (a dirty leaf anywhere in a group or list). */
function anyDirty(flags: unknown): boolean {
  if (flags === true) return true;
  if (Array.isArray(flags)) return flags.some(anyDirty);
  if (flags !== null && typeof flags === 'object') return Object.values(flags).some(anyDirty);
  return false;
}

/** The form value a template field becomes (parties and lines over empty ones: every form key stays present). */
function formValueOf(name: TemplateFieldName, fields: TemplateFields): unknown {
  switch (name) {
    case 'shipper':
    case 'consignee':
      return { ...emptyParty(), ...fields[name] };
    case 'notifyParties':
      return (fields.notifyParties ?? []).map((party) => ({ ...emptyParty(), ...party }));
    case 'requestedEquipments':
      return (fields.requestedEquipments ?? []).map((line) => ({
        ...emptyEquipment(line.ISOEquipmentCode),
        units: line.units,
        cargoGrossWeight: { ...line.cargoGrossWeight },
        commodityType: line.commodityType,
        hsCode: line.hsCode,
      }));
    default:
      return structuredClone(fields[name]);
  }
}

function withValue(values: BookingFormValues, name: TemplateFieldName, value: unknown): BookingFormValues {
  if (name === 'shipper' || name === 'consignee' || name === 'notifyParties') {
    return { ...values, documentParties: { ...values.documentParties, [name]: value } };
  }
  return { ...values, [name]: value };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies `template` to the booking form's `formValues`. Every field the template holds is written, unless the user
 * changed it (`dirtyFields`, react-hook-form's) to a value other than the template's: then it is kept and named in
 * `kept`. Fields the template does not hold are never touched. To replace the kept ones too (the user confirmed),
 * call again with `{}` as `dirtyFields`. Pure: `formValues` is not changed.
 */
export function applyTemplate(
  formValues: BookingFormValues,
  dirtyFields: DirtyFlags,
  template: TemplateFields,
): AppliedTemplate {
  let values = formValues;
  const replaced: TemplateFieldName[] = [];
  const kept: TemplateFieldName[] = [];
  for (const name of TEMPLATE_FIELD_NAMES) {
    if (template[name] === undefined) continue;
    const path = TEMPLATE_FORM_PATHS[name];
    const next = formValueOf(name, template);
    if (anyDirty(at(dirtyFields, path)) && !sameValue(at(formValues, path), next)) {
      kept.push(name);
      continue;
    }
    values = withValue(values, name, next);
    replaced.push(name);
  }
  return { values, replaced, kept };
}

const filledParty = (party: { partyName: string }) => party.partyName.trim() !== '';

/** What a template keeps of a party: every field the form holds for it (templatePartySchema). */
const TEMPLATE_PARTY_FIELDS = [
  'partyName',
  'street',
  'city',
  'postalCode',
  'countryCode',
  'contactName',
  'email',
  'phone',
  'taxType',
  'taxValue',
] as const satisfies readonly (keyof PartyFormValues)[];

/**
 * The template fields of the booking form's values ("Save as template" on the booking request): route and terms,
 * contract, parties with a name, equipment lines with their cargo, remarks; never the sailing, dates or documents.
 */
export function templateFieldsOf(values: BookingFormValues): TemplateFields {
  const { shipper, consignee, notifyParties } = values.documentParties;
  const party = (value: typeof shipper) => pick(value, TEMPLATE_PARTY_FIELDS);
  return {
    ...(values.origin ? { origin: values.origin } : {}),
    ...(values.destination ? { destination: values.destination } : {}),
    receiptTypeAtOrigin: values.receiptTypeAtOrigin,
    deliveryTypeAtDestination: values.deliveryTypeAtDestination,
    ...(values.serviceContractReference.trim()
      ? { serviceContractReference: values.serviceContractReference.trim() }
      : {}),
    freightPaymentTermCode: values.freightPaymentTermCode,
    ...(filledParty(shipper) ? { shipper: party(shipper) } : {}),
    ...(filledParty(consignee) ? { consignee: party(consignee) } : {}),
    ...(notifyParties.some(filledParty) ? { notifyParties: notifyParties.filter(filledParty).map(party) } : {}),
    ...(values.requestedEquipments.length > 0
      ? {
          requestedEquipments: values.requestedEquipments.map((line) => ({
            ISOEquipmentCode: line.ISOEquipmentCode,
            units: line.units,
            cargoGrossWeight: { ...line.cargoGrossWeight },
            commodityType: line.commodityType,
            hsCode: line.hsCode,
          })),
        }
      : {}),
    ...(values.remarks.trim() ? { remarks: values.remarks } : {}),
  };
}

/** Quick booking's details (quick-booking-draft.ts) as far as a template fills them. */
export interface QuickTemplateTarget {
  sizeType: EquipmentFormValues['ISOEquipmentCode'];
  units: string;
  commodity: string;
  hsCode: string;
  weight: string;
  weightUnit: 'KGM' | 'LBR';
  contractKind: 'serviceContract' | 'quotation';
  contractNumber: string;
}

/**
 * Quick booking's version of {@link applyTemplate}: the template's first equipment line (size-type, units, commodity,
 * HS code, weight with its unit) and its service contract fill the details step; the route and sailing are the
 * search's. A field the user changed (`dirtyFields` of the step's form) to another value is kept and named in `kept`.
 */
export function applyTemplateToQuickDetails<T extends QuickTemplateTarget>(
  details: T,
  dirtyFields: Partial<Record<keyof QuickTemplateTarget, boolean>>,
  template: TemplateFields,
): { values: T; replaced: (keyof QuickTemplateTarget)[]; kept: (keyof QuickTemplateTarget)[] } {
  const line = template.requestedEquipments?.[0];
  const wanted: Partial<QuickTemplateTarget> = {
    ...(line
      ? {
          sizeType: line.ISOEquipmentCode,
          units: line.units,
          commodity: line.commodityType,
          hsCode: line.hsCode,
          weight: line.cargoGrossWeight.value,
          weightUnit: line.cargoGrossWeight.unit,
        }
      : {}),
    ...(template.serviceContractReference
      ? { contractKind: 'serviceContract' as const, contractNumber: template.serviceContractReference }
      : {}),
  };
  const values = { ...details };
  const replaced: (keyof QuickTemplateTarget)[] = [];
  const kept: (keyof QuickTemplateTarget)[] = [];
  for (const [name, value] of Object.entries(wanted) as [keyof QuickTemplateTarget, string][]) {
    if (dirtyFields[name] && details[name] !== value) {
      kept.push(name);
      continue;
    }
    (values as Record<string, unknown>)[name] = value;
    replaced.push(name);
  }
  return { values, replaced, kept };
}

/**
 * The template fields the user has made their own, as dirty flags for {@link applyTemplate}: those react-hook-form
 * marks dirty, and those whose value differs from `blank` (the fresh form's). The second catches values restored from
 * a draft or a copied booking: they are the form's defaults, so react-hook-form does not call them dirty, yet they are
 * the user's work and must not be overwritten silently.
 */
export function editedTemplateFields(
  values: BookingFormValues,
  dirtyFields: DirtyFlags,
  blank: BookingFormValues,
): Record<string, unknown> {
  const flags: Record<string, unknown> = {};
  for (const name of TEMPLATE_FIELD_NAMES) {
    const path = TEMPLATE_FORM_PATHS[name];
    if (!anyDirty(at(dirtyFields, path)) && sameValue(at(values, path), at(blank, path))) continue;
    const keys = path.split('.');
    let target = flags;
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1] ?? path] = true;
  }
  return flags;
}

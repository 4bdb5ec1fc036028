import { normaliseContainerNumber } from '@/domain/container/container-number';

import type { SiContainerRow, SiFormValues, SiPartyValues } from './si-form-values';

/*
 * What an amendment changes, field by field (shown before an amended SI is sent). Pure: the
 * before and after values of the form; container rows are matched by container number.
 */

/** One change: the field's label key in `si-form` (with a container number for rows), before and after as shown. */
export interface SiChange {
  /** Label key, e.g. 'fields.consignee.partyName' or 'fields.container.sealNumber'. */
  field: string;
  /** The container the change is in (rows only). */
  container?: string;
  before: string;
  after: string;
}

const PARTY_FIELDS: (keyof SiPartyValues)[] = [
  'partyName',
  'street',
  'city',
  'postCode',
  'countryCode',
  'contactName',
  'phone',
  'email',
];
const ROW_FIELDS: (keyof SiContainerRow)[] = [
  'isoEquipmentCode',
  'sealNumber',
  'packageCode',
  'numberOfPackages',
  'cargoGrossWeightKg',
  'tareWeightKg',
  'cargoGrossVolumeM3',
  'isShipperOwned',
];
const TOP_FIELDS = [
  'transportDocumentTypeCode',
  'isElectronic',
  'isToOrder',
  'freightPaymentTermCode',
  'numberOfOriginalsWithCharges',
  'numberOfCopiesWithoutCharges',
  'contactName',
  'contactEmail',
  'contactPhone',
  'descriptionOfGoods',
  'hsCodes',
  'shippingMarks',
  'ics2FiledBy',
  'ics2SelfFilerCode',
] as const satisfies readonly (keyof SiFormValues)[];

const shown = (value: string | boolean) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : value.trim());

const keyOf = (row: SiContainerRow) => normaliseContainerNumber(row.containerNumber) ?? row.containerNumber.trim();

/** The changes from `before` to `after`, in the form's order; empty when nothing changed. */
export function siDiff(before: SiFormValues, after: SiFormValues): SiChange[] {
  const changes: SiChange[] = [];
  const add = (field: string, from: string | boolean, to: string | boolean, container?: string) => {
    if (shown(from) !== shown(to)) {
      changes.push({ field, before: shown(from), after: shown(to), ...(container ? { container } : {}) });
    }
  };
  for (const field of TOP_FIELDS) add(`fields.${field}`, before[field], after[field]);
  for (const party of ['shipper', 'consignee', 'endorsee', 'notifyParty'] as const) {
    for (const field of PARTY_FIELDS) add(`fields.${party}.${field}`, before[party][field], after[party][field]);
  }
  const beforeRows = new Map(before.containers.map((row) => [keyOf(row), row]));
  const afterKeys = new Set(after.containers.map(keyOf));
  for (const row of after.containers) {
    const key = keyOf(row);
    const old = beforeRows.get(key);
    if (!old) {
      changes.push({ field: 'fields.container.added', container: key, before: '', after: key });
      continue;
    }
    for (const field of ROW_FIELDS) add(`fields.container.${field}`, old[field], row[field], key);
  }
  for (const row of before.containers) {
    const key = keyOf(row);
    if (!afterKeys.has(key))
      changes.push({ field: 'fields.container.removed', container: key, before: key, after: '' });
  }
  return changes;
}

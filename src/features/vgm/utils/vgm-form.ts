import { fromZonedTime } from 'date-fns-tz';

import { VGM_CONTAINERS_MAX } from '@/config/limits';
import { z } from '@/config/zod';
import {
  containerListReader,
  type ContainerListSpec,
  foldHeader,
  numberCell,
} from '@/domain/container/container-list-import';
import {
  containerCheckDigit,
  isValidContainerNumber,
  normaliseContainerNumber,
} from '@/domain/container/container-number';
import { type PostVgmDeclarationsRequest, VGM_METHODS, type VgmBooking, WEIGHT_UNITS } from '@/domain/vgm/vgm-contract';
import { toKg } from '@/domain/vgm/vgm-rules';

/*
 * The VGM declaration form (docs/areas/vgm-delivery-orders.md, "VGM"): what applies to the whole submission (unit,
 * SOLAS method, date of weighing, weighing party, responsible party and its authorised signatory) and one row per
 * container (number and VGM). Messages are issue codes the page translates (`vgm:error.<code>`).
 */

/** Heaviest VGM the form takes, in kg: above any container's maximum gross mass (ISO 668: 30,480 kg; tanks more). */
export const VGM_MAX_KG = 45_000;

/** One container row as the form holds it (text, as typed). */
export interface VgmRow {
  containerNumber: string;
  vgm: string;
}

/** A new empty row. */
export const emptyVgmRow = (): VgmRow => ({ containerNumber: '', vgm: '' });

/** Why a container number is wrong: empty, not 4 letters and 7 digits, or a wrong ISO 6346 check digit. */
export function containerNumberIssue(value: string): 'required' | 'container-format' | 'check-digit' | undefined {
  if (value.trim() === '') return 'required';
  const normalised = normaliseContainerNumber(value);
  if (normalised === null) return 'container-format';
  return isValidContainerNumber(normalised) ? undefined : 'check-digit';
}

/** The check digit `value` should end with (for the message at the row), or undefined when it is not shaped right. */
export function expectedCheckDigit(value: string): number | undefined {
  const normalised = normaliseContainerNumber(value);
  return normalised === null ? undefined : containerCheckDigit(normalised.slice(0, 10));
}

/** The form's rules: every row complete and right, no container twice, at most {@link VGM_CONTAINERS_MAX} rows. */
export const vgmFormSchema = z
  .object({
    unit: z.enum(WEIGHT_UNITS),
    method: z.enum(VGM_METHODS),
    weighingDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date'),
    weighingParty: z.string().trim().min(1, 'required').max(70, 'too-long'),
    responsibleParty: z.string().trim().min(1, 'required').max(70, 'too-long'),
    signatory: z.string().trim().min(1, 'required').max(255, 'too-long'),
    containers: z
      .array(z.object({ containerNumber: z.string(), vgm: z.string() }))
      .min(1, 'no-rows')
      .max(VGM_CONTAINERS_MAX, 'too-many-rows'),
  })
  .superRefine((values, context) => {
    const seen = new Set<string>();
    values.containers.forEach((row, index) => {
      const issue = containerNumberIssue(row.containerNumber);
      const normalised = normaliseContainerNumber(row.containerNumber);
      if (issue) context.addIssue({ code: 'custom', path: ['containers', index, 'containerNumber'], message: issue });
      else if (normalised && seen.has(normalised)) {
        context.addIssue({ code: 'custom', path: ['containers', index, 'containerNumber'], message: 'duplicate' });
      }
      if (normalised) seen.add(normalised);
      const weight = Number(row.vgm);
      if (row.vgm.trim() === '') {
        context.addIssue({ code: 'custom', path: ['containers', index, 'vgm'], message: 'required' });
      } else if (!Number.isFinite(weight) || weight <= 0 || toKg(weight, values.unit) > VGM_MAX_KG) {
        context.addIssue({ code: 'custom', path: ['containers', index, 'vgm'], message: 'weight' });
      }
    });
  });

/** The form's values. */
export type VgmFormValues = z.infer<typeof vgmFormSchema>;

/**
 * The form's starting values: the current declarations of the booking (amend), else the SI's containers without a
 * VGM yet, else one empty row; the submission fields from the latest declaration or empty, today as date of weighing.
 */
export function vgmFormDefaults(booking: VgmBooking, today: string): VgmFormValues {
  const latest = booking.records.at(-1)?.declaration;
  const declared = booking.records.map((record) => ({
    containerNumber: record.declaration.equipmentDetails.equipmentReference,
    vgm: String(record.declaration.VGM.weight.value),
  }));
  const known = new Set(declared.map((row) => row.containerNumber));
  const fromSi = booking.siContainers
    .filter((container) => !known.has(container.equipmentReference))
    .map((container) => ({ containerNumber: container.equipmentReference, vgm: '' }));
  const containers = [...declared, ...fromSi];
  return {
    unit: latest?.VGM.weight.unit ?? 'KGM',
    method: latest?.VGM.method ?? 'SM1',
    weighingDate: latest?.VGM.dateTime.slice(0, 10) ?? today,
    weighingParty: latest?.weighingParty.partyName ?? '',
    responsibleParty: latest?.responsibleParty.partyName ?? '',
    signatory: latest?.authorizedPersonSignatory ?? '',
    containers: containers.length > 0 ? containers : [emptyVgmRow()],
  };
}

/**
 * The DCSA request of the form: one declaration per row, `declarationReference` 'VGM-<booking>-<container>' (the same
 * for an amendment, which DCSA reads as a replacement); the weighing at noon of its date at the port of loading.
 */
export function toVgmRequest(values: VgmFormValues, booking: VgmBooking): PostVgmDeclarationsRequest {
  const dateTime = fromZonedTime(`${values.weighingDate}T12:00:00`, booking.portOfLoading.timeZone).toISOString();
  return {
    VGMDeclarations: values.containers.map((row) => {
      const container = normaliseContainerNumber(row.containerNumber) ?? row.containerNumber;
      return {
        declarationReference: `VGM-${booking.carrierBookingReference}-${container}`,
        equipmentDetails: { equipmentReference: container },
        shipmentDetails: { carrierBookingReference: booking.carrierBookingReference },
        VGM: { weight: { value: Number(row.vgm), unit: values.unit }, method: values.method, dateTime },
        responsibleParty: { partyName: values.responsibleParty.trim() },
        authorizedPersonSignatory: values.signatory.trim().toUpperCase(),
        weighingParty: { partyName: values.weighingParty.trim() },
      };
    }),
  };
}

type VgmField = keyof VgmRow;

/** The VGM form's container list: columns "Container number" and "VGM" (kg or lb, the form's unit). */
const vgmListSpec: ContainerListSpec<VgmField, VgmRow> = {
  aliases: Object.fromEntries([
    ...['Container number', 'Container no', 'Container', 'CNTR', 'CNTR no', 'Equipment reference'].map(
      (name) => [foldHeader(name), 'containerNumber'] as const,
    ),
    ...['VGM', 'VGM (kg)', 'VGM (lb)', 'Verified gross mass', 'Gross mass', 'Weight'].map(
      (name) => [foldHeader(name), 'vgm'] as const,
    ),
  ]),
  required: ['containerNumber'],
  emptyRow: emptyVgmRow,
  setCell: (row, field, value) => {
    if (field === 'containerNumber') row.containerNumber = normaliseContainerNumber(value) ?? value;
    else row.vgm = numberCell(value);
  },
  invalidFields: (row) => {
    const bad: VgmField[] = [];
    if (containerNumberIssue(row.containerNumber)) bad.push('containerNumber');
    if (!(Number(row.vgm) > 0)) bad.push('vgm');
    return bad;
  },
  templateColumns: ['Container number', 'VGM'],
  templateExample: ['CSQU3054383', '21850'],
};

/** The reader of the VGM form's container list (pasted rows, CSV, xlsx, template). */
export const vgmListReader = containerListReader(vgmListSpec);

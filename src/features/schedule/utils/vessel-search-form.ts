import { z } from '@/config/zod-mini';
import type { VesselScheduleSearch, VesselSearchMode } from '@/domain/schedule-search/vessel-schedule-url';

/*
 * The vessel search form: values, validation (messages are i18n keys of the 'vessel-schedule' namespace) and the
 * conversion to and from the search in the URL.
 */

/** A vessel picked in the name combobox. */
export interface VesselOption {
  name: string;
  imo: string;
}

/** What the form holds; only the fields of the chosen mode are validated and submitted. */
export interface VesselSearchFormValues {
  mode: VesselSearchMode;
  vessel: VesselOption | null;
  imo: string;
  callSign: string;
  serviceCode: string;
  voyageNumber: string;
}

/** IMO ship identification number: seven digits whose last is the check digit (weights 7 to 2 of the first six). */
export function isValidImoNumber(value: string): boolean {
  if (!/^\d{7}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 6; index += 1) sum += Number(value[index]) * (7 - index);
  return sum % 10 === Number(value[6]);
}

const stringValue = z.string();

/** The form's schema: the field of each mode is required; an IMO number needs 7 digits and a valid check digit. */
export const vesselSearchFormSchema = z
  .object({
    mode: z.enum(['name', 'imo', 'callSign', 'voyage']),
    vessel: z.nullable(z.object({ name: stringValue, imo: stringValue })),
    imo: stringValue,
    callSign: stringValue,
    serviceCode: stringValue,
    voyageNumber: stringValue,
  })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: keyof VesselSearchFormValues, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (values.mode === 'name' && !values.vessel) issue('vessel', 'form.error-vessel');
      if (values.mode === 'imo') {
        const imo = values.imo.trim();
        if (imo === '') issue('imo', 'form.error-imo-required');
        else if (!isValidImoNumber(imo)) issue('imo', 'form.error-imo');
      }
      if (values.mode === 'callSign' && !/^[A-Z0-9]{3,10}$/i.test(values.callSign.trim())) {
        issue('callSign', 'form.error-call-sign');
      }
      if (values.mode === 'voyage') {
        if (values.serviceCode.trim() === '') issue('serviceCode', 'form.error-service');
        if (values.voyageNumber.trim() === '') issue('voyageNumber', 'form.error-voyage');
      }
    }),
  );

/** The form's starting values for the search in the URL (or an empty name search). */
export function toVesselFormValues(search: VesselScheduleSearch | null): VesselSearchFormValues {
  return {
    mode: search?.mode ?? 'name',
    vessel:
      search?.mode === 'name' && search.vesselName
        ? { name: search.vesselName, imo: search.vesselIMONumber ?? '' }
        : null,
    imo: search?.vesselIMONumber ?? '',
    callSign: search?.callSign ?? '',
    serviceCode: search?.serviceCode ?? '',
    voyageNumber: search?.voyageNumber ?? '',
  };
}

/** The search a valid form submits (upper case, trimmed; only the mode's fields). */
export function toVesselSearch(values: VesselSearchFormValues): VesselScheduleSearch {
  switch (values.mode) {
    case 'name':
      return { mode: 'name', vesselName: values.vessel?.name ?? '' };
    case 'imo':
      return { mode: 'imo', vesselIMONumber: values.imo.trim() };
    case 'callSign':
      return { mode: 'callSign', callSign: values.callSign.trim().toUpperCase() };
    case 'voyage':
      return {
        mode: 'voyage',
        serviceCode: values.serviceCode.trim().toUpperCase(),
        voyageNumber: values.voyageNumber.trim().toUpperCase(),
      };
  }
}

import { z } from '@/config/zod';
import { containerCheckDigit, normaliseContainerNumber } from '@/domain/container/container-number';
import { isContainerSizeTypeCode } from '@/domain/container/container-size-types';
import { isPackageCode } from '@/domain/documentation/si-codes-contract';

/*
 * Checks of one container row of the SI form. Messages are keys of the `si-form` namespace; a
 * wrong check digit carries the expected digit after a colon ('errors.check-digit:3'), read by `fieldMessage`.
 */

const positiveNumber = (message: string) =>
  z.string().refine((value) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) > 0, { message });

/** The message key of a container number that is not valid, or undefined when it is (ISO 6346, domain/container). */
export function containerNumberIssue(raw: string): string | undefined {
  if (raw.trim() === '') return 'errors.required';
  const value = normaliseContainerNumber(raw);
  if (value === null) return 'errors.container-format';
  const expected = containerCheckDigit(value.slice(0, 10));
  return expected === Number(value.charAt(10)) ? undefined : `errors.check-digit:${String(expected)}`;
}

/** One container row (si-form-values.ts SiContainerRow). */
export const siContainerRowSchema = z.object({
  containerNumber: z.string().superRefine((value, context) => {
    const issue = containerNumberIssue(value);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  }),
  isoEquipmentCode: z.string().refine(isContainerSizeTypeCode, { message: 'errors.size-type' }),
  sealNumber: z.string().trim().min(1, { message: 'errors.seal' }).max(15, { message: 'errors.seal-length' }),
  packageCode: z.string().refine(isPackageCode, { message: 'errors.package-code' }),
  numberOfPackages: z
    .string()
    .refine((value) => /^\d{1,8}$/.test(value.trim()) && Number(value) >= 1, { message: 'errors.packages' }),
  cargoGrossWeightKg: positiveNumber('errors.weight'),
  tareWeightKg: positiveNumber('errors.tare'),
  cargoGrossVolumeM3: z
    .string()
    .refine((value) => value.trim() === '' || (Number.isFinite(Number(value)) && Number(value) > 0), {
      message: 'errors.volume',
    }),
  isShipperOwned: z.boolean(),
});

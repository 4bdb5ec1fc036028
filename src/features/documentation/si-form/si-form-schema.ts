import { z } from '@/config/zod';
import { normaliseContainerNumber } from '@/domain/container/container-number';
import { isHsCode } from '@/domain/customs/ics2-rules-contract';
import { WEIGHT_TOLERANCE } from '@/domain/documentation/si-rules-contract';

import { siContainerRowSchema } from './containers/container-row-schema';

/*
 * The SI form's checks, the same rules as the carrier's (domain/documentation/si-contract.ts) but
 * on the form's strings and with messages that are keys of the `si-form` namespace.
 */

const required = z.string().trim().min(1, { message: 'errors.required' });
const optional = z.string();
// DCSA Party.partyName: at most 70 characters, required or not.
const PARTY_NAME_MAX_LENGTH = 70;
/** The message of a text over `max` characters: the key with the limit the message shows. */
const tooLong = (max: number) => ({ message: `errors.too-long:${max}` });

const partySchema = z.object({
  partyName: required.max(PARTY_NAME_MAX_LENGTH, tooLong(PARTY_NAME_MAX_LENGTH)),
  street: optional,
  city: optional,
  postCode: optional,
  countryCode: z
    .string()
    .refine((value) => value.trim() === '' || /^[A-Za-z]{2}$/.test(value.trim()), { message: 'errors.country' }),
  contactName: optional,
  phone: optional,
  email: z.string().refine((value) => value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), {
    message: 'errors.email',
  }),
});

const optionalPartySchema = partySchema.extend({
  partyName: z.string().max(PARTY_NAME_MAX_LENGTH, tooLong(PARTY_NAME_MAX_LENGTH)),
});

/** One house B/L of a forwarder's SI (si-form-values.ts SiHouseBlValues). */
export const siHouseBlSchema = z
  .object({
    houseBillOfLadingReference: required.max(100, tooLong(100)),
    isToOrder: z.boolean(),
    shipper: partySchema,
    consignee: optionalPartySchema,
    notifyParty: optionalPartySchema,
    descriptionOfGoods: required.max(5000, tooLong(5000)),
    hsCode: z.string().refine((value) => isHsCode(value.trim()), { message: 'errors.hs' }),
    shippingMarks: z.string().max(500, tooLong(500)),
    numberOfPackages: z
      .string()
      .refine((value) => /^\d{1,8}$/.test(value.trim()) && Number(value) >= 1, { message: 'errors.packages' }),
    packageCode: z.string().min(1, { message: 'errors.package-code' }),
    cargoGrossWeightKg: z
      .string()
      .refine((value) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) > 0, {
        message: 'errors.weight',
      }),
    containerNumber: z.string().min(1, { message: 'errors.house-bl-container' }),
  })
  .superRefine((houseBl, context) => {
    if (!houseBl.isToOrder && houseBl.consignee.partyName.trim() === '') {
      context.addIssue({ code: 'custom', path: ['consignee', 'partyName'], message: 'errors.consignee' });
    }
  });

/** The whole form (si-form-values.ts SiFormValues). */
export const siFormSchema = z
  .object({
    carrierBookingReference: z.string(),
    transportDocumentTypeCode: z.enum(['BOL', 'SWB']),
    isElectronic: z.boolean(),
    isToOrder: z.boolean(),
    freightPaymentTermCode: z.enum(['PRE', 'COL']),
    numberOfOriginalsWithCharges: z
      .string()
      .refine((value) => /^\d{0,2}$/.test(value.trim()), { message: 'errors.whole-number' }),
    numberOfCopiesWithoutCharges: z
      .string()
      .refine((value) => /^\d{0,2}$/.test(value.trim()), { message: 'errors.whole-number' }),
    shipper: partySchema,
    consignee: optionalPartySchema,
    endorsee: optionalPartySchema,
    notifyParty: optionalPartySchema,
    contactName: required.max(35, tooLong(35)),
    contactEmail: z.string().refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), {
      message: 'errors.email',
    }),
    contactPhone: optional,
    descriptionOfGoods: required.max(5000, tooLong(5000)),
    hsCodes: z.string().refine(
      (value) => {
        const codes = value.split(/[\s,]+/).filter(Boolean);
        return codes.length > 0 && codes.every(isHsCode);
      },
      { message: 'errors.hs' },
    ),
    shippingMarks: required.max(500, tooLong(500)),
    cargoGrossWeightTotalKg: z
      .string()
      .refine((value) => value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) > 0, {
        message: 'errors.weight-total',
      }),
    containers: z.array(siContainerRowSchema).min(1, { message: 'errors.no-containers' }),
    ics2FiledBy: z.enum(['', 'CARRIER', 'SHIPPER']),
    ics2SelfFilerCode: optional,
    hasHouseBls: z.boolean(),
    houseBls: z.array(z.unknown()),
  })
  .superRefine((values, context) => {
    if (!values.isToOrder && values.consignee.partyName.trim() === '') {
      context.addIssue({ code: 'custom', path: ['consignee', 'partyName'], message: 'errors.consignee' });
    }
    if (values.ics2FiledBy === 'SHIPPER' && values.ics2SelfFilerCode.trim() === '') {
      context.addIssue({ code: 'custom', path: ['ics2SelfFilerCode'], message: 'errors.self-filer' });
    }
    // The containers' cargo weights add up to the declared total within WEIGHT_TOLERANCE (checked once every row's
    // weight is a number: a bad row already has its own message).
    const total = Number(values.cargoGrossWeightTotalKg);
    const weights = values.containers.map((row) => Number(row.cargoGrossWeightKg));
    if (total > 0 && weights.every((weight) => Number.isFinite(weight) && weight > 0)) {
      const sum = Math.round(weights.reduce((a, b) => a + b, 0) * 1000) / 1000;
      const tolerance = Math.max(total * WEIGHT_TOLERANCE.ratio, WEIGHT_TOLERANCE.minimumKg);
      if (Math.abs(sum - total) > tolerance) {
        context.addIssue({
          code: 'custom',
          path: ['cargoGrossWeightTotalKg'],
          message: `errors.weight-sum:${String(sum)}`,
        });
      }
    }
    // House B/Ls are checked only while the SI has them (switching them off keeps what was typed, unchecked).
    if (values.hasHouseBls) {
      if (values.houseBls.length === 0) {
        context.addIssue({ code: 'custom', path: ['hasHouseBls'], message: 'errors.no-house-bls' });
      }
      const numbers = new Set(values.containers.map((row) => normaliseContainerNumber(row.containerNumber)));
      values.houseBls.forEach((houseBl, index) => {
        const checked = siHouseBlSchema.safeParse(houseBl);
        if (!checked.success) {
          for (const issue of checked.error.issues) {
            context.addIssue({ code: 'custom', path: ['houseBls', index, ...issue.path], message: issue.message });
          }
        } else if (!numbers.has(normaliseContainerNumber(checked.data.containerNumber))) {
          context.addIssue({
            code: 'custom',
            path: ['houseBls', index, 'containerNumber'],
            message: 'errors.house-bl-container',
          });
        }
      });
    }
    const seen = new Map<string, number>();
    values.containers.forEach((row, index) => {
      const number = normaliseContainerNumber(row.containerNumber);
      if (number === null) return;
      const first = seen.get(number);
      if (first === undefined) seen.set(number, index);
      else {
        context.addIssue({
          code: 'custom',
          path: ['containers', index, 'containerNumber'],
          message: `errors.duplicate:${String(first + 1)}`,
        });
      }
    });
  });

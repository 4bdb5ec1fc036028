import { z } from '@/config/zod';
import { normaliseContainerNumber } from '@/domain/container/container-number';

import { siContainerRowSchema } from './containers/container-row-schema';

/*
 * The SI form's checks (issue 17 section 3), the same rules as the carrier's (domain/documentation/si-contract.ts) but
 * on the form's strings and with messages that are keys of the `si-form` namespace.
 */

const required = z.string().trim().min(1, { message: 'errors.required' });
const optional = z.string();

const partySchema = z.object({
  partyName: required.max(70, { message: 'errors.too-long' }),
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

const optionalPartySchema = partySchema.extend({ partyName: z.string().max(70, { message: 'errors.too-long' }) });

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
    contactName: required.max(35, { message: 'errors.too-long' }),
    contactEmail: z.string().refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), {
      message: 'errors.email',
    }),
    contactPhone: optional,
    descriptionOfGoods: required.max(5000, { message: 'errors.too-long' }),
    hsCodes: z.string().refine(
      (value) => {
        const codes = value.split(/[\s,]+/).filter(Boolean);
        return codes.length > 0 && codes.every((code) => /^\d{6,10}$/.test(code));
      },
      { message: 'errors.hs' },
    ),
    shippingMarks: required.max(500, { message: 'errors.too-long' }),
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

import { z } from '@/config/zod';
import { isHsCode } from '@/domain/customs/ics2-rules-contract';
import type { HouseBlTemplate, HouseBlTemplateInput } from '@/domain/documentation/house-bl-template-contract';
import { emptySiParty, type SiPartyValues } from '@/features/documentation/si-form/si-form-values';

/*
 * The house B/L template form's values (strings as typed) and checks (messages are keys of the `house-bl`
 * namespace), and the mapping to and from the contract's HouseBlTemplateInput.
 */

/** A party as the form holds it: the SI form's party (a template's parties fill the SI's house B/L parties). */
export type TemplatePartyValues = SiPartyValues;

/** The form's values. */
export interface HouseBlTemplateFormValues {
  templateName: string;
  isToOrder: boolean;
  shipper: TemplatePartyValues;
  consignee: TemplatePartyValues;
  notifyParty: TemplatePartyValues;
  descriptionOfGoods: string;
  /** HS codes, comma-separated as typed. */
  hsCodes: string;
  shippingMarks: string;
  packageCode: string;
}

/** A new template's values (package code CT). */
export function emptyTemplateValues(): HouseBlTemplateFormValues {
  return {
    templateName: '',
    isToOrder: false,
    shipper: emptySiParty(),
    consignee: emptySiParty(),
    notifyParty: emptySiParty(),
    descriptionOfGoods: '',
    hsCodes: '',
    shippingMarks: '',
    packageCode: 'CT',
  };
}

/** The values of a stored template. */
export function templateValuesOf(template: HouseBlTemplate): HouseBlTemplateFormValues {
  return {
    templateName: template.templateName,
    isToOrder: template.isToOrder,
    shipper: { ...template.shipper },
    consignee: template.consignee ? { ...template.consignee } : emptySiParty(),
    notifyParty: template.notifyParty ? { ...template.notifyParty } : emptySiParty(),
    descriptionOfGoods: template.descriptionOfGoods,
    hsCodes: template.HSCodes.join(', '),
    shippingMarks: template.shippingMarks,
    packageCode: template.packageCode,
  };
}

const hsCodesOf = (value: string) => value.split(/[\s,]+/).filter(Boolean);

const partySchema = (nameRequired: boolean) =>
  z.object({
    partyName: nameRequired
      ? z.string().trim().min(1, { message: 'errors.required' }).max(70, { message: 'errors.too-long:70' })
      : z.string().max(70, { message: 'errors.too-long:70' }),
    street: z.string().max(100, { message: 'errors.too-long:100' }),
    city: z.string().max(35, { message: 'errors.too-long:35' }),
    postCode: z.string().max(50, { message: 'errors.too-long:50' }),
    countryCode: z.string().refine((value) => /^([A-Za-z]{2})?$/.test(value.trim()), { message: 'errors.country' }),
    contactName: z.string().max(35, { message: 'errors.too-long:35' }),
    phone: z.string().max(30, { message: 'errors.too-long:30' }),
    email: z.string().refine((value) => value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), {
      message: 'errors.email',
    }),
  });

/** The form's checks: the contract's rules with the page's messages. */
export const houseBlTemplateFormSchema = z
  .object({
    templateName: z.string().trim().min(1, { message: 'errors.required' }).max(50, { message: 'errors.too-long:50' }),
    isToOrder: z.boolean(),
    shipper: partySchema(true),
    consignee: partySchema(false),
    notifyParty: partySchema(false),
    descriptionOfGoods: z
      .string()
      .trim()
      .min(1, { message: 'errors.required' })
      .max(5000, { message: 'errors.too-long:5000' }),
    hsCodes: z.string().refine(
      (value) => {
        const codes = hsCodesOf(value);
        return codes.length > 0 && codes.every(isHsCode);
      },
      { message: 'errors.hs' },
    ),
    shippingMarks: z.string().max(500, { message: 'errors.too-long:500' }),
    packageCode: z.string().regex(/^[0-9A-Z]{2}$/, { message: 'errors.required' }),
  })
  .superRefine((values, context) => {
    if (!values.isToOrder && values.consignee.partyName.trim() === '') {
      context.addIssue({ code: 'custom', path: ['consignee', 'partyName'], message: 'errors.consignee' });
    }
  });

const trimmed = (party: TemplatePartyValues) => ({
  partyName: party.partyName.trim(),
  street: party.street.trim(),
  city: party.city.trim(),
  postCode: party.postCode.trim(),
  countryCode: party.countryCode.trim().toUpperCase(),
  contactName: party.contactName.trim(),
  phone: party.phone.trim(),
  email: party.email.trim(),
});

/** The contract's input of accepted values: empty optional parties left out, the consignee dropped when to order. */
export function templateInputOf(values: HouseBlTemplateFormValues): HouseBlTemplateInput {
  return {
    templateName: values.templateName.trim(),
    isToOrder: values.isToOrder,
    shipper: trimmed(values.shipper),
    ...(!values.isToOrder && values.consignee.partyName.trim() ? { consignee: trimmed(values.consignee) } : {}),
    ...(values.notifyParty.partyName.trim() ? { notifyParty: trimmed(values.notifyParty) } : {}),
    descriptionOfGoods: values.descriptionOfGoods.trim(),
    HSCodes: hsCodesOf(values.hsCodes),
    shippingMarks: values.shippingMarks.trim(),
    packageCode: values.packageCode,
  };
}

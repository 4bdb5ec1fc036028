import { encodeIssues } from '@/components/ui/field-issue';
import { z } from '@/config/zod';
import {
  type AddressBookEntry,
  type AddressBookEntryInputRaw,
  type AddressBookFieldIssue,
  PARTY_ROLES,
  type PartyRole,
  TAX_REFERENCE_TYPES,
  type TaxReferenceType,
  validateAddressBookEntry,
} from '@/domain/address-book/address-book-contract';
import { type AddressBookFlatText, toAddressBookFlatText } from '@/domain/address-book/address-book-flat';

/** The add/edit form's values: flat strings (three address lines, tax type and value) and the role checkboxes. */
export interface EntryFormValues extends AddressBookFlatText {
  taxType: TaxReferenceType;
  roles: PartyRole[];
}

/** Empty form values (roles: none ticked yet; tax type EORI). */
export function emptyEntryForm(role?: PartyRole): EntryFormValues {
  return {
    companyName: '',
    addressLine1: '',
    addressLine2: '',
    addressLine3: '',
    city: '',
    postalCode: '',
    countryCode: '',
    contactName: '',
    email: '',
    phone: '',
    taxType: 'EORI',
    taxValue: '',
    roles: role ? [role] : [],
  };
}

/** The form values of a saved party. */
export function toEntryForm(entry: AddressBookEntry): EntryFormValues {
  return {
    ...toAddressBookFlatText(entry),
    taxType: entry.taxReference?.type ?? 'EORI',
    roles: entry.defaultRoles,
  };
}

/** A phone that is only a dialling code ('+31 ', prefilled by choosing a country): the user gave no phone. */
const DIALLING_CODE_ONLY = /^\+\d{1,4}$/;

/** The contract's input of the form values (no tax reference when its value is empty; a bare dialling code is no phone). */
export function toEntryInput(values: EntryFormValues): AddressBookEntryInputRaw {
  return {
    companyName: values.companyName,
    addressLines: [values.addressLine1, values.addressLine2, values.addressLine3],
    city: values.city,
    postalCode: values.postalCode,
    countryCode: values.countryCode,
    contactName: values.contactName,
    email: values.email,
    phone: DIALLING_CODE_ONLY.test(values.phone.trim()) ? '' : values.phone,
    ...(values.taxValue.trim() ? { taxReference: { type: values.taxType, value: values.taxValue } } : {}),
    defaultRoles: values.roles,
  };
}

/** The form field of a contract issue's path ('addressLines' -> 'addressLine1', 'taxReference.value' -> 'taxValue'). */
export function formFieldOf(field: string): keyof EntryFormValues {
  if (field.startsWith('addressLines')) return 'addressLine1';
  if (field.startsWith('taxReference')) return 'taxValue';
  if (field.startsWith('defaultRoles')) return 'roles';
  return field as keyof EntryFormValues;
}

/** The form's schema: the contract's validation, its issues moved onto the form's fields. */
export const entryFormSchema = z
  .object({
    companyName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    addressLine3: z.string(),
    city: z.string(),
    postalCode: z.string(),
    countryCode: z.string(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string(),
    taxType: z.enum(TAX_REFERENCE_TYPES),
    taxValue: z.string(),
    roles: z.array(z.enum(PARTY_ROLES)),
  })
  .superRefine((values, context) => {
    const seen = new Set<string>();
    validateAddressBookEntry(toEntryInput(values)).forEach((issue: AddressBookFieldIssue) => {
      const field = formFieldOf(issue.field);
      if (seen.has(field)) return;
      seen.add(field);
      // The limit goes into the message ("At most 35 characters."), read by the field's issue text.
      const message =
        issue.max === undefined ? issue.issue : encodeIssues([{ key: issue.issue, values: { max: issue.max } }]);
      context.addIssue({ code: 'custom', path: [field], message });
    });
  });

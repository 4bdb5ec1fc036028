import { z } from '@/config/zod';
import { isValidEmailAddress } from '@/lib/email-recipients';

/*
 * The address book (our design, the spec lists no address-book call): the user's saved parties.
 * Every call is per user (the bearer token's user) and answers 401 without one.
 *
 * GET    {API}/v1/address-book?q=&role=&page=&size=  -> 200 AddressBookPage. `q`: case-insensitive "contains" over
 *        company name, city, contact name and e-mail; `role`: only parties with that default role; `page` 1-based,
 *        `size` 1..500 (default 20). Sorted by company name.
 * POST   {API}/v1/address-book            body AddressBookEntryInput -> 201 AddressBookEntry; 422 with field errors.
 * PUT    {API}/v1/address-book/{id}       body AddressBookEntryInput -> 200 AddressBookEntry; 404; 422.
 * DELETE {API}/v1/address-book/{id}       -> 204; 404.
 * POST   {API}/v1/address-book/import     body { entries: unknown[] } (at most 500) -> 200 AddressBookImportResult:
 *        the valid rows are saved, each invalid row is answered with its index and field errors (nothing of it saved).
 * Export is client-side (address-book-csv.ts) from every page of the list (GET with size=500, page 1, 2, ...); an
 * import of more than 500 rows is sent in parts of 500.
 * 422 bodies: `{code: 'VALIDATION_FAILED', status, message, errors: [{jsonPath: '$.email', property, message}]}`
 * where `message` is one of {@link ADDRESS_BOOK_ISSUES} (an i18n key under 'address-book:errors.').
 */

/** Path of the address book collection. */
export const ADDRESS_BOOK_PATH = 'v1/address-book';
/** Path of one saved party; `id` is URL-encoded. */
export const addressBookEntryPath = (id: string) => `${ADDRESS_BOOK_PATH}/${encodeURIComponent(id)}`;
/** Path of the bulk import. */
export const ADDRESS_BOOK_IMPORT_PATH = `${ADDRESS_BOOK_PATH}/import`;
/** Most rows one import (and one list page) carries. */
export const ADDRESS_BOOK_MAX_PAGE_SIZE = 500;
/** Default list page size. */
export const ADDRESS_BOOK_PAGE_SIZE = 20;

/** The document-party roles a saved party is offered for by default (DCSA party functions OS, CN, N1). */
export const PARTY_ROLES = ['SHIPPER', 'CONSIGNEE', 'NOTIFY'] as const;
/** One of {@link PARTY_ROLES}. */
export type PartyRole = (typeof PARTY_ROLES)[number];

/** Kinds of tax reference: EU EORI number, VAT number, or another national tax id. */
export const TAX_REFERENCE_TYPES = ['EORI', 'VAT', 'TAX'] as const;
/** One of {@link TAX_REFERENCE_TYPES}. */
export type TaxReferenceType = (typeof TAX_REFERENCE_TYPES)[number];

/** Validation issue codes (i18n keys under 'address-book:errors.'). */
export const ADDRESS_BOOK_ISSUES = {
  required: 'required',
  tooLong: 'too-long',
  email: 'email',
  phone: 'phone',
  country: 'country',
  postalCode: 'postal-code',
  eori: 'eori',
  taxValue: 'tax-value',
  roles: 'roles',
  unknownRole: 'unknown-role',
} as const;

/**
 * Countries with no postal code system we know of (kept small on purpose: the common ones among the carrier's
 * customers). Everywhere else a postal code is required. Hong Kong, Macau, the UAE, Qatar, Panama and a few others.
 */
export const COUNTRIES_WITHOUT_POSTAL_CODE: readonly string[] = ['HK', 'MO', 'AE', 'QA', 'PA', 'IE', 'BS', 'FJ'];

/** EORI: the issuing country's ISO code and up to 15 alphanumerics (EU regulation 1352/2013), e.g. 'DE123456789012345'. */
export const EORI_PATTERN = /^[A-Z]{2}[A-Z0-9]{1,15}$/;
/**
 * A phone with the country's dialling code: '+', then 1-4 digit groups separated by single spaces or dashes, 7-15
 * digits in all (E.164's maximum), e.g. '+82 51 740 2315'.
 */
export const PHONE_PATTERN = /^\+\d{1,4}(?:[ -]?\d{1,6}){1,6}$/;

/** True when `phone` is a dialling-code phone number per {@link PHONE_PATTERN} with 7 to 15 digits. */
export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(phone) && digits >= 7 && digits <= 15;
}

/** True when addresses in `countryCode` carry a postal code (see {@link COUNTRIES_WITHOUT_POSTAL_CODE}). */
export function countryUsesPostalCode(countryCode: string): boolean {
  return !COUNTRIES_WITHOUT_POSTAL_CODE.includes(countryCode.toUpperCase());
}

const I = ADDRESS_BOOK_ISSUES;
const requiredText = (max: number) => z.string().trim().min(1, I.required).max(max, I.tooLong);
const optionalText = (max: number) => z.string().trim().max(max, I.tooLong);

/** A tax reference: `type` and `value` (EORI: see {@link EORI_PATTERN}; VAT/TAX: 2-20 letters, digits, dashes). */
export const taxReferenceSchema = z.object({
  type: z.enum(TAX_REFERENCE_TYPES),
  value: z.string().trim().toUpperCase().max(20, I.tooLong),
});
/** See {@link taxReferenceSchema}. */
export type TaxReference = z.infer<typeof taxReferenceSchema>;

const entryFields = z.object({
  companyName: requiredText(70),
  /** 1 to 3 lines of street address (DCSA street, floor, building...). Empty lines are dropped. */
  addressLines: z
    .array(optionalText(70))
    .max(3, I.tooLong)
    .transform((lines) => lines.filter((line) => line !== ''))
    .refine((lines) => lines.length >= 1, I.required),
  city: requiredText(35),
  postalCode: optionalText(10),
  /** ISO 3166-1 alpha-2. */
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, I.country),
  contactName: optionalText(35),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidEmailAddress(value), I.email),
  /** With the dialling code, e.g. '+82 51 740 2315'; empty when unknown. */
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidPhone(value), I.phone),
  /** Absent when the party has none. */
  taxReference: z.optional(taxReferenceSchema),
  defaultRoles: z.array(z.enum(PARTY_ROLES)).min(1, I.roles),
});

/**
 * What the user writes (create, update, one import row), validated with field issues in {@link ADDRESS_BOOK_ISSUES}:
 * postal code required where the country uses one; an EORI must match {@link EORI_PATTERN}; a VAT/TAX value 2-20
 * characters. Strings are trimmed, codes upper-cased.
 */
export const addressBookEntryInputSchema = entryFields.superRefine((entry, context) => {
  if (entry.postalCode === '' && /^[A-Z]{2}$/.test(entry.countryCode) && countryUsesPostalCode(entry.countryCode)) {
    context.addIssue({ code: 'custom', path: ['postalCode'], message: I.postalCode });
  }
  const tax = entry.taxReference;
  if (tax && tax.value !== '') {
    if (tax.type === 'EORI' && !EORI_PATTERN.test(tax.value)) {
      context.addIssue({ code: 'custom', path: ['taxReference', 'value'], message: I.eori });
    }
    if (tax.type !== 'EORI' && !/^[A-Z0-9-]{2,20}$/.test(tax.value)) {
      context.addIssue({ code: 'custom', path: ['taxReference', 'value'], message: I.taxValue });
    }
  }
});
/** The input before parsing (what a form holds). */
export type AddressBookEntryInputRaw = z.input<typeof addressBookEntryInputSchema>;
/** The input after parsing (trimmed, upper-cased codes, empty address lines dropped). */
export type AddressBookEntryInput = z.output<typeof addressBookEntryInputSchema>;

/** A saved party: the input plus `id` and ISO 8601 timestamps `createdAt` / `updatedAt`. */
export const addressBookEntrySchema = z.object({
  id: z.string().min(1),
  companyName: z.string(),
  addressLines: z.array(z.string()),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  taxReference: z.optional(taxReferenceSchema),
  defaultRoles: z.array(z.enum(PARTY_ROLES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** See {@link addressBookEntrySchema}. */
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

/** Query of the list: `q` free text, `role` filter, `page` 1-based, `size` per page. */
export interface AddressBookListParams {
  q?: string;
  role?: PartyRole;
  page?: number;
  size?: number;
}

/** One page of the list: the entries, the 1-based `page`, `size` and the `total` matching entries. */
export const addressBookPageSchema = z.object({
  entries: z.array(addressBookEntrySchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
/** See {@link addressBookPageSchema}. */
export type AddressBookPage = z.infer<typeof addressBookPageSchema>;

/**
 * One field error of a row: `field` a dotted path ('email', 'taxReference.value'), `issue` one of ADDRESS_BOOK_ISSUES,
 * and for `too-long` the field's limit `max` (characters, or lines of the address), which the message states.
 */
export const addressBookFieldIssueSchema = z.object({
  field: z.string(),
  issue: z.string(),
  max: z.number().int().optional(),
});
/** See {@link addressBookFieldIssueSchema}. */
export type AddressBookFieldIssue = z.infer<typeof addressBookFieldIssueSchema>;

/** Answer of the import: the saved entries and, per rejected row (0-based index in the request), its field errors. */
export const addressBookImportResultSchema = z.object({
  imported: z.array(addressBookEntrySchema),
  rejected: z.array(z.object({ index: z.number().int(), errors: z.array(addressBookFieldIssueSchema) })),
});
/** See {@link addressBookImportResultSchema}. */
export type AddressBookImportResult = z.infer<typeof addressBookImportResultSchema>;

/** The field issues of an input that does not validate (empty when it does): one per problem, in schema order. */
export function validateAddressBookEntry(input: unknown): AddressBookFieldIssue[] {
  const parsed = addressBookEntryInputSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'entry',
    issue: Object.values(I).includes(issue.message as (typeof I)[keyof typeof I]) ? issue.message : I.required,
    ...(issue.code === 'too_big' ? { max: Number(issue.maximum) } : {}),
  }));
}

/**
 * The entries whose company name contains `text` (case- and accent-insensitive; docs/requirements.md §5 autocomplete), those
 * with `role` among their default roles first. Below `minChars` characters: none.
 */
export function matchAddressBookEntries(
  entries: readonly AddressBookEntry[],
  text: string,
  role?: PartyRole,
  minChars = 2,
): AddressBookEntry[] {
  const needle = fold(text.trim());
  if (needle.length < minChars) return [];
  const hits = entries.filter((entry) => fold(entry.companyName).includes(needle));
  if (!role) return hits;
  return [...hits.filter((e) => e.defaultRoles.includes(role)), ...hits.filter((e) => !e.defaultRoles.includes(role))];
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

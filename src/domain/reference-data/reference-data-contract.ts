import { z } from '@/config/zod-mini';

/*
 * Shared reference data (docs/requirements.md §3 and §7): countries, the create-account country list with
 * dialling codes, and master-data configurations. The contract: paths, schemas and types (fetchers and queries: reference-data.ts).
 */

/** Path of the country lookup (docs/requirements.md §7). */
export const COUNTRIES_PATH = 'v1/country';
/** Path of the create-account country list (docs/requirements.md §7). */
export const CREATE_ACCOUNT_COUNTRIES_PATH = 'v1/create-account/countries';
/** Path of one master-data configuration, `{code}` being an {@link MdmConfigCode} (docs/requirements.md §7). */
export const mdmConfigPath = (code: MdmConfigCode) => `v1/mdm-config/${code}`;

const countryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code'));
const continentCodeSchema = z.enum(['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA']);

/** Query of GET v1/country: both optional; `countryName` matches case-insensitively anywhere in the name. */
export const countrySearchParamsSchema = z.object({
  continentCode: z.optional(continentCodeSchema),
  countryName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
/** {@link countrySearchParamsSchema}'s type. */
export type CountrySearchParams = z.infer<typeof countrySearchParamsSchema>;

/** One country of the lookup: ISO 3166-1 alpha-2 `countryCode`, English `countryName`, continent code. */
export const countrySchema = z.object({
  countryCode: countryCodeSchema,
  countryName: z.string().check(z.minLength(1)),
  continentCode: continentCodeSchema,
});
/** {@link countrySchema}'s type. */
export type Country = z.infer<typeof countrySchema>;
/** Answer of GET v1/country: `{ countries }` sorted by name. */
export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });

/** One country of the create-account form: `phoneCode` is the international dialling code, e.g. '+82'. */
export const phoneCountrySchema = z.object({
  countryCode: countryCodeSchema,
  countryName: z.string().check(z.minLength(1)),
  phoneCode: z.string().check(z.regex(/^\+\d{1,4}$/)),
});
/** {@link phoneCountrySchema}'s type. */
export type PhoneCountry = z.infer<typeof phoneCountrySchema>;
/** Answer of GET /v1/create-account/countries: `{ countries }` sorted by name. */
export const phoneCountriesResponseSchema = z.object({ countries: z.array(phoneCountrySchema) });

/**
 * The master-data code groups of docs/requirements.md §3 (our names; the spec gives none): service term, US/CA export
 * information, weight unit, temperature unit, reefer ventilation, cargo nature, awkward-cargo dimension unit and
 * package, dangerous-cargo upload type, and the supporting-document type.
 */
export const MDM_CONFIG_CODES = [
  'SERVICE_TERM',
  'US_CA_EXPORT_INFO',
  'WEIGHT_UNIT',
  'TEMPERATURE_UNIT',
  'VENTILATION_RATIO',
  'NATURE_TYPE',
  'AWKWARD_CARGO_UNIT',
  'AWKWARD_CARGO_PACKAGE',
  'DANGER_CARGO_UPLOAD_TYPE',
  'SUPPORTING_DOCUMENT_TYPE',
] as const;
/** One of {@link MDM_CONFIG_CODES}. */
export type MdmConfigCode = (typeof MDM_CONFIG_CODES)[number];

/** One entry of a master-data configuration: the `code` sent to the API, a short `name`, an optional explanation. */
export const mdmConfigItemSchema = z.object({
  code: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
});
/** {@link mdmConfigItemSchema}'s type. */
export type MdmConfigItem = z.infer<typeof mdmConfigItemSchema>;
/** Answer of GET v1/mdm-config/{code}: the group's `code` and its `items` in display order. */
export const mdmConfigResponseSchema = z.object({
  code: z.enum(MDM_CONFIG_CODES),
  items: z.array(mdmConfigItemSchema),
});
/** {@link mdmConfigResponseSchema}'s type. */
export type MdmConfig = z.infer<typeof mdmConfigResponseSchema>;

import { queryOptions } from '@tanstack/react-query';

import {
  COUNTRIES_PATH,
  countriesResponseSchema,
  type Country,
  type CountrySearchParams,
  CREATE_ACCOUNT_COUNTRIES_PATH,
  type MdmConfig,
  type MdmConfigCode,
  mdmConfigPath,
  mdmConfigResponseSchema,
  phoneCountriesResponseSchema,
  type PhoneCountry,
} from '@/domain/reference-data/reference-data-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Shared reference data (docs/requirements.md §3 and §7): countries, the create-account country list with
 * dialling codes, and master-data configurations. Fetchers parse every answer with zod/mini (zod core's $ZodError is
 * thrown on an unexpected shape; HTTP failures reject with ApiError). Reference data barely changes: queries never go
 * stale within a page's life.
 */

/** GET v1/country: countries of a continent and/or whose name contains `countryName`. */
export async function getCountries(params: CountrySearchParams = {}, signal?: AbortSignal): Promise<Country[]> {
  const { data } = await apiClient.get<unknown>(COUNTRIES_PATH, { params, signal });
  return countriesResponseSchema.parse(data).countries;
}

/** GET /v1/create-account/countries: every country with its dialling code. */
export async function getCreateAccountCountries(signal?: AbortSignal): Promise<PhoneCountry[]> {
  const { data } = await apiClient.get<unknown>(CREATE_ACCOUNT_COUNTRIES_PATH, { signal });
  return phoneCountriesResponseSchema.parse(data).countries;
}

/** GET v1/mdm-config/{code}: one master-data configuration. */
export async function getMdmConfig(code: MdmConfigCode, signal?: AbortSignal): Promise<MdmConfig> {
  const { data } = await apiClient.get<unknown>(mdmConfigPath(code), { signal });
  return mdmConfigResponseSchema.parse(data);
}

/**
 * Query factory of the reference data (TkDodo's hierarchy). Usage: `useQuery(referenceDataQueries.countries({
 * continentCode: 'AS' }))`, `useQuery(referenceDataQueries.mdmConfig('WEIGHT_UNIT'))`.
 */
export const referenceDataQueries = {
  all: () => ['reference-data'] as const,
  countries: (params: CountrySearchParams = {}) =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'countries', params] as const,
      queryFn: ({ signal }) => getCountries(params, signal),
      staleTime: Infinity,
    }),
  createAccountCountries: () =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'create-account-countries'] as const,
      queryFn: ({ signal }) => getCreateAccountCountries(signal),
      staleTime: Infinity,
    }),
  mdmConfig: (code: MdmConfigCode) =>
    queryOptions({
      queryKey: [...referenceDataQueries.all(), 'mdm-config', code] as const,
      queryFn: ({ signal }) => getMdmConfig(code, signal),
      staleTime: Infinity,
    }),
};

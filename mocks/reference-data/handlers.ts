import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  COUNTRIES_PATH,
  countrySearchParamsSchema,
  CREATE_ACCOUNT_COUNTRIES_PATH,
  MDM_CONFIG_CODES,
  type MdmConfigCode,
} from '@/domain/reference-data/reference-data-contract';

import { apiUrl, badRequest, errorResponse } from '../http';
import { MOCK_COUNTRIES } from './data/countries';
import { MDM_CONFIGS } from './data/mdm-config';

/*
 * Reference data of the mock backend (docs/requirements.md §7), typed in src/lib/reference-data.ts.
 *
 * GET {API}/v1/country?continentCode=AS&countryName=kor  -> 200 { countries: [{ countryCode, countryName, continentCode }] }
 *     both optional; continentCode AF|AN|AS|EU|NA|OC|SA; countryName case-insensitive contains; sorted by name.
 * GET {API}/v1/create-account/countries                   -> 200 { countries: [{ countryCode, countryName, phoneCode }] }
 * GET {API}/v1/mdm-config/{code}                          -> 200 { code, items: [{ code, name, description? }] }
 *     404 MDM_CONFIG_NOT_FOUND for an unknown code.
 */

const byName = <T extends { countryName: string }>(a: T, b: T) => a.countryName.localeCompare(b.countryName, 'en');

function isMdmConfigCode(code: string): code is MdmConfigCode {
  return (MDM_CONFIG_CODES as readonly string[]).includes(code);
}

/** The happy-path handlers of the reference data. */
export const referenceDataHandlers: RequestHandler[] = [
  http.get(apiUrl(COUNTRIES_PATH), ({ request }) => {
    const url = new URL(request.url);
    const parsed = countrySearchParamsSchema.safeParse({
      continentCode: url.searchParams.get('continentCode') || undefined,
      countryName: url.searchParams.get('countryName') || undefined,
    });
    if (!parsed.success) return badRequest(parsed.error);
    const { continentCode, countryName } = parsed.data;
    const needle = countryName?.toLocaleLowerCase('en');
    const countries = MOCK_COUNTRIES.filter(
      (country) =>
        (!continentCode || country.continentCode === continentCode) &&
        (!needle || country.countryName.toLocaleLowerCase('en').includes(needle)),
    )
      .map(({ countryCode, countryName: name, continentCode: continent }) => ({
        countryCode,
        countryName: name,
        continentCode: continent,
      }))
      .sort(byName);
    return HttpResponse.json({ countries });
  }),
  http.get(apiUrl(CREATE_ACCOUNT_COUNTRIES_PATH), () =>
    HttpResponse.json({
      countries: MOCK_COUNTRIES.map(({ countryCode, countryName, phoneCode }) => ({
        countryCode,
        countryName,
        phoneCode,
      })).sort(byName),
    }),
  ),
  http.get(apiUrl('v1/mdm-config/:code'), ({ params }) => {
    const code = String(params.code);
    if (!isMdmConfigCode(code)) {
      return errorResponse(404, 'MDM_CONFIG_NOT_FOUND', `No master-data configuration ${code}`);
    }
    return HttpResponse.json({ code, items: MDM_CONFIGS[code] });
  }),
];

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { $ZodError } from 'zod/v4/core';

import {
  getCountries,
  getCreateAccountCountries,
  getMdmConfig,
  referenceDataQueries,
} from '@/domain/reference-data/reference-data';
import { MDM_CONFIG_CODES } from '@/domain/reference-data/reference-data-contract';
import { ApiError } from '@/lib/api-error';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';

describe('countries', () => {
  it('lists every ISO 3166-1 country, sorted by name', async () => {
    const countries = await getCountries();
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((country) => country.countryCode)).size).toBe(249);
    expect(countries[0]?.countryName).toBe('Afghanistan');
    expect(countries).toContainEqual({ countryCode: 'KR', countryName: 'South Korea', continentCode: 'AS' });
    expect(countries).toContainEqual({ countryCode: 'PE', countryName: 'Peru', continentCode: 'SA' });
  });

  it('filters by continent and by a case-insensitive part of the name', async () => {
    const korea = await getCountries({ countryName: 'KOREA' });
    expect(korea.map((country) => country.countryCode)).toEqual(['KP', 'KR']);

    const europe = await getCountries({ continentCode: 'EU' });
    expect(europe.every((country) => country.continentCode === 'EU')).toBe(true);
    expect(europe.map((country) => country.countryCode)).toEqual(expect.arrayContaining(['DE', 'GB', 'NL', 'BY']));

    const both = await getCountries({ continentCode: 'NA', countryName: 'united' });
    expect(both.map((country) => country.countryCode)).toEqual(['US']);
  });

  it('rejects an unknown continent with the API error', async () => {
    // @ts-expect-error -- an invalid continent code, as a hand-written URL could send
    await expect(getCountries({ continentCode: 'XX' })).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });

  it('refuses an answer of the wrong shape', async () => {
    server.use(http.get(apiUrl('v1/country'), () => HttpResponse.json({ countries: [{ countryCode: 'Korea' }] })));
    // zod/mini throws zod core's $ZodError (the chained API's ZodError is one too).
    await expect(getCountries()).rejects.toBeInstanceOf($ZodError);
  });
});

describe('create-account countries', () => {
  it('gives real international dialling codes', async () => {
    const countries = await getCreateAccountCountries();
    const phoneCode = (code: string) => countries.find((country) => country.countryCode === code)?.phoneCode;
    expect(countries).toHaveLength(249);
    expect(phoneCode('KR')).toBe('+82');
    expect(phoneCode('US')).toBe('+1');
    expect(phoneCode('CA')).toBe('+1');
    expect(phoneCode('SG')).toBe('+65');
    expect(phoneCode('IN')).toBe('+91');
    expect(phoneCode('GB')).toBe('+44');
    expect(phoneCode('JP')).toBe('+81');
    expect(phoneCode('AE')).toBe('+971');
    expect(phoneCode('HK')).toBe('+852');
  });
});

describe('master-data configurations', () => {
  it('answers every code group of docs/requirements.md §3', async () => {
    for (const code of MDM_CONFIG_CODES) {
      const config = await getMdmConfig(code);
      expect(config.code).toBe(code);
      expect(config.items.length, code).toBeGreaterThan(0);
    }
    expect((await getMdmConfig('WEIGHT_UNIT')).items.map((item) => item.code)).toEqual(['KGS', 'LBS']);
    expect((await getMdmConfig('TEMPERATURE_UNIT')).items.map((item) => item.code)).toEqual(['C', 'F']);
    expect((await getMdmConfig('SERVICE_TERM')).items.map((item) => item.name)).toEqual([
      'CY',
      'CFS',
      'Door',
      'Tackle',
    ]);
  });

  it('names the query keys by group', () => {
    expect(referenceDataQueries.mdmConfig('NATURE_TYPE').queryKey).toEqual([
      'reference-data',
      'mdm-config',
      'NATURE_TYPE',
    ]);
    expect(referenceDataQueries.countries({ continentCode: 'AS' }).queryKey).toEqual([
      'reference-data',
      'countries',
      { continentCode: 'AS' },
    ]);
  });

  it('passes a server error on as ApiError', async () => {
    server.use(
      http.get(apiUrl('v1/mdm-config/:code'), () =>
        HttpResponse.json(
          { code: 'MAINTENANCE', status: 503, message: 'Master data is being updated' },
          { status: 503 },
        ),
      ),
    );
    const error: unknown = await getMdmConfig('WEIGHT_UNIT').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'MAINTENANCE' });
  });
});

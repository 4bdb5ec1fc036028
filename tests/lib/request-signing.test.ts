import axios from 'axios';
import { describe, expect, it } from 'vitest';

import { canonicalString, freezeUrlAndSign, hmacSha256Hex, pathAndQueryOf, signRequest } from '@/lib/request-signing';

const bytes = (length: number, value: number) => new Uint8Array(length).fill(value);
const text = (value: string) => new TextEncoder().encode(value);

// RFC 4231 section 4: HMAC-SHA256 test cases 1-4, 6 and 7 (case 5 truncates the output, which we never do).
const RFC_4231 = [
  {
    name: 'case 1',
    key: bytes(20, 0x0b),
    data: text('Hi There'),
    mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  },
  {
    name: 'case 2 (key shorter than the output)',
    key: text('Jefe'),
    data: text('what do ya want for nothing?'),
    mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  },
  {
    name: 'case 3',
    key: bytes(20, 0xaa),
    data: bytes(50, 0xdd),
    mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
  },
  {
    name: 'case 4',
    key: Uint8Array.from({ length: 25 }, (_, index) => index + 1),
    data: bytes(50, 0xcd),
    mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
  },
  {
    name: 'case 6 (key larger than the block)',
    key: bytes(131, 0xaa),
    data: text('Test Using Larger Than Block-Size Key - Hash Key First'),
    mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  },
  {
    name: 'case 7 (key and data larger than the block)',
    key: bytes(131, 0xaa),
    data: text(
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be ' +
        'hashed before being used by the HMAC algorithm.',
    ),
    mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  },
];

describe('HMAC-SHA256 (Web Crypto)', () => {
  it.each(RFC_4231)('matches RFC 4231 $name', async ({ key, data, mac }) => {
    await expect(hmacSha256Hex(key, data)).resolves.toBe(mac);
  });
});

const SECRET = 'one-ecom-test-secret';
const NOW = new Date('2026-11-21T02:00:00Z');

// Our canonical-string vectors: the URL exactly as axios serialises it (getUri), then the pinned signature.
const CANONICAL = [
  {
    name: 'query order is kept as given, not sorted',
    request: { url: 'v1/country', params: { countryName: 'Korea', continentCode: 'AS' } },
    pathAndQuery: '/api/v1/country?countryName=Korea&continentCode=AS',
    signature: '2eae61b3eb0d995e16e8e23e73425005994ca892afb32283781cdb2659424859',
  },
  {
    name: 'spaces are encoded as + (axios), not %20',
    request: {
      url: 'v1/schedule/point-to-point/locations',
      params: { keyword: 'ho chi minh', userCountryCode: 'VN' },
    },
    pathAndQuery: '/api/v1/schedule/point-to-point/locations?keyword=ho+chi+minh&userCountryCode=VN',
    signature: 'a06c463eac976e8200057f8f21c0a8921c05969ea9837425561d196df75066e1',
  },
  {
    name: 'reserved characters and accented letters are percent-encoded as UTF-8',
    request: { url: 'v1/country', params: { countryName: 'Köln & Co/Ü', continentCode: 'EU' } },
    pathAndQuery: '/api/v1/country?countryName=K%C3%B6ln+%26+Co%2F%C3%9C&continentCode=EU',
    signature: '5917723f955c0857431f608ce8da05daf0f1f2bd7c01bc3c8021e78de82872c7',
  },
  {
    name: 'arrays repeat the key with [] and undefined values are left out',
    request: { url: 'v1/surveys/NPS-2026', params: { codes: ['KRPUS', 'NLRTM'], empty: '', skip: undefined } },
    pathAndQuery: '/api/v1/surveys/NPS-2026?codes%5B%5D=KRPUS&codes%5B%5D=NLRTM&empty=',
    signature: '2caf5e5bd3d9c06ecaf3e7d401ef7ab421abee535c3db7852e59aa3966c0b201',
  },
  {
    name: 'non-Latin scripts are percent-encoded as UTF-8',
    request: { url: 'v1/country', params: { countryName: '東京' } },
    pathAndQuery: '/api/v1/country?countryName=%E6%9D%B1%E4%BA%AC',
    signature: '0e11e96999d28d352f44272cd0b3c5aa8d5c5bd7bbaf0a8da1ca29f49cdaa476',
  },
];

describe('request signing', () => {
  it.each(CANONICAL)('$name', async ({ request, pathAndQuery, signature }) => {
    const instance = axios.create({ baseURL: '/api/' });
    const config = await freezeUrlAndSign(instance, { ...request, headers: new axios.AxiosHeaders() }, SECRET, NOW);
    expect(config.url).toBe(pathAndQuery);
    expect(config.params).toBeUndefined();
    expect(config.headers.get('Request-Date')).toBe('2026-11-21T02:00:00.000Z');
    expect(config.headers.get('Signature')).toBe(signature);
    expect(canonicalString('2026-11-21T02:00:00.000Z', pathAndQuery)).toBe(`2026-11-21T02:00:00.000Z\n${pathAndQuery}`);
  });

  it('signs only the path and query of an absolute URL, without the fragment', async () => {
    expect(pathAndQueryOf('https://api.one-line.com/api/v1/country?a=1#top')).toBe('/api/v1/country?a=1');
    expect(pathAndQueryOf('https://api.one-line.com')).toBe('/');
    expect(
      await signRequest('https://api.one-line.com/api/v1/country?countryName=Korea&continentCode=AS', SECRET, NOW),
    ).toEqual({ 'Request-Date': '2026-11-21T02:00:00.000Z', Signature: CANONICAL[0]?.signature });
  });

  it('adds no headers when no secret is configured, but still freezes the exact URL', async () => {
    const instance = axios.create({ baseURL: '/api/' });
    const config = await freezeUrlAndSign(
      instance,
      { url: 'v1/country', params: { countryName: 'Korea' }, headers: new axios.AxiosHeaders() },
      '',
    );
    expect(config.url).toBe('/api/v1/country?countryName=Korea');
    expect(config.headers.has('Signature')).toBe(false);
    expect(config.headers.has('Request-Date')).toBe(false);
  });
});

import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';

/**
 * Request signing (docs/requirements.md §7, security-notes.md "Tokens and headers").
 *
 * When a request-date secret is configured, every request of the signing clients carries two headers:
 *
 * - `Request-Date`: the send instant as ISO 8601 UTC with milliseconds, `2026-11-21T02:00:00.000Z`
 *   (`Date.prototype.toISOString`).
 * - `Signature`: lowercase hex of HMAC-SHA256(secret, canonical string), 64 characters.
 *
 * The canonical string is `${requestDate}\n${pathAndQuery}`: the Request-Date value, one line feed (U+000A), then the
 * path plus query of the exact URL that is sent, byte for byte as axios serialised it (no re-encoding, no sorting of
 * parameters, no fragment; scheme, host and port are left out). Example:
 * `2026-11-21T02:00:00.000Z\n/api/v1/country?continentCode=EU&countryName=K%C3%B6ln`.
 *
 * A secret compiled into a browser bundle is public: this is an anti-tamper and compatibility measure, not
 * authentication.
 */

/** Name of the header carrying the request date. */
export const REQUEST_DATE_HEADER = 'Request-Date';
/** Name of the header carrying the HMAC-SHA256 signature. */
export const SIGNATURE_HEADER = 'Signature';

/** The Request-Date value of `date`: ISO 8601 UTC with milliseconds (`toISOString`). */
export function formatRequestDate(date: Date): string {
  return date.toISOString();
}

/**
 * The path plus query of `url` exactly as written: everything from the first '/' after the authority (or the whole
 * relative URL) up to, not including, a '#'. A relative URL without a leading '/' gets one.
 */
export function pathAndQueryOf(url: string): string {
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i.exec(withoutFragment);
  const rest = authority ? withoutFragment.slice(authority[0].length) : withoutFragment;
  if (rest === '' || rest.startsWith('?')) return `/${rest}`;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The canonical string that is signed: `${requestDate}\n${pathAndQuery}` (see the module docs). */
export function canonicalString(requestDate: string, pathAndQuery: string): string {
  return `${requestDate}\n${pathAndQuery}`;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * HMAC-SHA256 of `message` under `key` (Web Crypto), as lowercase hex. Strings are UTF-8 encoded; byte keys and
 * messages are used as given (the RFC 4231 vectors use raw bytes). Rejects when Web Crypto is unavailable
 * (insecure context).
 */
export async function hmacSha256Hex(key: string | Uint8Array, message: string | Uint8Array): Promise<string> {
  const encoder = new TextEncoder();
  const keyBytes = typeof key === 'string' ? encoder.encode(key) : key;
  const messageBytes = typeof message === 'string' ? encoder.encode(message) : message;
  const cryptoKey = await globalThis.crypto.subtle.importKey(
    'raw',
    new Uint8Array(keyBytes),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, new Uint8Array(messageBytes)));
}

/** The two signing headers of one request. */
export interface SignatureHeaders {
  [REQUEST_DATE_HEADER]: string;
  [SIGNATURE_HEADER]: string;
}

/**
 * Signs the exact `url` that is sent (absolute or same-origin path with query) at instant `now`.
 * Returns `{ 'Request-Date', Signature }`.
 */
export async function signRequest(url: string, secret: string, now: Date = new Date()): Promise<SignatureHeaders> {
  const requestDate = formatRequestDate(now);
  const signature = await hmacSha256Hex(secret, canonicalString(requestDate, pathAndQueryOf(url)));
  return { [REQUEST_DATE_HEADER]: requestDate, [SIGNATURE_HEADER]: signature };
}

/**
 * Freezes the URL axios will send and signs it (step 3 of the request interceptor): resolves base URL, path, params
 * and serializer with `instance.getUri(config)`, writes that string back as `config.url` (clearing `baseURL` and
 * `params`, so the adapter sends exactly the signed string) and, when `secret` is not empty, sets the Request-Date and
 * Signature headers. Returns the config.
 */
export async function freezeUrlAndSign(
  instance: AxiosInstance,
  config: InternalAxiosRequestConfig,
  secret: string,
  now: Date = new Date(),
): Promise<InternalAxiosRequestConfig> {
  const url = instance.getUri(config);
  config.url = url;
  config.baseURL = '';
  config.params = undefined;
  if (secret) {
    const headers = await signRequest(url, secret, now);
    config.headers.set(REQUEST_DATE_HEADER, headers[REQUEST_DATE_HEADER]);
    config.headers.set(SIGNATURE_HEADER, headers[SIGNATURE_HEADER]);
  }
  return config;
}

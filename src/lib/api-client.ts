import axios, { AxiosError, type AxiosInstance } from 'axios';

import { HTTP_TIMEOUT_MS } from '@/config/limits';
import { getRuntimeConfig } from '@/config/runtime-config';
import { ApiError, CLIENT_ERROR_CODES, isApiErrorBody } from '@/lib/api-error';

/**
 * Turns anything an axios call rejects with into an {@link ApiError} `{code, status, message}` (spec section 7/8).
 * Blob and ArrayBuffer error bodies (file downloads) are decoded as JSON. Never throws; always resolves.
 */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ code: CLIENT_ERROR_CODES.UNKNOWN, status: 0, message });
  }
  if (error.code === AxiosError.ERR_CANCELED) {
    return new ApiError({ code: CLIENT_ERROR_CODES.ABORTED, status: 0, message: 'The request was aborted.' });
  }
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
    return new ApiError({
      code: CLIENT_ERROR_CODES.TIMEOUT,
      status: 504,
      message: 'The server took too long to answer.',
    });
  }
  const response = error.response;
  if (!response) {
    return new ApiError({ code: CLIENT_ERROR_CODES.NETWORK, status: 0, message: 'The server could not be reached.' });
  }
  const body = await decodeBody(response.data);
  if (isApiErrorBody(body)) return new ApiError({ ...body, status: response.status });
  return new ApiError({
    code: `HTTP_${response.status}`,
    status: response.status,
    message: response.statusText || `Request failed with status ${response.status}.`,
  });
}

async function decodeBody(data: unknown): Promise<unknown> {
  try {
    if (typeof Blob !== 'undefined' && data instanceof Blob) return JSON.parse(await data.text());
    if (data instanceof ArrayBuffer) return JSON.parse(new TextDecoder().decode(data));
    if (typeof data === 'string') return JSON.parse(data);
  } catch {
    return undefined;
  }
  return data;
}

/**
 * Creates an axios client for one of the carrier's APIs: the given base URL, timeout {@link HTTP_TIMEOUT_MS}
 * (600000 ms, spec section 7), and every failure normalised to {@link ApiError}. A function as `baseURL` is read when
 * each request is sent, so the runtime config file (loaded before the app renders) decides the host.
 */
export function createApiClient(baseURL: string | (() => string)): AxiosInstance {
  const client = axios.create({ baseURL: typeof baseURL === 'string' ? baseURL : undefined, timeout: HTTP_TIMEOUT_MS });
  if (typeof baseURL === 'function') {
    client.interceptors.request.use((config) => {
      config.baseURL ??= baseURL();
      return config;
    });
  }
  client.interceptors.response.use(undefined, async (error: unknown) => Promise.reject(await toApiError(error)));
  return client;
}

/** Client of the main carrier API (runtime config `apiBaseUrl`). Paths are relative: `apiClient.get('v1/country')`. */
export const apiClient = createApiClient(() => ensureTrailingSlash(getRuntimeConfig().apiBaseUrl));

function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

import type { AxiosError } from 'axios';

import { ApiError, CLIENT_ERROR_CODES, isApiErrorBody, parseRetryAfter, sessionExpiredError } from '@/lib/api-error';

/*
 * The mapping of what an axios call rejects with to an ApiError. Only the API client and the session calls need it,
 * which load with the first API call: kept out of lib/api-error.ts, which the app shell carries (the query cache's error
 * reporting), so the shell stays within its size budget (docs/performance.md).
 */

/** Options of {@link toApiError}. */
export interface ToApiErrorOptions {
  /**
   * The legacy e-commerce API (docs/requirements.md §8): a network error or an error response without a body means the legacy
   * session is gone, so both become {@link sessionExpiredError}.
   */
  legacy?: boolean;
}

// axios's own `isAxiosError` check (the flag every AxiosError carries), without importing axios at run time: axios
// loads as a chunk of its own after the first paint (main.tsx).
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * Turns anything an axios call rejects with into an {@link ApiError} `{code, status, message}` (docs/requirements.md §7, 8).
 * Blob and ArrayBuffer error bodies (file downloads) are decoded as JSON. Never throws; always resolves.
 */
export async function toApiError(error: unknown, options: ToApiErrorOptions = {}): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ code: CLIENT_ERROR_CODES.UNKNOWN, status: 0, message });
  }
  if (error.code === 'ERR_CANCELED') {
    return new ApiError({ code: CLIENT_ERROR_CODES.ABORTED, status: 0, message: 'The request was aborted.' });
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    return new ApiError({
      code: CLIENT_ERROR_CODES.TIMEOUT,
      status: 504,
      message: 'The server took too long to answer.',
    });
  }
  const response = error.response;
  if (!response) {
    if (options.legacy) return sessionExpiredError();
    return new ApiError({ code: CLIENT_ERROR_CODES.NETWORK, status: 0, message: 'The server could not be reached.' });
  }
  if (options.legacy && isEmptyBody(response.data)) return sessionExpiredError();
  const body = await decodeBody(response.data);
  const retryAfterMs =
    response.status === 429 || response.status === 503
      ? parseRetryAfter((response.headers as Record<string, unknown> | undefined)?.['retry-after'])
      : undefined;
  // Field errors are taken by the API client (lib/api-field-errors `withFieldErrors`): their checks stay out of the shell.
  if (isApiErrorBody(body)) {
    return new ApiError({ code: body.code, message: body.message, status: response.status, retryAfterMs });
  }
  return new ApiError({
    code: `HTTP_${response.status}`,
    status: response.status,
    message: response.statusText || `Request failed with status ${response.status}.`,
    retryAfterMs,
  });
}

function isEmptyBody(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return true;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return data.size === 0;
  if (data instanceof ArrayBuffer) return data.byteLength === 0;
  return false;
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

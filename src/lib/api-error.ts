/**
 * The normalised error every API call rejects with (docs/requirements.md §7 and §8: error bodies carry code, status, message).
 *
 * - `status`: the HTTP status; 0 when no response arrived (network error); 504 for a client-side timeout.
 * - `code`: the server's error code, or one of {@link CLIENT_ERROR_CODES} when the client made it up.
 * - `message`: human-readable text from the server (English), never shown raw where an i18n key exists.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Field errors of a 400 (see {@link ApiFieldError}); undefined when the server named no field. */
  readonly errors?: ApiFieldError[];
  /**
   * How long, in ms, the server asked the client to wait before trying again (the `Retry-After` header of a 429 or
   * 503 answer, seconds or an HTTP date); undefined when it gave none. Not part of the wire shape.
   */
  readonly retryAfterMs?: number;

  constructor({ code, status, message, errors, retryAfterMs }: ApiErrorBody & { retryAfterMs?: number | undefined }) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    if (errors) this.errors = errors;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }

  /** The wire shape, `{code, status, message}` plus `errors` when there are field errors. */
  toJSON(): ApiErrorBody {
    const body: ApiErrorBody = { code: this.code, status: this.status, message: this.message };
    if (this.errors) body.errors = this.errors;
    return body;
  }
}

/**
 * One invalid field of a request: `jsonPath` locates it in the request body in JSONPath
 * (`'$.requestedEquipments[0].units'`; `'$'` for the body as a whole), `property` is the last property name on that
 * path (`'units'`), `message` English text for logs (the UI shows its own translated text where it has one).
 */
export interface ApiFieldError {
  jsonPath: string;
  property?: string;
  message: string;
}

/**
 * Error body shape shared by the carrier's APIs and the mock backend: `{code, status, message}`, and on a 400 that
 * names fields, `errors` ({@link ApiFieldError}, DCSA ErrorResponse's `errors` in spirit).
 */
export interface ApiErrorBody {
  code: string;
  status: number;
  message: string;
  errors?: ApiFieldError[];
}

/** Codes the client assigns when the server gave none. */
export const CLIENT_ERROR_CODES = {
  NETWORK: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  ABORTED: 'ABORTED',
  UNKNOWN: 'UNKNOWN_ERROR',
  /** 401 without a usable refresh token, a refused refresh, or (legacy client) no answer or an empty one. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** 401 on a request sent without a bearer while nobody is logged in: the visitor must log in (no session ended). */
  LOGIN_REQUIRED: 'LOGIN_REQUIRED',
  /**
   * The request belonged to a session that ended (logout, or another user logged in through another tab) while it was
   * in flight: its result is dropped. Status 0; no popup (the user changed the session themselves).
   */
  SESSION_CHANGED: 'SESSION_CHANGED',
  /**
   * The token endpoint could not refresh the session but did not refuse the refresh token (network error, timeout,
   * 5xx, 408, 429, 403, a signature 401, a refresh lock that stayed busy): the session is kept, the request fails as a
   * network error (status 0) and is not retried.
   */
  AUTH_UNAVAILABLE: 'AUTH_UNAVAILABLE',
} as const;

/** The session-expired error (docs/requirements.md §4): status 401, code {@link CLIENT_ERROR_CODES}.SESSION_EXPIRED. */
export function sessionExpiredError(): ApiError {
  return new ApiError({ code: CLIENT_ERROR_CODES.SESSION_EXPIRED, status: 401, message: 'The session has expired.' });
}

/** The error of a 401 on an anonymous request: status 401, code {@link CLIENT_ERROR_CODES}.LOGIN_REQUIRED. */
export function loginRequiredError(): ApiError {
  return new ApiError({ code: CLIENT_ERROR_CODES.LOGIN_REQUIRED, status: 401, message: 'Log in to use this service.' });
}

/** The error of a request whose session ended while it was in flight: status 0, code SESSION_CHANGED. */
export function sessionChangedError(): ApiError {
  return new ApiError({
    code: CLIENT_ERROR_CODES.SESSION_CHANGED,
    status: 0,
    message: 'The session changed while the request was in flight.',
  });
}

/**
 * The error of a refresh that failed without ending the session (see {@link CLIENT_ERROR_CODES}.AUTH_UNAVAILABLE):
 * status 0, the cause's message kept for logs.
 */
export function authUnavailableError(cause?: ApiError): ApiError {
  return new ApiError({
    code: CLIENT_ERROR_CODES.AUTH_UNAVAILABLE,
    status: 0,
    message: cause
      ? `The session could not be refreshed (${cause.status} ${cause.code}).`
      : 'The session could not be refreshed.',
    retryAfterMs: cause?.retryAfterMs,
  });
}

/**
 * The wait a `Retry-After` header asks for, in ms (RFC 9110 section 10.2.3): delta-seconds (`"120"`) or an HTTP date
 * (`"Wed, 21 Oct 2026 07:28:00 GMT"`, against `now` in epoch ms); undefined when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month; Date.parse alone would read '-5' as a year.
  const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** True when `value` has the `{code, status, message}` shape (status a number, code and message strings). */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === 'string' && typeof record.status === 'number' && typeof record.message === 'string';
}

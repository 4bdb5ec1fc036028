/**
 * The normalised error every API call rejects with (spec sections 7 and 8: error bodies carry code, status, message).
 *
 * - `status`: the HTTP status; 0 when no response arrived (network error); 504 for a client-side timeout.
 * - `code`: the server's error code, or one of {@link CLIENT_ERROR_CODES} when the client made it up.
 * - `message`: human-readable text from the server (English), never shown raw where an i18n key exists.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor({ code, status, message }: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }

  /** The wire shape, `{code, status, message}`. */
  toJSON(): ApiErrorBody {
    return { code: this.code, status: this.status, message: this.message };
  }
}

/** Error body shape shared by the carrier's APIs and the mock backend: `{code, status, message}`. */
export interface ApiErrorBody {
  code: string;
  status: number;
  message: string;
}

/** Codes the client assigns when the server gave none. */
export const CLIENT_ERROR_CODES = {
  NETWORK: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  ABORTED: 'ABORTED',
  UNKNOWN: 'UNKNOWN_ERROR',
} as const;

/** True when `value` has the `{code, status, message}` shape (status a number, code and message strings). */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === 'string' && typeof record.status === 'number' && typeof record.message === 'string';
}

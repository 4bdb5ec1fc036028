import { HttpResponse } from 'msw';
import type { $ZodError } from 'zod/v4/core';

import type { ApiErrorBody, ApiFieldError } from '@/lib/api-error';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';

/** Base URL the mock backend answers under: the main API base of the running build (`VITE_API_BASE_URL`). */
export const API_BASE = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');

/** Builds a full mock URL for an API path such as 'v1/schedule/point-to-point'. */
export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\//, '')}`;
}

/** A JSON error response with the carrier's error body `{code, status, message}` (docs/requirements.md §7). */
export function errorResponse(status: number, code: string, message: string) {
  const body: ApiErrorBody = { code, status, message };
  return HttpResponse.json(body, { status });
}

/** A JSON error response `{code, status, message, errors}` (docs/requirements.md §7 plus field errors). */
export function fieldErrorResponse(status: number, code: string, message: string, errors: ApiFieldError[]) {
  const body: ApiErrorBody = { code, status, message, errors };
  return HttpResponse.json(body, { status });
}

/** The longest Idempotency-Key the mock keeps, in characters. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/**
 * The request's Idempotency-Key header (`IDEMPOTENCY_KEY_HEADER`), trimmed; null when it is missing, empty or over 255
 * characters. Every POST that creates something takes one, so a retried submit finds what the first one created instead
 * of creating it again (docs/requirements.md, "nothing the user typed is lost").
 */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim();
  return key && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH ? key : null;
}

/**
 * The key of {@link idempotencyKeyOf}, or the answer to a request without a usable one: 400 with code
 * 'INVALID_REQUEST' and one field error at '$' naming the header.
 */
export function requireIdempotencyKey(request: Request): string | Response {
  const key = idempotencyKeyOf(request);
  if (key) return key;
  const message = `The ${IDEMPOTENCY_KEY_HEADER} header is required.`;
  return fieldErrorResponse(400, 'INVALID_REQUEST', message, [{ jsonPath: '$', message }]);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The JSONPath of a zod issue path: `['requestedEquipments', 0, 'units']` -> `'$.requestedEquipments[0].units'`;
 * `[]` -> `'$'`. Names that are not identifiers are quoted (`$['a-b']`).
 */
export function toJsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((jsonPath, step) => {
    if (typeof step === 'number') return `${jsonPath}[${step}]`;
    const name = String(step);
    return IDENTIFIER.test(name) ? `${jsonPath}.${name}` : `${jsonPath}['${name.replace(/['\\]/g, '\\$&')}']`;
  }, '$');
}

/**
 * 400 with code 'INVALID_REQUEST', a message naming every invalid field, and `errors`: one {@link ApiFieldError} per
 * zod issue (`jsonPath` '$.requestedEquipments[0].units', `property` the last property name), from a zod error (of the
 * chained API or of zod/mini: both share zod core's `$ZodError`).
 */
export function badRequest(error: $ZodError) {
  const message = error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  const errors = error.issues.map((issue): ApiFieldError => {
    const property = issue.path.findLast((step) => typeof step === 'string');
    return {
      jsonPath: toJsonPath(issue.path),
      message: issue.message,
      ...(typeof property === 'string' ? { property } : {}),
    };
  });
  return fieldErrorResponse(400, 'INVALID_REQUEST', message, errors);
}

/**
 * A list call's query as its contract's schema expects it: each parameter named in `repeated` (e.g. `status`, which a
 * list filter may send several times) as an array of its values, every other one as its single (first) value.
 */
export function listQueryOf(url: URL, repeated: readonly string[] = ['status']): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    query[name] = repeated.includes(name) ? url.searchParams.getAll(name) : url.searchParams.get(name);
  }
  return query;
}

import { HttpResponse } from 'msw';
import type { $ZodError } from 'zod/v4/core';

import type { ApiErrorBody } from '@/lib/api-error';

/** Base URL the mock backend answers under: the main API base of the running build (`VITE_API_BASE_URL`). */
export const API_BASE = (import.meta.env.VITE_API_BASE_URL ?? '/api').replace(/\/$/, '');

/** Builds a full mock URL for an API path such as 'v1/schedule/point-to-point'. */
export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\//, '')}`;
}

/** A JSON error response with the carrier's error body `{code, status, message}` (spec section 7). */
export function errorResponse(status: number, code: string, message: string) {
  const body: ApiErrorBody = { code, status, message };
  return HttpResponse.json(body, { status });
}

/**
 * 400 with code 'INVALID_REQUEST' and a message naming every invalid field, from a zod error (of the chained API or of
 * zod/mini: both share zod core's `$ZodError`).
 */
export function badRequest(error: $ZodError) {
  const message = error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return errorResponse(400, 'INVALID_REQUEST', message);
}

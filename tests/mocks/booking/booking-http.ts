import { getResponse } from 'msw';

import { IDEMPOTENCY_KEY_HEADER } from '@/domain/booking/booking-contract';

import { loginAs } from '../../../mocks/auth/accounts';
import { handlers } from '../../../mocks/handlers';
import { apiUrl } from '../../../mocks/http';

// The mock backend's handlers asked directly, without the app's API client or a page: under Node there is no origin to
// resolve the client's relative base URL against, so requests go to this stand-in origin and MSW resolves the
// handlers' relative paths against it.
const ORIGIN = 'http://mock.test';

/** What the mock answered: the HTTP status and the parsed JSON body (undefined when there is none). */
export interface MockAnswer<T = unknown> {
  status: number;
  body: T;
}

/** Options of {@link callMock}. */
export interface CallOptions {
  /** Bearer token; omitted: anonymous. */
  token?: string;
  body?: unknown;
  idempotencyKey?: string;
  query?: URLSearchParams | Record<string, string>;
  /** A multipart body instead of JSON. */
  form?: FormData;
}

/** Sends one request to the mock backend's handlers (fault scenarios, bearer check, resources) and reads the answer. */
export async function callMock<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<MockAnswer<T>> {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const headers = new Headers();
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.idempotencyKey !== undefined) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const request = new Request(`${ORIGIN}${apiUrl(path)}${query}`, { method, headers, body });
  const response = await getResponse(handlers, request, { baseUrl: ORIGIN });
  if (!response) throw new Error(`No mock handler answered ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A bearer token of `userId` issued at `nowMs` (the mock's access tokens live 2 minutes from then). */
export async function tokenOf(userId: string, nowMs: number = Date.now()): Promise<string> {
  return (await loginAs(userId, nowMs)).accessToken;
}

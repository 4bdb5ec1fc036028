import axios, { type AxiosInstance } from 'axios';

import { HTTP_TIMEOUT_MS } from '@/config/limits';
import { getRuntimeConfig } from '@/config/runtime-config';
import { withFieldErrors } from '@/lib/api-field-errors';
import { bearerTokenSource } from '@/lib/bearer-token-source';
import { yieldToMainThread } from '@/lib/idle';
import { freezeUrlAndSign } from '@/lib/request-signing';
import { toApiError } from '@/lib/to-api-error';

export { toApiError } from '@/lib/to-api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A public request (docs/requirements.md §6): sent without the bearer token and never refreshed on 401. */
    public?: boolean;
    /** Set on the one retry after a token refresh, so a request is retried at most once. */
    authRetried?: boolean;
  }
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Base URL, read at every request (runtime configuration may replace it after start-up). */
  baseUrl: () => string;
  /** The legacy e-commerce API: a network error or a body-less error answer is a session error (docs/requirements.md §8). */
  legacy?: boolean;
}

function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

const BEARER = /^Bearer (.+)$/;

/**
 * Creates an axios client for one of the carrier's APIs (docs/requirements.md §6-8): timeout {@link HTTP_TIMEOUT_MS}
 * (600000 ms), every failure normalised to ApiError `{code, status, message}`.
 *
 * One request interceptor, in this order: (1) resolve the base URL from the runtime configuration, (2) attach
 * `Authorization: Bearer <access token>` unless `config.public` (the token comes from the registered
 * {@link bearerTokenSource}: lib/ knows no session), (3) freeze the exact URL with `getUri` and sign it
 * (Request-Date, Signature) when a request-date secret is configured. A 401 on a protected request refreshes the
 * token once (shared by concurrent requests and tabs) and retries the request once; the token is attached when the
 * retry is sent.
 */
export function createApiClient({ baseUrl, legacy = false }: ApiClientOptions): AxiosInstance {
  const client = axios.create({ timeout: HTTP_TIMEOUT_MS });
  client.interceptors.request.use(async (config) => {
    // A retry arrives with its URL already frozen (baseURL ''); a first send takes the configured base.
    config.baseURL ??= ensureTrailingSlash(baseUrl());
    if (!config.public) {
      const token = await bearerTokenSource().current();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      else config.headers.delete('Authorization');
    }
    // Requests that waited for one token refresh go on together: each is signed and sent in a task of its own.
    await yieldToMainThread();
    return freezeUrlAndSign(client, config, getRuntimeConfig().requestDateSecret);
  });
  // An answer is handed on in the task after the one that received it (lib/idle.ts yieldToMainThread).
  client.interceptors.response.use(
    async (response) => {
      await yieldToMainThread();
      return response;
    },
    async (error: unknown) => {
      await yieldToMainThread();
      if (axios.isAxiosError(error) && error.response?.status === 401 && error.config) {
        const config = error.config;
        if (!config.public && !config.authRetried) {
          const sent = config.headers.get('Authorization');
          const failedToken = typeof sent === 'string' ? (BEARER.exec(sent)?.[1] ?? null) : null;
          try {
            await bearerTokenSource().refresh(failedToken);
          } catch (refreshError) {
            return Promise.reject(await toApiError(refreshError));
          }
          config.authRetried = true;
          return client.request(config);
        }
      }
      const normalised = await toApiError(error, { legacy });
      return Promise.reject(axios.isAxiosError(error) ? withFieldErrors(normalised, error.response?.data) : normalised);
    },
  );
  startEachRequestInATaskOfItsOwn(client);
  return client;
}

const REQUEST_METHODS = ['request', 'get', 'delete', 'head', 'options', 'post', 'put', 'patch'] as const;

/**
 * Makes each request start after {@link yieldToMainThread}: axios merges the configs and builds the interceptor chain
 * synchronously in the caller's task (several milliseconds the first time, on a phone more), and the caller is often
 * React's commit that mounts the queries of a part that just appeared (Lighthouse's blocking time).
 * The methods stay axios's own (bound to the instance); only their start moves to the next task where the browser
 * can yield.
 */
function startEachRequestInATaskOfItsOwn(client: AxiosInstance): void {
  for (const name of REQUEST_METHODS) {
    const method = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    const deferred = async (...args: unknown[]): Promise<unknown> => {
      await yieldToMainThread();
      return method(...args);
    };
    Object.assign(client, { [name]: deferred });
  }
}

/** Client of the main carrier API (runtime `apiBaseUrl`). Paths are relative: `apiClient.get('v1/country')`. */
export const apiClient = createApiClient({ baseUrl: () => getRuntimeConfig().apiBaseUrl });

/** Client of the legacy e-commerce API (runtime `legacyApiBaseUrl`); network or body-less errors are session errors. */
export const legacyApiClient = createApiClient({ baseUrl: () => getRuntimeConfig().legacyApiBaseUrl, legacy: true });

import type { IncomingMessage, ServerResponse } from 'node:http';

import { getResponse, type RequestHandler } from 'msw';

/*
 * The mock carrier backend on the server side: MSW's own handlers (mocks/handlers.ts) answering plain Node HTTP
 * requests, for the requests that bypass the service worker (TOOLCHAIN.md: a navigation or reload while a request is
 * in flight, the first load before the worker controls the page). vite.config.ts mounts it in the dev and preview
 * servers of mock builds; scripts/mock-api-server.mjs serves it on a port of its own for the production-build checks.
 * What this side cannot know (state that lives in the browser's localStorage) is listed in docs/mock-backend.md "The mock carrier
 * backend".
 */

/** The Node HTTP request/response pair of a Connect middleware (Vite's dev and preview servers). */
export type NodeMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** How {@link createMockMiddleware} finds its handlers and which requests it answers. */
export interface MockMiddlewareOptions {
  /**
   * Loads the handlers (through Vite's SSR loader: they use the `@/` alias and `import.meta.env`). Called on the first
   * request that needs them; the promise is kept, so they load once.
   */
  loadHandlers: () => Promise<readonly RequestHandler[]>;
  /**
   * URL path prefixes the mock answers ('/api', '/flags', '/geo', ...: the same-origin endpoints of the mock build's
   * .env). Every other request (the app's files, the SPA fallback) goes to `next()` untouched.
   */
  prefixes: readonly string[];
}

/** True when `pathname` is `prefix` itself or below it ('/api' matches '/api' and '/api/v1/x', not '/apis'). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The path prefixes the server side answers, from a mode's VITE_* variables (`loadEnv(mode, root, 'VITE_')`): the
 * same-origin endpoints among the API, legacy API, auth, feature-flag relay and geolocation URLs, in that order
 * (absolute URLs point at another server and are left out; duplicates are dropped). `.env.mock` gives
 * ['/api', '/ecom-api', '/auth', '/flags', '/geo'].
 */
export function mockEndpointPrefixes(env: Readonly<Record<string, string | undefined>>): string[] {
  const urls = [
    env.VITE_API_BASE_URL,
    env.VITE_LEGACY_API_BASE_URL,
    env.VITE_AUTH_URL,
    env.VITE_FEATURE_FLAG_RELAY_URL,
    env.VITE_GEOLOCATION_URL,
  ].filter((url): url is string => Boolean(url?.startsWith('/') && !url.startsWith('//')));
  return [...new Set(urls.map((url) => new URL(url, 'http://mock.invalid').pathname.replace(/\/$/, '')))];
}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

/**
 * A Fetch API Request made from a Node request, with `origin` (scheme://host:port) as its origin. The body is read
 * for every method but GET and HEAD. `signal` becomes the request's signal (the middleware aborts it when the client
 * goes away, so a streaming handler stops).
 */
export async function toFetchRequest(request: IncomingMessage, origin: string, signal?: AbortSignal): Promise<Request> {
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    ...(body ? { body } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** True for a response that streams (server-sent events): its body is written as it comes, never buffered. */
function isStreaming(answer: Response): boolean {
  return (answer.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() === 'text/event-stream';
}

/**
 * Writes a Fetch API Response to a Node response, with `extraHeaders` (e.g. CORS) under the response's own. A
 * `text/event-stream` body (the notification feed) is piped chunk by chunk, each written at once, and cancelled when
 * the client closes the connection; any other body is sent whole. Resolves when the body is sent (or cancelled).
 */
export async function sendFetchResponse(
  response: ServerResponse,
  answer: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  answer.headers.forEach((value, key) => {
    headers[key] = value;
  });
  if (!answer.body || !isStreaming(answer)) {
    response.writeHead(answer.status, headers);
    response.end(Buffer.from(await answer.arrayBuffer()));
    return;
  }
  response.writeHead(answer.status, headers);
  response.flushHeaders();
  const reader = answer.body.getReader();
  // The client went away (tab closed, fetch aborted): cancel the stream, so its handler stops its timers.
  const onClose = () => {
    reader.cancel().catch(() => undefined);
  };
  response.on('close', onClose);
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      if (response.destroyed) break;
      response.write(chunk.value);
    }
  } catch {
    // Cancelled or errored stream: end what was sent.
  } finally {
    response.off('close', onClose);
    if (!response.destroyed) response.end();
  }
}

/** The origin a Node request was sent to (its Host header), e.g. 'http://localhost:4173'. */
export function originOf(request: IncomingMessage): string {
  const secure = 'encrypted' in request.socket && Boolean(request.socket.encrypted);
  return `${secure ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;
}

/**
 * A Connect middleware that answers requests under `prefixes` with MSW's `getResponse` over the handlers, exactly as
 * the service worker would (handler URLs relative to the app's origin resolve against the request's own origin). A
 * request no handler answers gets the backend's 404 body `{code: 'NOT_FOUND', status, message}`; a handler that throws
 * gets 500 with the error text. Requests outside the prefixes go to `next()`.
 */
export function createMockMiddleware({ loadHandlers, prefixes }: MockMiddlewareOptions): NodeMiddleware {
  let handlers: Promise<readonly RequestHandler[]> | undefined;
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = originOf(request);
    // Aborted when the client goes away before the answer is complete (a streaming handler stops at once).
    const aborter = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) aborter.abort();
    });
    const fetchRequest = await toFetchRequest(request, origin, aborter.signal);
    handlers ??= loadHandlers();
    const mocked = await getResponse([...(await handlers)], fetchRequest, { baseUrl: origin });
    if (mocked) {
      await sendFetchResponse(response, mocked);
      return;
    }
    const body = { code: 'NOT_FOUND', status: 404, message: `No mock for ${request.method} ${request.url}` };
    response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };
  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://mock.invalid').pathname;
    if (!prefixes.some((prefix) => isUnderPrefix(pathname, prefix))) {
      next();
      return;
    }
    answer(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy(error instanceof Error ? error : undefined);
        return;
      }
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  };
}

// The mock carrier backend (mocks/handlers.ts, MSW) served over real HTTP on a loopback port, for checks that run the
// production build (no service worker, no mocks inside): scripts/nginx-check.mjs and scripts/bench.mjs.
// The handlers load through Vite's SSR module loader (the `@/` alias and TypeScript work as in the app), and MSW's
// getResponse answers each request (the conversions of mocks/server.ts, which the dev and preview servers of mock
// builds mount for requests that bypass the service worker). CORS is open to the one origin that serves the app.
import { createServer as createHttpServer } from 'node:http';

import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';

/**
 * Starts the mock API at http://127.0.0.1:PORT/api for pages served from `appOrigin`.
 * Resolves to { apiBaseUrl, loadModule(path), close() }; loadModule loads another mocks/ module (e.g. the generator).
 */
export async function startMockApi({ port, appOrigin }) {
  const apiBaseUrl = `http://127.0.0.1:${port}/api`;
  // mocks/http.ts builds its handler URLs from VITE_API_BASE_URL; process.env wins over the .env files.
  process.env.VITE_API_BASE_URL = apiBaseUrl;
  // Under Node, MSW matches absolute URLs only: the relay and the lookup get this host too (see nginx-check.mjs).
  process.env.VITE_FEATURE_FLAG_RELAY_URL = `http://127.0.0.1:${port}/flags`;
  process.env.VITE_GEOLOCATION_URL = `http://127.0.0.1:${port}/geo`;
  // The notification feed (runtime config sseUrl) streams from here too (mocks/server.ts pipes text/event-stream).
  process.env.VITE_SSE_URL = `${apiBaseUrl}/v1/notifications/stream`;
  const vite = await createViteServer({
    mode: 'mock',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const { handlers } = await vite.ssrLoadModule('/mocks/handlers.ts');

  const cors = (request) => ({
    'Access-Control-Allow-Origin': appOrigin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Expose-Headers': 'Content-Disposition, Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  });

  // The request and response conversions of the server side that vite.config.ts mounts in mock builds.
  const { toFetchRequest, sendFetchResponse } = await vite.ssrLoadModule('/mocks/server.ts');

  const server = createHttpServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors(request)).end();
      return;
    }
    try {
      const answer = await getResponse(handlers, await toFetchRequest(request, `http://127.0.0.1:${port}`));
      if (!answer) {
        response.writeHead(404, { ...cors(request), 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ code: 'NOT_FOUND', status: 404, message: `No mock for ${request.url}` }));
        return;
      }
      await sendFetchResponse(response, answer, cors(request));
    } catch (error) {
      response.writeHead(500, { ...cors(request), 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    apiBaseUrl,
    loadModule: (path) => vite.ssrLoadModule(path),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

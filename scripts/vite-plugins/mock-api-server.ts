import type { RequestHandler } from 'msw';
import { type Connect, createServer, type Plugin, type ViteDevServer } from 'vite';

// Type-only: erased at compile time; the modules themselves load through Vite's SSR loader below.
/* eslint-disable @typescript-eslint/no-restricted-imports -- the build side has no alias for mocks/ */
import type * as TokenClock from '../../mocks/auth/token-clock';
import type * as MockServer from '../../mocks/server';
/* eslint-enable @typescript-eslint/no-restricted-imports */

/** The module that lists every handler of the mock carrier backend (the service worker's and the server side's). */
const MOCK_HANDLERS_MODULE = '/mocks/handlers.ts';
const MOCK_TOKEN_CLOCK_MODULE = '/mocks/auth/token-clock.ts';
/** The Node adapter of the handlers (MSW's getResponse behind a Connect middleware). */
const MOCK_SERVER_MODULE = '/mocks/server.ts';

/** A Connect middleware that loads the mock backend on its first request, through `loader`'s SSR module loader. */
function mockMiddleware(loader: () => Promise<ViteDevServer>, env: Record<string, string>): Connect.NextHandleFunction {
  let ready: Promise<MockServer.NodeMiddleware> | undefined;
  return (request, response, next) => {
    ready ??= loader().then(async (vite) => {
      const adapter = (await vite.ssrLoadModule(MOCK_SERVER_MODULE)) as typeof MockServer;
      return adapter.createMockMiddleware({
        prefixes: adapter.mockEndpointPrefixes(env),
        loadHandlers: async () => {
          // This side cannot know the page's clock (mocks/auth/token-clock.ts): signatures only, no expiry.
          const clock = (await vite.ssrLoadModule(MOCK_TOKEN_CLOCK_MODULE)) as typeof TokenClock;
          clock.setTokenExpiryJudged(false);
          return ((await vite.ssrLoadModule(MOCK_HANDLERS_MODULE)) as { handlers: RequestHandler[] }).handlers;
        },
      });
    });
    ready.then((mock) => {
      mock(request, response, next);
    }, next);
  };
}

/**
 * Mock builds only: the dev and preview servers answer the mock API themselves, with the same MSW handlers as the
 * service worker (mocks/server.ts), so a request that bypasses the worker (a navigation or reload while it is in
 * flight, the first load before the worker controls the page; TOOLCHAIN.md) is answered, not a 404. Answers under the
 * same-origin endpoints of the mode's .env (`env`: the VITE_* variables): API, legacy API, auth, feature-flag relay,
 * geolocation lookup. The adapter and the handlers load through Vite's SSR loader (they use the `@/` alias and
 * `import.meta.env`; the config file does not load them, so a production build never does): the dev server's own, or
 * for `vite preview` (which has none) a loader-only server started with it and closed with it. A production build
 * never mounts it: nginx serves it.
 */
export function mockApiServer(enabled: boolean, env: Record<string, string>): Plugin {
  return {
    name: 'one-ecom:mock-api-server',
    configureServer(server) {
      // The loader-only server started by configurePreviewServer below runs this config too: it serves nothing.
      if (!enabled || server.config.server.middlewareMode) return;
      server.middlewares.use(mockMiddleware(() => Promise.resolve(server), env));
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      // Started at once (not on the first request), so the first bypassed request does not wait for it.
      const loader = createServer({
        mode: server.config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      server.httpServer.once('close', () => {
        void loader.then((vite) => vite.close());
      });
      server.middlewares.use(mockMiddleware(() => loader, env));
    },
  };
}

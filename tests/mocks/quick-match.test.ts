import fc from 'fast-check';
import { http, HttpResponse, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';

import { handlers } from '../../mocks/handlers';
import { quickPathPattern, withQuickMatch } from '../../mocks/quick-match';

const ORIGIN = 'http://localhost';

/** The string paths of the mock backend's HTTP handlers, as MSW sees them. */
const handlerPaths = handlers.flatMap((handler) => {
  const path = (handler.info as { path?: unknown }).path;
  return typeof path === 'string' ? [path] : [];
});

const segment = fc.oneof(
  fc.constantFrom('api', 'v1', 'v2', 'bookings', 'shipping-instructions', 'auth', 'token', 'PUSB10000005', 'draft'),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
);

/** A request path: sometimes one of the handlers' paths with its parameters filled in, sometimes anything. */
const requestPath = fc.oneof(
  fc
    .tuple(fc.constantFrom(...handlerPaths), fc.array(segment, { minLength: 1, maxLength: 3 }))
    .map(([path, values]) => path.replace(/:[A-Za-z_]\w*/g, () => values[0] ?? 'x').replace(/\*+/g, values.join('/'))),
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
);

describe('the quick handler test', () => {
  it('knows every handler path of the mock backend but the catch-all ones', () => {
    const unknown = handlerPaths.filter((path) => path !== '*' && !quickPathPattern(path));
    expect(unknown).toEqual([]);
  });

  it('never turns away a request path that MSW matches (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...handlerPaths), requestPath, fc.boolean(), (path, pathname, trailingSlash) => {
        const url = new URL(`${pathname}${trailingSlash ? '/' : ''}`, ORIGIN);
        const msw = matchRequestUrl(url, path, ORIGIN).matches;
        const quick = quickPathPattern(path)?.test(url.pathname) ?? true;
        if (msw) expect(quick, `${path} vs ${url.pathname}`).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('turns away other methods and paths, and answers its own', async () => {
    const [handler] = withQuickMatch([http.get('/api/v1/bookings/:reference', () => HttpResponse.json({ ok: true }))]);
    const run = (method: string, path: string) =>
      handler!.run({
        request: new Request(`${ORIGIN}${path}`, { method }),
        requestId: '1',
        resolutionContext: { baseUrl: ORIGIN },
      });
    await expect(run('POST', '/api/v1/bookings/PUSB1')).resolves.toBeNull();
    await expect(run('GET', '/api/v1/bookings')).resolves.toBeNull();
    await expect(run('GET', '/api/v1/bookings/PUSB1/draft')).resolves.toBeNull();
    const answered = await run('GET', '/api/v1/bookings/PUSB1');
    await expect(answered?.response?.json()).resolves.toEqual({ ok: true });
    expect(answered?.parsedResult).toMatchObject({ match: { params: { reference: 'PUSB1' } } });
  });
});

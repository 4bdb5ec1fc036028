import { HttpHandler, type RequestHandler } from 'msw';

/*
 * MSW tries the handlers in order for every request, and each try clones the request, parses the page's cookies and
 * compiles the handler's path to a regular expression, even for a handler whose method or path cannot match (known
 * upstream: mswjs/msw#1518). With the mock backend's ~100 handlers that was a quarter of the main-thread time of a
 * page load in the mock build (docs/mock-backend.md "Handler matching"). A cheap test, compiled once per handler, now
 * turns away the handlers that cannot match; MSW's own matching still decides for the rest, so what matches is the same.
 */

/** Path patterns the quick test understands: a path of literal segments, `:name` parameters and `*` wildcards. */
const SIMPLE_PATTERN = /^[\w\-./:*]*$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.\\+?^${}()|[\]]/g, '\\$&');
}

/**
 * A regular expression that matches every request path MSW's path-to-regexp match would accept for `path` (case
 * insensitive, optional trailing slash, `:name` is one segment, `*` anything), or undefined when the pattern is one
 * the quick test does not understand (a RegExp, a function, optional or repeated parameters, another origin's wildcard).
 */
export function quickPathPattern(path: unknown): RegExp | undefined {
  if (typeof path !== 'string') return undefined;
  let pathname = path;
  if (/^https?:\/\//i.test(path)) {
    const afterOrigin = path.indexOf('/', path.indexOf('//') + 2);
    pathname = afterOrigin === -1 ? '/' : path.slice(afterOrigin);
  }
  if (!pathname.startsWith('/') || !SIMPLE_PATTERN.test(pathname)) return undefined;
  const source = pathname
    .split(/(:[A-Za-z_]\w*|\*+)/)
    .map((part) => {
      if (part.startsWith(':') && part.length > 1) return '[^/]+';
      if (part.startsWith('*')) return '.*';
      return escapeRegExp(part);
    })
    .join('')
    .replace(/\/$/, '');
  return new RegExp(`^${source}/?$`, 'i');
}

const pathnames = new WeakMap<Request, string>();

function pathnameOf(request: Request): string {
  let pathname = pathnames.get(request);
  if (pathname === undefined) {
    pathname = new URL(request.url).pathname;
    pathnames.set(request, pathname);
  }
  return pathname;
}

function methodTest(method: unknown): ((actual: string) => boolean) | undefined {
  if (typeof method === 'string') return (actual) => actual.toUpperCase() === method.toUpperCase();
  if (method instanceof RegExp) return (actual) => method.test(actual);
  return undefined;
}

/**
 * Puts the quick test in front of every HTTP handler of `handlers` (in place: MSW's `resetHandlers` returns to these
 * same objects) and returns them. A handler whose method or path cannot match a request answers "not mine" (null) at
 * once; any other goes through MSW's matching unchanged. Handlers the quick test does not understand are left as they
 * are.
 */
export function withQuickMatch<T extends RequestHandler>(handlers: T[]): T[] {
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const pathPattern = quickPathPattern(handler.info.path);
    const methodMatches = methodTest(handler.info.method);
    if (!pathPattern || !methodMatches) continue;
    const run = handler.run.bind(handler);
    handler.run = (args) =>
      methodMatches(args.request.method) && pathPattern.test(pathnameOf(args.request))
        ? run(args)
        : Promise.resolve(null);
  }
  return handlers;
}

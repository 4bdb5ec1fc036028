import { readdirSync } from 'node:fs';

/**
 * Libraries only lazy routes use get chunks of their own: shared by every route that needs them (cached once), and
 * they keep each route's own chunk small (budget: 60 kB gzip per lazy chunk, scripts/size-budget.mjs). Libraries the
 * shell imports must not be listed here (zod's core is in the shell through zod/mini, so only zod's chained API is).
 * Rolldown's `codeSplitting.groups`: `name` is the chunk's name, `test` matches the modules' paths.
 */
export const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  // react-i18next's <Trans> and its HTML parser: only lazy pages render markup inside a translation; the shell renders
  // plain strings (useTranslation). Listed before vendor-shell, which would otherwise take the whole package.
  {
    name: 'vendor-trans',
    test: /[\\/]node_modules[\\/](html-parse-stringify|void-elements|react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js$)/,
  },
  // The libraries of the app shell in one file: under HTTP/1.1 (6 connections per host) every extra first-load request
  // costs a round trip on slow networks.
  {
    name: 'vendor-shell',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|i18next|react-i18next|use-sync-external-store)[\\/]/,
  },
  { name: 'vendor-forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/ },
  { name: 'vendor-http', test: /[\\/]node_modules[\\/]axios[\\/]/ },
  {
    name: 'vendor-combobox',
    test: /[\\/]node_modules[\\/](downshift|compute-scroll-into-view|prop-types|react-is|@babel[\\/]runtime)[\\/]/,
  },
  { name: 'vendor-floating', test: /[\\/]node_modules[\\/](@floating-ui|@radix-ui[\\/]react-popper)[\\/]/ },
];

/** The route modules' names (src/app/routes/<name>.tsx): their chunks are assets/<name>-<hash>.js. */
const ROUTE_NAMES = readdirSync('src/app/routes').map((file) => file.replace(/\.tsx?$/, ''));
/** Chunks that keep their name in their file name (chunkFileNames below): the routes' and the bundler's. */
const NAMED_CHUNKS = new Set([...ROUTE_NAMES, 'rolldown-runtime', 'preload-helper']);
/** Output chunks of the route modules. */
const ROUTE_CHUNK = new RegExp(`^assets/(${ROUTE_NAMES.join('|')})-[\\w-]{8}\\.js$`);

/** Chunks the entry imports statically (index.html preloads them): the shell's vendor chunk and the bundler's helpers. */
const SHELL_CHUNK = /^assets\/(vendor-shell|rolldown-runtime|preload-helper)-[\w-]{8}\.js$/;

/**
 * `build.modulePreload.resolveDependencies`: what a dynamic import of `filename` preloads (file names under assets/).
 * A dynamic import preloads its whole dependency list at once (one <link> each, inserted from script): right for a
 * route, whose chunks are needed before it can paint, but the lists of every lazy part (menus, dialogs, the booking
 * form behind its heading) weigh on the shell (the lists live there) and the insertions are main-thread work after
 * the first paint (Lighthouse TBT). So only route chunks preload their JavaScript (less what the shell already
 * loaded); every lazy import keeps its stylesheets (they must load), and the browser fetches its modules as it finds
 * them. index.html's own list is kept whole.
 */
export function preloadDependencies(filename: string, deps: string[], hostType: 'html' | 'js'): string[] {
  if (hostType === 'html') return deps;
  // Chunks the entry imports are loaded before any route: listing them again only weighs on the shell.
  if (ROUTE_CHUNK.test(filename)) return deps.filter((dep) => !SHELL_CHUNK.test(dep));
  return deps.filter((dep) => dep.endsWith('.css'));
}

/**
 * Rollup's `chunkFileNames`: the shell lists chunk file names (the route table's preload lists, about 120 files, and
 * the translation map, one chunk per language and namespace, src/lib/i18n.ts). So chunks are named by hash only, except
 * the routes' and the vendor groups' (what `npm run bench` and the preload rules read): about 0.4 kB gzip less shell.
 * Sources stay findable through the manifest and the source maps.
 */
export function chunkFileName(chunk: { name: string }): string {
  return NAMED_CHUNKS.has(chunk.name) || chunk.name.startsWith('vendor-')
    ? 'assets/[name]-[hash].js'
    : 'assets/[hash].js';
}

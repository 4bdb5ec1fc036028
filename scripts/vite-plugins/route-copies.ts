import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { type BuildManifest, scriptsOf, stylesheetsOf } from './build-manifest.ts';
import { BASE, CSP_NONCE_PLACEHOLDER } from './constants.ts';

/** A page of the route table at a fixed path (src/app/prerender/server-entry.tsx `staticPageRoutes`). */
export interface StaticPageRoute {
  /** The path under /one-ecom/, with its leading slash: `/booking/booking-request`. */
  path: string;
  /** The route module's name: src/app/routes/<module>.tsx. */
  module: string;
  /** The i18next namespaces the page's first render needs. */
  namespaces: readonly string[];
}

/**
 * index.html (`template`) with what `route`'s first render needs besides the shell added before `</head>`: its chunk
 * and the chunks that chunk imports (modulepreload), its stylesheets (preload) and its English translations (the
 * namespaces' chunks). Throws when the template has no `</head>` or a namespace has no chunk.
 */
export function routeCopyHtml(template: string, manifest: BuildManifest, route: StaticPageRoute): string {
  const shellScripts = new Set(scriptsOf(manifest, 'index.html'));
  const shellCss = new Set(stylesheetsOf(manifest, 'index.html'));
  const link = (attributes: string) => `<link ${attributes} nonce="${CSP_NONCE_PLACEHOLDER}">`;
  if (!/\n\s*<\/head>/.test(template)) throw new Error('index.html has no </head> to add the route preloads to');
  const pageKey = `src/app/routes/${route.module}.tsx`;
  const translations = route.namespaces.map((namespace) => {
    const key = `src/locales/en/${namespace}.json`;
    if (!manifest[key]) throw new Error(`${route.path} needs the namespace ${namespace}, which has no chunk`);
    return key;
  });
  const scripts = [...new Set([pageKey, ...translations].flatMap((key) => scriptsOf(manifest, key)))].filter(
    (file) => !shellScripts.has(file),
  );
  const styles = [...new Set(stylesheetsOf(manifest, pageKey))].filter((file) => !shellCss.has(file));
  const links = [
    ...scripts.map((file) => link(`rel="modulepreload" crossorigin href="${BASE}${file}"`)),
    // Preloaded, not linked: the page's chunk links them when it loads (Vite's preload helper, with crossorigin),
    // and a stylesheet linked here would hold up the first paint of the shell.
    ...styles.map((file) => link(`rel="preload" as="style" crossorigin href="${BASE}${file}"`)),
  ];
  return template.replace(/\n(\s*)<\/head>/, (_match, indent: string) =>
    [...links.map((tag) => `\n${indent}  ${tag}`), `\n${indent}</head>`].join(''),
  );
}

/**
 * Writes {@link routeCopyHtml} to `<outDir>/routes/<path>.html` for every page of `routes` but home (which has its own
 * address and prerendered copy). The web server serves a copy for exactly its path to an English-first browser
 * (deploy/one-ecom.conf); others get index.html. Without them the browser learns of the page's files only once the
 * shell's scripts have arrived and run: one round trip and the shell's start-up later, on every load of a deep link or
 * a reload (Lighthouse mobile FCP and LCP of the logged-in pages, which cannot be prerendered).
 */
export function writeRouteCopies(
  outDir: string,
  template: string,
  manifest: BuildManifest,
  routes: StaticPageRoute[],
): void {
  for (const route of routes) {
    if (route.path === '/') continue;
    const target = join(outDir, 'routes', `${route.path.replace(/^\//, '')}.html`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, routeCopyHtml(template, manifest, route));
  }
}

// Build-time only (scripts/vite-plugins/prerender-pages.ts): renders pages of the app to HTML in Node, for the first paint of
// a first visit before any JavaScript has run (Lighthouse mobile LCP). Never in the browser build.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { type PageHandle, pageRouteObjects, routes } from '@/app/router';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { DocumentTitleCaptureContext } from '@/lib/use-document-title';

/** A prerendered page: the HTML of #root's content and the document title the page sets (null when it sets none). */
export interface PrerenderedPage {
  html: string;
  title: string | null;
}

/**
 * Renders `pathname` (under /one-ecom/) as a first visit sees it: English, logged out, nothing stored in the browser,
 * every query still loading, no runtime configuration (a page that reads it while rendering fails here, since the
 * endpoints are only known where it is deployed). Resolves to the HTML of #root's content and the page's document
 * title (useDocumentTitle, captured while rendering); rejects when the route redirects or a render error occurs (the
 * build then fails rather than ship a broken first paint).
 */
export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes, { basename: import.meta.env.BASE_URL });
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The app's own client: queries never fetch on the server (their effects do not run) and render their loading state,
  // exactly as the browser's first render does.
  const queryClient = createQueryClient();
  const errors: unknown[] = [];
  let title: string | null = null;
  const captureTitle = (pageTitle: string) => {
    title = pageTitle;
  };
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentTitleCaptureContext value={captureTitle}>
        <AppProvider queryClient={queryClient} i18n={createI18n('en')}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </DocumentTitleCaptureContext>
    </StrictMode>,
    {
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`prerendering ${pathname} failed`, { cause: errors[0] });
  return { html, title };
}

/** A page of the route table at a path without parameters: where the app serves it and what it loads. */
export interface StaticPageRoute {
  /** The path under the app, without the base: '/documentation/si-summary'. */
  path: string;
  /** Its module, src/app/routes/<module>.tsx. */
  module: string;
  /** The i18next namespaces it loads besides the shell's. */
  namespaces: readonly string[];
}

/**
 * Every page of the route table whose path has no parameter (`:id`) or wildcard: what vite.config.ts
 * `writeRouteCopies` writes a copy of index.html for, with the page's chunks preloaded.
 */
export function staticPageRoutes(): StaticPageRoute[] {
  return pageRouteObjects()
    .filter((route) => route.path && !/[:*]/.test(route.path))
    .map((route) => {
      const handle = route.handle as PageHandle;
      return { path: route.path ?? '', module: handle.module, namespaces: handle.namespaces };
    });
}

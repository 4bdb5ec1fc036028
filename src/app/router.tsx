import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, type LoaderFunction, matchRoutes, redirect, type RouteObject } from 'react-router-dom';

import { AppLayout } from '@/app/layout/app-layout';
import { LoginGuard } from '@/app/layout/login-guard';
import { RouteErrorBoundary } from '@/app/layout/route-error-boundary';
import { PAGE_ROUTES, type PageRoute } from '@/app/route-table';
import { paths } from '@/config/paths';
import { sessionStore } from '@/domain/session/session-store';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { loadOnce } from '@/lib/idle';
import { followStatusRedirects } from '@/lib/status-popup-store';

/**
 * What a page route carries in its `handle`: the loader of its chunk and of its translations, to start them before the
 * first render, and the i18next namespaces the page needs besides the shell's.
 */
export interface PageHandle {
  /** The page's module: src/app/routes/<module>.tsx (its chunk is assets/<module>-<hash>.js). */
  module: string;
  preload: () => Promise<unknown>;
  namespaces: readonly string[];
}

/** The page modules, src/app/routes/<name>.tsx: each is a chunk of its own, named after its file. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx');

/**
 * A page whose module (src/app/routes/<module>.tsx) is a chunk of its own, rendered through React.lazy inside the
 * layout's Suspense boundary: the header, footer and cookie notice paint at once while the page's chunk loads (first
 * paint does not wait for the heaviest route), and navigations keep the old page until the new one is ready (React
 * Router navigates in transitions). `namespaces` are the page's translations (src/locales/<lang>/<namespace>.json,
 * never the shell's): they load together with the chunk, and the page renders only once both are in, so no key
 * flashes.
 */
function page(module: string, namespaces: readonly string[]): Pick<RouteObject, 'Component' | 'handle'> {
  const load = PAGE_MODULES[`./routes/${module}.tsx`];
  if (!load) throw new Error(`The route table names src/app/routes/${module}.tsx, which does not exist.`);
  const loadPage = loadOnce(load);
  const LazyPage = lazy(loadPage);
  function Page() {
    // The chunk starts now (if the router did not start it already), while the translations load: neither waits for
    // the other. useTranslation suspends until the namespaces are in, on the instance that renders (app, prerender).
    void loadPage().catch(() => undefined);
    useTranslation(namespaces);
    return <LazyPage />;
  }
  const handle: PageHandle = {
    module,
    preload: () => Promise.all([loadPage(), loadNamespaces(i18n, namespaces)]),
    namespaces,
  };
  return { Component: Page, handle };
}

/**
 * What route loaders need: the app's QueryClient, and a promise that settles once the app can fetch (runtime config,
 * mock worker and language loaded; main.tsx). Without it (the build-time prerender) routes have no loaders.
 */
export interface RouteContext {
  queryClient: QueryClient;
  ready: Promise<unknown>;
}

/**
 * A loader that starts the route's first query once the app can fetch, without holding the navigation: the page's
 * chunk and its data load side by side, and the page finds the query in flight (or done) on its first render. `start`
 * imports the feature's query code itself, so none of it joins the app shell. Never fails the navigation: the page
 * shows its own loading state, errors and retry.
 */
function prefetching(
  context: RouteContext | undefined,
  start: (queryClient: QueryClient, url: URL) => Promise<unknown>,
): LoaderFunction | undefined {
  if (!context) return undefined;
  return ({ request }) => {
    const url = new URL(request.url);
    void context.ready.then(() => start(context.queryClient, url)).catch(() => undefined);
    return null;
  };
}

/**
 * The in-app URL a loader's request asks for: its path without the router basename ('/one-ecom'), and its query
 * ('/booking/quick-booking?step=details&...'). What the login page brings the visitor back to.
 */
function requestedInAppUrl(request: Request): string {
  const url = new URL(request.url);
  const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
  const inApp =
    base && (url.pathname === base || url.pathname.startsWith(`${base}/`))
      ? url.pathname.slice(base.length) || '/'
      : url.pathname;
  return `${inApp}${url.search}`;
}

/**
 * A loader that sends an anonymous visitor to the login page, which brings them back to the URL they asked for (same
 * path and query: a quick booking step with its sailing, a filtered list), before the page's chunk or data load; then
 * runs `next`. None without a {@link RouteContext} (the prerender has no session).
 */
function requiringLogin(context: RouteContext | undefined, next?: LoaderFunction): LoaderFunction | undefined {
  if (!context) return undefined;
  return (args) => {
    if (sessionStore.getState().status !== 'loggedIn') {
      return redirect(paths.login.href(requestedInAppUrl(args.request)));
    }
    return next ? next(args) : null;
  };
}

/** The loader of a page route: its login check, then its prefetch; none when it has neither or without a context. */
function loaderOf(route: PageRoute, context: RouteContext | undefined): LoaderFunction | undefined {
  const prefetch = route.prefetch ? prefetching(context, route.prefetch) : undefined;
  return route.requiresLogin ? requiringLogin(context, prefetch) : prefetch;
}

/**
 * The route table (docs/requirements.md §2, the pages in app/route-table.ts). Route modules are lazy so each screen is its own
 * chunk; with a {@link RouteContext} routes also guard (login) and prefetch their first query in loaders (the schedule
 * when its URL asks for a search, the profile, the bookings).
 */
export function createRoutes(context?: RouteContext): RouteObject[] {
  const toRoute = (route: PageRoute): RouteObject => ({
    path: route.path,
    ...page(route.module, route.namespaces),
    ...(route.requiresLogin || route.prefetch ? { loader: loaderOf(route, context) } : {}),
  });
  // React Router ranks routes by how specific their paths are, not by their order: grouping changes no match.
  const open = PAGE_ROUTES.filter((route) => !route.requiresLogin).map(toRoute);
  const guarded = PAGE_ROUTES.filter((route) => route.requiresLogin).map(toRoute);
  const children = [{ element: <LoginGuard />, children: guarded }, ...open];
  return [{ element: <AppLayout />, errorElement: <RouteErrorBoundary />, children }];
}

/** The route table without loaders (the build-time prerender renders pages without data). */
export const routes: RouteObject[] = createRoutes();

/** Every page route of `list` (those with a {@link PageHandle}), at any depth: under the layout and the login guard. */
export function pageRouteObjects(list: readonly RouteObject[] = routes): RouteObject[] {
  return list.flatMap((route) => [...(route.handle ? [route] : []), ...pageRouteObjects(route.children ?? [])]);
}

/** Browser router under the '/one-ecom/' basename (TOOLCHAIN.md: keep the trailing slash), with guards and loaders. */
export function createAppRouter(context: RouteContext) {
  const routes = createRoutes(context);
  const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
  // The current page's chunk starts loading now, in parallel with the runtime config and the language, not after them.
  for (const match of matchRoutes(routes, router.state.location, import.meta.env.BASE_URL) ?? []) {
    const handle = match.route.handle as PageHandle | undefined;
    void handle?.preload().catch(() => undefined);
  }
  // The error policy's redirects (404 with custom handling -> /404), docs/requirements.md §8.
  followStatusRedirects((to) => void router.navigate(to));
  return router;
}

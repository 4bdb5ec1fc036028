import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';

import { AppLayout } from '@/app/layout/app-layout';
import { RouteErrorBoundary } from '@/app/layout/route-error-boundary';
import { paths } from '@/config/paths';
import { loadOnce } from '@/lib/idle';
import { followStatusRedirects } from '@/lib/status-popup-store';

/** What a page route carries in its `handle`: the loader of its chunk, to start it before the first render. */
export interface PageHandle {
  preload: () => Promise<unknown>;
}

/**
 * A page whose module is a chunk of its own, rendered through React.lazy inside the layout's Suspense boundary: the
 * header, footer and cookie notice paint at once while the page's chunk loads (first paint does not wait for the
 * heaviest route), and navigations keep the old page until the new one is ready (React Router navigates in
 * transitions).
 */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'Component' | 'handle'> {
  const loadPage = loadOnce(load);
  const handle: PageHandle = { preload: loadPage };
  return { Component: lazy(loadPage), handle };
}

/** The route table (spec section 2). Route modules are lazy so each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home.path, ...page(() => import('@/app/routes/home')) },
      {
        path: paths.pointToPointSchedule.path,
        ...page(() => import('@/app/routes/point-to-point-schedule')),
      },
      { path: paths.login.path, ...page(() => import('@/app/routes/login')) },
      { path: paths.oneSolutions.path, ...page(() => import('@/app/routes/one-solutions')) },
      { path: paths.supportPage.path, ...page(() => import('@/app/routes/support-page')) },
      { path: paths.termsRules.path, ...page(() => import('@/app/routes/terms-rules')) },
      { path: paths.myProfile.path, ...page(() => import('@/app/routes/my-profile')) },
      { path: paths.maintenance.path, ...page(() => import('@/app/routes/maintenance')) },
      { path: paths.thankYou.path, ...page(() => import('@/app/routes/thank-you')) },
      { path: paths.notFound.path, ...page(() => import('@/app/routes/not-found')) },
      { path: paths.legacyPage.path, ...page(() => import('@/app/routes/legacy-page')) },
      { path: paths.addressBook.path, ...page(() => import('@/app/routes/address-book')) },
      { path: paths.surchargeSearch.path, ...page(() => import('@/app/routes/surcharge-search')) },
      { path: '*', ...page(() => import('@/app/routes/not-found')) },
    ],
  },
];

/** Browser router under the '/one-ecom/' basename (TOOLCHAIN.md: keep the trailing slash). */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
  // The current page's chunk starts loading now, in parallel with the runtime config and the language, not after them.
  for (const match of matchRoutes(routes, router.state.location, import.meta.env.BASE_URL) ?? []) {
    const handle = match.route.handle as PageHandle | undefined;
    void handle?.preload().catch(() => undefined);
  }
  // The error policy's redirects (404 with custom handling -> /404), spec section 8.
  followStatusRedirects((to) => void router.navigate(to));
  return router;
}

import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { AppLayout } from '@/app/layout/app-layout';
import { RouteErrorBoundary } from '@/app/layout/route-error-boundary';
import { paths } from '@/config/paths';
import { followStatusRedirects } from '@/lib/status-popup-store';

/** The route table (spec section 2). Route modules are lazy so each screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: paths.home.path, lazy: () => import('@/app/routes/home').then(toLazyRoute) },
      {
        path: paths.pointToPointSchedule.path,
        lazy: () => import('@/app/routes/point-to-point-schedule').then(toLazyRoute),
      },
      { path: paths.login.path, lazy: () => import('@/app/routes/login').then(toLazyRoute) },
      { path: '*', lazy: () => import('@/app/routes/not-found').then(toLazyRoute) },
    ],
  },
];

function toLazyRoute(module: { default: React.ComponentType }) {
  return { Component: module.default };
}

/** Browser router under the '/one-ecom/' basename (TOOLCHAIN.md: keep the trailing slash). */
export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
  // The error policy's redirects (404 with custom handling -> /404), spec section 8.
  followStatusRedirects((to) => void router.navigate(to));
  return router;
}

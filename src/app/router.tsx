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
      { path: paths.oneSolutions.path, lazy: () => import('@/app/routes/one-solutions').then(toLazyRoute) },
      { path: paths.supportPage.path, lazy: () => import('@/app/routes/support-page').then(toLazyRoute) },
      { path: paths.termsRules.path, lazy: () => import('@/app/routes/terms-rules').then(toLazyRoute) },
      { path: paths.myProfile.path, lazy: () => import('@/app/routes/my-profile').then(toLazyRoute) },
      { path: paths.maintenance.path, lazy: () => import('@/app/routes/maintenance').then(toLazyRoute) },
      { path: paths.thankYou.path, lazy: () => import('@/app/routes/thank-you').then(toLazyRoute) },
      { path: paths.notFound.path, lazy: () => import('@/app/routes/not-found').then(toLazyRoute) },
      { path: paths.legacyPage.path, lazy: () => import('@/app/routes/legacy-page').then(toLazyRoute) },
      { path: paths.addressBook.path, lazy: () => import('@/app/routes/address-book').then(toLazyRoute) },
      { path: paths.surchargeSearch.path, lazy: () => import('@/app/routes/surcharge-search').then(toLazyRoute) },
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

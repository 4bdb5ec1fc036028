import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';

import { LoginGuard } from '@/app/layout/login-guard';
import { AppProvider } from '@/app/provider';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

const englishFiles = import.meta.glob<Record<string, unknown>>('/src/locales/en/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The English of every namespace, inline: components render at once, as in the app once their route's namespaces
 * are in (tests/app/route-namespaces.test.tsx tests the loading itself).
 */
export const allEnglishResources: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(englishFiles).map(([path, bundle]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.json'.length),
    bundle,
  ]),
);

export interface RenderOptions {
  /** Initial in-app URL, e.g. '/schedule/point-to-point-schedule?oriLocCdParam=KRPUS'. */
  route?: string;
  /** Path pattern the element is mounted at; defaults to the route's pathname. */
  path?: string;
  /** Extra routes (for example a target page to assert navigation). */
  routes?: RouteObject[];
  /**
   * Mounts the element under the app's login guard (app/layout/login-guard.tsx), as the route table does for a page
   * that requires login: without a session the router goes to /login?returnTo=<route>.
   */
  loginGuard?: boolean;
  /** History state of the initial entry (what `navigate(to, { state })` would have left), e.g. a "just submitted" mark. */
  state?: unknown;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
  /** The test's QueryClient: for a negative assertion, to wait on a query or mutation that nothing on screen shows. */
  queryClient: QueryClient;
}

/** The pointer-events value that applies to `element`: its own or the closest ancestor's that declares one. */
function pointerEventsOf(element: Element): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return undefined;
}

/**
 * user-event whose `click` first waits until the element takes pointer input, as a person (and Playwright's
 * actionability check) would: a Radix modal turns pointer events off on <body> when it mounts and back on for its own
 * layer one render later, so a click right after the dialog appears can land in between on a busy machine.
 */
function clickingWhenReady(user: UserEvent): UserEvent {
  return {
    ...user,
    click: async (element) => {
      await waitFor(() => {
        if (pointerEventsOf(element) === 'none') throw new Error('The element does not take pointer input yet.');
      });
      await user.click(element);
    },
  };
}

/** The pathname, search and hash of an in-app URL, as a router entry takes them. */
function splitRoute(route: string): { pathname: string; search: string; hash: string } {
  const { pathname, search, hash } = new URL(route, 'http://localhost');
  return { pathname, search, hash };
}

/**
 * Renders `ui` inside the app's providers (fresh QueryClient without retries, fresh i18n) and a memory router.
 * Returns Testing Library's result plus a `user` (user-event; its click waits for pointer input), the `router` (to
 * read `router.state.location`) and the `queryClient`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const route = options.route ?? '/';
  const path = options.path ?? new URL(route, 'http://localhost').pathname;
  const page: RouteObject = { path, element: ui };
  const mounted = options.loginGuard ? { element: <LoginGuard />, children: [page] } : page;
  const router = createMemoryRouter([mounted, ...(options.routes ?? [])], {
    initialEntries: [options.state === undefined ? route : { ...splitRoute(route), state: options.state }],
  });
  const user = clickingWhenReady(userEvent.setup());
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <AppProvider queryClient={queryClient} i18n={createI18n('en', allEnglishResources)}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, router, queryClient };
}

import { act, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { LoginGuard } from '@/app/layout/login-guard';
import { PAGE_ROUTES } from '@/app/route-table';
import { routes } from '@/app/router';
import { sessionStore } from '@/domain/session/session-store';
import { logIn, logOut } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('login guard', () => {
  it('shows a guarded page to a logged-in user, and sends them to log in (and back) when the session ends there', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const { router } = renderWithProviders(<h1>Your bookings</h1>, {
      route: '/manage-shipment/shipments?status=CONFIRMED',
      loginGuard: true,
      routes: [{ path: '/login', element: <h1>Log in</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'Your bookings' })).toBeVisible();

    act(() => {
      logOut('session-timeout');
    });

    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your bookings' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/manage-shipment/shipments?status=CONFIRMED',
    );
  });

  it('sits above exactly the pages the route table marks as requiring login', () => {
    // Route objects, not DOM nodes: `children` here is the router's nesting.
    const [{ children: layout = [] } = {}] = routes;
    const guard = layout.find((route) => isValidElement(route.element) && route.element.type === LoginGuard);
    const { children: guarded = [] } = guard ?? {};
    const guardedPaths = guarded.map((route) => route.path);
    const openPaths = layout.filter((route) => route !== guard).map((route) => route.path);

    const requiringLogin = PAGE_ROUTES.filter((route) => route.requiresLogin).map((route) => route.path);
    expect(requiringLogin.length).toBeGreaterThan(10);
    expect(guardedPaths).toEqual(requiringLogin);
    expect(openPaths).toEqual(PAGE_ROUTES.filter((route) => !route.requiresLogin).map((route) => route.path));
  });
});

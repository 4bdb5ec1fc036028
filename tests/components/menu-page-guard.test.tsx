import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { AccessDeniedAlert } from '@/components/access-denied-alert';
import { MenuPageGuard } from '@/components/menu-page-guard';
import { sessionStore } from '@/lib/session-store';

import { renderWithProviders } from '../render';
import { axeViolations } from './ui/axe';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/', element: <h1>Home page</h1> },
];

function logIn() {
  sessionStore.getState().logIn(
    {
      firstName: 'Min-jun',
      lastName: 'Kim',
      companyName: 'Hanbit Logistics',
      userId: 'KRKIMMJ01',
      customerCode: 'KR00123456',
      customerCountry: 'KR',
    },
    { accessToken: 'a', refreshToken: 'r', expiresRefreshAt: '2027-01-01T00:00:00Z' },
  );
}

afterEach(() => {
  sessionStore.getState().logOut();
});

function page(pathname: string) {
  return (
    <MenuPageGuard pathname={pathname}>
      <h1>Menu page</h1>
    </MenuPageGuard>
  );
}

describe('menu page guard', () => {
  it('shows a public menu page to anyone', () => {
    renderWithProviders(page('/ecom/CUP_HOM_3301.do'), { route: '/ecom/CUP_HOM_3301.do', routes });
    expect(screen.getByRole('heading', { name: 'Menu page' })).toBeInTheDocument();
  });

  it('sends an anonymous user to the login page for a login-only item or an unknown page', () => {
    const { router } = renderWithProviders(page('/ecom/CUP_HOM_3401.do'), {
      route: '/ecom/CUP_HOM_3401.do',
      routes,
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fecom%2FCUP_HOM_3401.do');
  });

  it('shows the blacklist alert to a logged-in user on a page without a menu item; OK returns home', async () => {
    logIn();
    const { user, router } = renderWithProviders(page('/ecom/CUP_HOM_3119.do'), {
      route: '/ecom/CUP_HOM_3119.do',
      routes,
    });
    expect(screen.getByRole('alertdialog', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Menu page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('access-denied popup', () => {
  it('points to the support mailbox', async () => {
    renderWithProviders(<AccessDeniedAlert open onClose={() => undefined} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Access denied' });
    expect(dialog).toHaveAccessibleDescription(
      'You do not have access to this function. To request access, write to ecom.support@one-line.com.',
    );
    expect(screen.getByRole('link', { name: 'ecom.support@one-line.com' })).toHaveAttribute(
      'href',
      'mailto:ecom.support@one-line.com',
    );
    expect(await axeViolations()).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { AccountMenu } from '@/features/session/components/account-menu';
import { LoginPage } from '@/features/session/components/login-page';
import { safeReturnTo } from '@/features/session/utils/return-to';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { goOffline, goOnline, OFFLINE_MESSAGE, requestsTo } from '../../components/ui/offline';
import { renderWithProviders } from '../../render';

function renderLogin(route = '/login') {
  return renderWithProviders(<LoginPage />, {
    route,
    path: '/login',
    routes: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/schedule/point-to-point-schedule', element: <h1>Point to Point Schedule</h1> },
    ],
  });
}

async function fillAndSubmit(view: ReturnType<typeof renderLogin>, userId: string, password: string) {
  await view.user.type(await screen.findByRole('textbox', { name: /User ID/ }), userId);
  await view.user.type(screen.getByLabelText(/Password/), password);
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('logs in and returns to the in-app page the user came from', async () => {
    const view = renderLogin('/login?returnTo=%2Fschedule%2Fpoint-to-point-schedule%3ForiLocCdParam%3DKRPUS');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await fillAndSubmit(view, DEMO_LOGINS.shipper.userId, DEMO_LOGINS.shipper.password);
    expect(await screen.findByRole('heading', { name: 'Point to Point Schedule' })).toBeVisible();
    expect(view.router.state.location.search).toBe('?oriLocCdParam=KRPUS');
    expect(sessionStore.getState()).toMatchObject({ status: 'loggedIn', user: { firstName: 'Min-jun' } });
  });

  it('goes home instead of an outside address given as returnTo', async () => {
    const view = renderLogin('/login?returnTo=https%3A%2F%2Fevil.example%2Fphish');
    await fillAndSubmit(view, DEMO_LOGINS.forwarder.userId, DEMO_LOGINS.forwarder.password);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('posts once when the button is pressed twice while the login is in flight', async () => {
    const passwords: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/login', async ({ request }) => {
        passwords.push(((await request.json()) as { password: string }).password);
        // Held until both presses are done, so the first login is in flight during the second.
        await held;
        return HttpResponse.json({ code: 'INVALID_CREDENTIALS', status: 401, message: 'wrong' }, { status: 401 });
      }),
    );
    const view = renderLogin();
    await view.user.type(await screen.findByRole('textbox', { name: /User ID/ }), DEMO_LOGINS.shipper.userId);
    const password = screen.getByLabelText(/Password/);
    await view.user.type(password, 'wrong');
    await view.user.dblClick(screen.getByRole('button', { name: 'Log in' }));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(/user ID or password is wrong/);
    // A later press posts the same way a second post of the double press would have, so it arrives after that one.
    await view.user.clear(password);
    await view.user.type(password, 'later');
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(passwords).toContain('later');
    });
    expect(passwords).toEqual(['wrong', 'later']);
  });

  it('says the connection is lost while offline, and logs in once when it is back', async () => {
    const view = renderLogin();
    const posts = requestsTo('POST', /\/login$/);
    goOffline();

    await fillAndSubmit(view, DEMO_LOGINS.shipper.userId, DEMO_LOGINS.shipper.password);

    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(posts).toEqual([]);
    goOnline();

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  it('explains missing fields at each field', async () => {
    const view = renderLogin();
    await view.user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your user ID.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /User ID/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    {
      name: 'a wrong password',
      userId: DEMO_LOGINS.shipper.userId,
      password: 'wrong',
      message: /user ID or password is wrong/,
    },
    {
      name: 'a locked account',
      userId: DEMO_LOGINS.locked.userId,
      password: DEMO_LOGINS.locked.password,
      message: /account is locked/,
    },
  ])('says so clearly for $name', async ({ userId, password, message }) => {
    const view = renderLogin();
    await fillAndSubmit(view, userId, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sessionStore.getState().status).toBe('loggedOut');
  });

  it('says when the login service cannot be reached', async () => {
    server.use(http.post('/auth/login', () => HttpResponse.error()));
    const view = renderLogin();
    await fillAndSubmit(view, DEMO_LOGINS.shipper.userId, DEMO_LOGINS.shipper.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot be reached/);
  });
});

describe('returnTo (no open redirects)', () => {
  it.each([
    ['/schedule/point-to-point-schedule?x=1#top', '/schedule/point-to-point-schedule?x=1#top'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    ['schedule', '/'],
    ['/login?returnTo=/x', '/'],
    // Dot segments resolve to '//evil.com' once normalised.
    ['/..//evil.com', '/'],
    ['/.//evil.com', '/'],
    ['/%2e%2e//evil.com', '/'],
    ['/%2E.//evil.com', '/'],
    ['/a/../..//evil.com', '/'],
    ['/%2f%2fevil.com', '/'],
    // Dots inside a segment are ordinary characters.
    ['/guides/v1.2?file=a..b', '/guides/v1.2?file=a..b'],
    ['/schedule/point-to-point-schedule?to=..%2F', '/schedule/point-to-point-schedule?to=..%2F'],
  ])('%j -> %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe('account menu', () => {
  it('offers Login (back to this page) and Create account when logged out', async () => {
    renderWithProviders(<AccountMenu />, { route: '/schedule/point-to-point-schedule?oriLocCdParam=KRPUS' });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fschedule%2Fpoint-to-point-schedule%3ForiLocCdParam%3DKRPUS',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toBeVisible();
  });

  it('shows the initials, and a menu with name, company, My Profile and Logout (keyboard)', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    const view = renderWithProviders(<AccountMenu />, { routes: [{ path: '/my-profile', element: <h1>Profile</h1> }] });
    const avatar = await screen.findByRole('button', { name: 'Account menu of Sophie Müller' });
    expect(avatar).toHaveTextContent('SM');
    avatar.focus();
    await view.user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Sophie Müller')).toBeVisible();
    expect(within(menu).getByText('at Hansa Spedition GmbH')).toBeVisible();
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await view.user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
    expect(sessionStore.getState().status).toBe('loggedOut');
  });
});

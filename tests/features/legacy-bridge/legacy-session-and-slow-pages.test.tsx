import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import LegacyPageRoute from '@/app/routes/legacy-page';
import { getRuntimeConfig } from '@/config/runtime-config';
import { TOKEN_PATH } from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { LegacyPathPage } from '@/features/legacy-bridge/components/legacy-path-page';
import { NO_ANSWER_NOTICE_MS } from '@/features/legacy-bridge/hooks/use-legacy-bridge';
import { LOGIN_REQUEST_QUIET_MS } from '@/features/legacy-bridge/hooks/use-login-request-repair';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

const LEGACY = 'http://127.0.0.1:4174';
const TOKEN_URL = `${getRuntimeConfig().authUrl.replace(/\/$/, '')}/${TOKEN_PATH}`;

const TARGETS = [
  { path: '/', element: <p>home page</p> },
  { path: '/login', element: <p>login page</p> },
];

function renderAt(route: string) {
  return renderWithProviders(<LegacyPageRoute />, { route, path: '/ecom/:page', routes: TARGETS });
}

function frame(name: RegExp = /Cargo Tracking/) {
  return screen.getByTitle<HTMLIFrameElement>(name);
}

function post(data: unknown, name?: RegExp) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: LEGACY, source: frame(name).contentWindow }));
  });
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function logIn() {
  sessionStore.getState().logIn(
    {
      firstName: 'Min-jun',
      lastName: 'Kim',
      companyName: 'Hanbit Trading Co., Ltd.',
      userId: 'hanbit.kim',
      customerCode: 'KR00231544',
      customerCountry: 'KR',
    },
    { accessToken: 'access-1', refreshToken: 'refresh-1', expiresRefreshAt: '2099-12-21T00:00:00Z' },
  );
}

/** The token endpoint: answers with `status` (200: rotated tokens) and counts the calls. */
function serveTokenEndpoint(status = 200) {
  const calls: string[] = [];
  server.use(
    http.post(TOKEN_URL, () => {
      calls.push('token');
      if (status !== 200) {
        return HttpResponse.json(
          { code: 'REFRESH_TOKEN_INVALID', status, message: 'The refresh token was refused.' },
          { status },
        );
      }
      const n = calls.length + 1;
      return HttpResponse.json({
        accessToken: `access-${n}`,
        refreshToken: `refresh-${n}`,
        expiresRefreshAt: '2099-12-21T00:00:00Z',
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  server.use(http.get(apiUrl('v1/guides'), () => HttpResponse.json([])));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  sessionStore.getState().logOut();
  vi.useRealTimers();
});

describe('a legacy page that asks a logged-in user for central login', () => {
  it('refreshes the session once and loads the page again instead of sending the user to login', async () => {
    logIn();
    const calls = serveTokenEndpoint();
    const { router } = renderAt('/ecom/CUP_HOM_3303.do?blNo=ONEYPUSE53817200');
    await screen.findByRole('heading', { level: 1, name: 'My Tracking' });
    post({ type: 'loading', isLoading: false }, /My Tracking/);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    post({ type: 'redirectToCentralLogin' }, /My Tracking/);
    // The frame loads again once the refresh is through: its spinner is back.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading My Tracking…');
    expect(calls).toHaveLength(1);
    expect(sessionStore.getState().accessToken).toBe('access-2');
    expect(where(router)).toBe('/ecom/CUP_HOM_3303.do?blNo=ONEYPUSE53817200');
  });

  it('does not loop: the same page asking again soon shows the session-timeout popup, and later refreshes again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
    logIn();
    const calls = serveTokenEndpoint();
    const { router } = renderAt('/ecom/CUP_HOM_3303.do');
    await screen.findByRole('heading', { level: 1, name: 'My Tracking' });
    post({ type: 'redirectToCentralLogin' }, /My Tracking/);
    await waitFor(() => {
      expect(sessionStore.getState().accessToken).toBe('access-2');
    });

    // The refreshed session did not satisfy the page: asking again is a session problem the user must solve.
    vi.setSystemTime(new Date(Date.now() + LOGIN_REQUEST_QUIET_MS - 1000));
    post({ type: 'redirectToCentralLogin' }, /My Tracking/);
    expect(await screen.findByRole('alertdialog', { name: 'Session timed out' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(where(router)).toBe('/ecom/CUP_HOM_3303.do');

    // After the quiet time the page gets one more refresh.
    vi.setSystemTime(new Date(Date.now() + LOGIN_REQUEST_QUIET_MS));
    post({ type: 'redirectToCentralLogin' }, /My Tracking/);
    await waitFor(() => {
      expect(calls).toHaveLength(2);
    });
  });

  it('shows the session-timeout popup when the refresh is refused', async () => {
    logIn();
    const calls = serveTokenEndpoint(401);
    const { router } = renderAt('/ecom/CUP_HOM_3303.do');
    await screen.findByRole('heading', { level: 1, name: 'My Tracking' });
    post({ type: 'redirectToCentralLogin' }, /My Tracking/);
    expect(await screen.findByRole('alertdialog', { name: 'Session timed out' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // The refused refresh ended the session: the page's own login rule applies, once, with the way back.
    expect(sessionStore.getState().status).toBe('loggedOut');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/ecom/CUP_HOM_3303.do');
  });

  it('still sends an anonymous user to login and back', async () => {
    const calls = serveTokenEndpoint();
    const { router } = renderAt('/ecom/CUP_HOM_3301.do');
    await screen.findByRole('heading', { level: 1, name: 'Cargo Tracking' });
    post({ type: 'redirectToCentralLogin' });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/ecom/CUP_HOM_3301.do');
    expect(calls).toHaveLength(0);
  });
});

describe('a frame that does not answer after a load', () => {
  it('keeps the user on a slow page or a PDF, says so, and offers to load again or go home', async () => {
    const { router } = renderAt('/ecom/CUP_HOM_3301.do');
    await screen.findByRole('heading', { level: 1, name: 'Cargo Tracking' });
    vi.useFakeTimers();
    fireEvent.load(frame());
    act(() => {
      vi.advanceTimersByTime(NO_ANSWER_NOTICE_MS);
    });
    vi.useRealTimers();
    expect(where(router)).toBe('/ecom/CUP_HOM_3301.do');
    // The spinner no longer hides what the frame shows; the notice explains.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Cargo Tracking has not answered yet. A slow page or a document (PDF) may still be loading below.',
    );
    expect(frame()).toBeInTheDocument();

    // An answer after all: the notice goes.
    post({ type: 'resize', bodyHeight: 900 });
    expect(screen.queryByText(/has not answered yet/)).not.toBeInTheDocument();

    // No answer again: load the page again (spinner back, notice gone), or go home.
    vi.useFakeTimers();
    fireEvent.load(frame());
    act(() => {
      vi.advanceTimersByTime(NO_ANSWER_NOTICE_MS);
    });
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Load the page again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading Cargo Tracking…');
    expect(screen.queryByText(/has not answered yet/)).not.toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.load(frame());
    act(() => {
      vi.advanceTimersByTime(NO_ANSWER_NOTICE_MS);
    });
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

describe('the address book needs login', () => {
  it('sends an anonymous user to login and back, and shows the page once logged in', async () => {
    const view = renderWithProviders(<LegacyPathPage pageKey="addressBook" />, {
      route: '/booking/address-book?partyTp=SH',
      routes: TARGETS,
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(new URLSearchParams(view.router.state.location.search).get('returnTo')).toBe(
      '/booking/address-book?partyTp=SH',
    );
    expect(screen.queryByTitle(/Address Book/)).not.toBeInTheDocument();
    view.unmount();

    logIn();
    renderWithProviders(<LegacyPathPage pageKey="addressBook" />, { route: '/booking/address-book', routes: TARGETS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Address Book' })).toBeInTheDocument();
    expect(frame(/Address Book/).src).toBe(`${LEGACY}/ecom/addressBook.do?sessLocale=en`);
  });
});

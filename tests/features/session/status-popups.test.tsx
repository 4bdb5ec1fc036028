import { useQueries } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { getRuntimeConfig } from '@/config/runtime-config';
import { TOKEN_PATH } from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { apiClient } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { createQueryClient, type ErrorHandlingMeta } from '@/lib/query-client';
import { followStatusRedirects, statusPopupStore } from '@/lib/status-popup-store';
import {
  closeSessionChannel,
  onSessionMessage,
  postSessionMessage,
  type SessionMessage,
} from '@/services/session/broadcast';
import { logIn } from '@/services/session/session-auth';
import { SESSION_CHANNEL_NAME } from '@/services/session/session-channel';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { apiUrl, errorResponse } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

const otherTabs: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of otherTabs.splice(0)) channel.close();
  closeSessionChannel();
});

/** A stand-in for another tab of the portal: a second channel that records what it hears. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  otherTabs.push(channel);
  const heard: SessionMessage[] = [];
  channel.onmessage = (event: MessageEvent<SessionMessage>) => heard.push(event.data);
  return { channel, heard };
}

/** Loads `count` parallel queries of GET v1/reports/{n}: one failure in each, all the same status. */
function Reports({ count, meta }: { count: number; meta?: ErrorHandlingMeta }) {
  const results = useQueries({
    queries: Array.from({ length: count }, (_, index) => ({
      queryKey: ['reports', index],
      queryFn: async () => (await apiClient.get<{ title: string }>(`v1/reports/${index}`)).data,
      ...(meta ? { meta } : {}),
    })),
  });
  return (
    <ul>
      {results.map((result, index) => (
        <li key={index}>{result.isError ? 'Failed' : (result.data?.title ?? '…')}</li>
      ))}
    </ul>
  );
}

function failWith(status: number) {
  server.use(http.get(apiUrl('v1/reports/:id'), () => errorResponse(status, `E${status}`, `HTTP ${status}`)));
}

const TABLE = [
  { status: 429, title: 'Too many requests' },
  { status: 503, title: 'Under maintenance' },
  { status: 504, title: 'Server timeout' },
  { status: 400, title: 'Unexpected error' },
  { status: 403, title: 'Access denied' },
  { status: 406, title: 'Unexpected error' },
  { status: 500, title: 'Unexpected error' },
  { status: 404, title: 'Unexpected error' },
];

describe('status popups (docs/requirements.md §8)', () => {
  it.each(TABLE)('$status from three parallel queries shows "$title" exactly once', async ({ status, title }) => {
    failWith(status);
    renderWithProviders(<Reports count={3} />);
    const popup = await screen.findByRole('alertdialog', { name: title });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(within(popup).getByRole('button', { name: 'OK' })).toBeVisible();
  });

  it('a network error without custom handling shows the default alert, which OK closes', async () => {
    server.use(http.get(apiUrl('v1/reports/:id'), () => HttpResponse.error()));
    const view = renderWithProviders(<Reports count={2} />);
    expect(await screen.findByRole('alertdialog', { name: 'Unexpected error' })).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('with custom handling, other errors are left to the page but session-wide ones still pop up', async () => {
    failWith(400);
    const view = renderWithProviders(<Reports count={2} meta={{ errorHandling: 'custom' }} />);
    // The error policy runs when a query fails, before the page hears of the failure: once both show it, a popup
    // would already be in the store.
    await waitFor(() => {
      expect(screen.getAllByText('Failed')).toHaveLength(2);
    });
    expect(statusPopupStore.getState().popups).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    view.unmount();
    failWith(429);
    renderWithProviders(<Reports count={2} meta={{ errorHandling: 'custom' }} />);
    expect(await screen.findByRole('alertdialog', { name: 'Too many requests' })).toBeVisible();
  });

  it('500 with custom handling opens the system-failure popup; retry refetches the failed queries', async () => {
    failWith(500);
    const view = renderWithProviders(<Reports count={2} meta={{ errorHandling: 'custom', on500: 'system-failure' }} />);
    const popup = await screen.findByRole('alertdialog', { name: 'System failure' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    server.use(
      http.get(apiUrl('v1/reports/:id'), ({ params }) => HttpResponse.json({ title: `Report ${String(params.id)}` })),
    );
    await view.user.click(within(popup).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Report 0')).toBeVisible();
    expect(screen.getByText('Report 1')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('500 with custom handling: cancel closes the popup without refetching', async () => {
    failWith(500);
    const view = renderWithProviders(<Reports count={1} meta={{ errorHandling: 'custom', on500: 'system-failure' }} />);
    await view.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Failed')).toBeVisible();
  });

  it('404 with custom handling redirects to /404', async () => {
    failWith(404);
    const view = renderWithProviders(<Reports count={1} meta={{ errorHandling: 'custom', on404: 'redirect' }} />, {
      route: '/reports',
      routes: [{ path: '/404', element: <h1>Page not found</h1> }],
    });
    const stop = followStatusRedirects((to) => void view.router.navigate(to));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/404');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    stop();
  });
});

describe('session-timeout popup', () => {
  it('without a valid refresh token, five failing queries show exactly one session-timeout popup and tell the other tabs', async () => {
    await logIn(DEMO_LOGINS.shipper);
    localStorage.removeItem('one-ecom.session');
    const tab = otherTab();
    server.use(http.get(apiUrl('v1/reports/:id'), () => errorResponse(401, 'ACCESS_TOKEN_INVALID', 'Expired')));
    renderWithProviders(<Reports count={5} />);
    expect(await screen.findByRole('alertdialog', { name: 'Session timed out' })).toBeVisible();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await waitFor(() => {
      expect(tab.heard).toContainEqual({ type: 'session-timeout' });
    });
  });

  it('an anonymous visitor’s 401 asks them to log in: no session-timeout popup, nothing told to other tabs', async () => {
    const tab = otherTab();
    server.use(http.get(apiUrl('v1/reports/:id'), () => errorResponse(401, 'UNAUTHORIZED', 'Log in')));
    renderWithProviders(<Reports count={3} />);
    const popup = await screen.findByRole('alertdialog', { name: 'Login required' });
    expect(within(popup).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/login/),
    );
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    // A broadcast of the failure would have been sent before the popup opened; a marker sent now arrives after it.
    postSessionMessage({ type: 'logged-out', reason: 'user' });
    await waitFor(() => {
      expect(tab.heard).toHaveLength(1);
    });
    expect(tab.heard).toEqual([{ type: 'logged-out', reason: 'user' }]);
  });

  it('shows the popup once when other tabs report a session timeout, and Log out logs out every tab then offers the login link', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const tab = otherTab();
    const view = renderWithProviders(<p>Shipments</p>);
    tab.channel.postMessage({ type: 'session-timeout' });
    tab.channel.postMessage({ type: 'session-timeout' });
    const popup = await screen.findByRole('alertdialog', { name: 'Session timed out' });
    // One more report, heard by a listener registered after this tab's session sync: once it hears it, the sync has
    // handled it and, since one sender's messages arrive in order, both reports before it.
    const heardHere: SessionMessage[] = [];
    const stopListening = onSessionMessage((message) => heardHere.push(message));
    tab.channel.postMessage({ type: 'session-timeout' });
    await waitFor(() => {
      expect(heardHere).toHaveLength(1);
    });
    stopListening();
    expect(statusPopupStore.getState().popups).toHaveLength(1);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await view.user.click(within(popup).getByRole('button', { name: 'Log out' }));
    const loggedOut = await screen.findByRole('alertdialog', { name: 'You are logged out' });
    expect(within(loggedOut).getByRole('link', { name: 'Log in again' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/login/),
    );
    expect(sessionStore.getState().status).toBe('loggedOut');
    await waitFor(() => {
      expect(tab.heard).toContainEqual({ type: 'logged-out', reason: 'session-timeout' });
    });
  });

  it('a logout from another tab’s session-timeout popup logs this tab out and shows the login link', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const tab = otherTab();
    renderWithProviders(<p>Shipments</p>);
    tab.channel.postMessage({ type: 'logged-out', reason: 'session-timeout' });
    const popup = await screen.findByRole('alertdialog', { name: 'You are logged out' });
    expect(within(popup).getByRole('link', { name: 'Log in again' })).toBeVisible();
    expect(sessionStore.getState().status).toBe('loggedOut');
  });

  it('a refresh that fails with a 5xx is one failure: one call at the token endpoint, one popup, no retried query', async () => {
    await logIn(DEMO_LOGINS.shipper);
    let tokenCalls = 0;
    server.use(
      http.get(apiUrl('v1/reports/:id'), () => errorResponse(401, 'ACCESS_TOKEN_INVALID', 'Expired')),
      http.post(`${getRuntimeConfig().authUrl.replace(/\/$/, '')}/${TOKEN_PATH}`, () => {
        tokenCalls += 1;
        return errorResponse(502, 'BAD_GATEWAY', 'Auth down');
      }),
    );
    // The app's own query client, retries on: a network error or 5xx of the query itself would be retried twice.
    render(
      <AppProvider queryClient={createQueryClient()} i18n={createI18n()}>
        <Reports count={1} />
      </AppProvider>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Unexpected error' })).toBeVisible();
    expect(tokenCalls).toBe(1);
    expect(sessionStore.getState().status).toBe('loggedIn');
  });
});

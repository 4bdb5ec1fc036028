import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import { AppProvider } from '@/app/provider';
import { SESSION_STORAGE_KEY, sessionStore } from '@/domain/session/session-store';
import { profileQueries } from '@/features/profile/api/profile-queries';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { readDraft, writeDraft } from '@/lib/draft-storage';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { closeSessionChannel } from '@/services/session/broadcast';
import { logIn, logOut } from '@/services/session/session-auth';
import { SESSION_CHANNEL_NAME } from '@/services/session/session-channel';

import { findAccount } from '../../../mocks/auth/accounts';
import { issueLogin } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';

const SHIPPER = DEMO_LOGINS.shipper;
const FORWARDER = DEMO_LOGINS.forwarder;
const noteSchema = z.object({ note: z.string() });

const channels: BroadcastChannel[] = [];
/** Another tab of the portal: posts session events on the shared channel. */
function otherTab(): BroadcastChannel {
  const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  channels.push(channel);
  return channel;
}

/** What another tab leaves in storage when demo.forwarder logs in there. */
async function forwarderLoggedInElsewhere() {
  const forwarder = findAccount('demo.forwarder');
  if (!forwarder) throw new Error('demo.forwarder missing from mocks/db.ts');
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ user: forwarder.user, ...(await issueLogin(forwarder)), sessionId: 'other-tab-session' }),
  );
  return forwarder.user;
}

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  closeSessionChannel();
});

function renderProvider(client: QueryClient) {
  return render(
    <AppProvider queryClient={client} i18n={createI18n()}>
      <p>Portal</p>
    </AppProvider>,
  );
}

describe('per-user data', () => {
  it('after A logs out and B logs in through another tab, /my-profile shows B’s profile, never A’s cached one', async () => {
    await logIn(SHIPPER);
    const routes = [{ path: '/login', element: <h1>Login page</h1> }];
    const { router } = renderWithProviders(<ProfilePage />, { loginGuard: true, route: '/my-profile', routes });
    expect(await screen.findByText('minjun.kim@hanil-elec.co.kr')).toBeVisible();

    const tab = otherTab();
    tab.postMessage({ type: 'logged-out', reason: 'user' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    const forwarder = await forwarderLoggedInElsewhere();
    tab.postMessage({ type: 'logged-in', user: forwarder });
    await waitFor(() => {
      expect(sessionStore.getState().user?.userId).toBe('demo.forwarder');
    });

    await router.navigate('/my-profile');
    expect(await screen.findByText('s.mueller@hansa-spedition.de')).toBeVisible();
    expect(screen.queryByText('minjun.kim@hanil-elec.co.kr')).not.toBeInTheDocument();
  });

  it('a logout clears the user-scoped queries and keeps public ones', async () => {
    await logIn(SHIPPER);
    const client = createQueryClient({ retry: false });
    renderProvider(client);
    client.setQueryData(profileQueries.detail('demo.shipper').queryKey, { email: 'kim' } as never);
    client.setQueryData(['schedule', 'routes', { pol: 'KRPUS' }], ['route']);
    logOut('user');
    expect(client.getQueryData(profileQueries.detail('demo.shipper').queryKey)).toBeUndefined();
    expect(client.getQueryData(['schedule', 'routes', { pol: 'KRPUS' }])).toEqual(['route']);
  });

  it('another user’s login in this tab clears the previous user’s queries', async () => {
    await logIn(SHIPPER);
    const client = createQueryClient({ retry: false });
    renderProvider(client);
    client.setQueryData(profileQueries.detail('demo.shipper').queryKey, { email: 'kim' } as never);
    // No logout in between (the session timed out and the next person logged in).
    await logIn(FORWARDER);
    expect(client.getQueryData(profileQueries.detail('demo.shipper').queryKey)).toBeUndefined();
  });

  it('a draft survives the same user’s session timeout and re-login, goes on explicit logout, and never reaches another user', async () => {
    const client = createQueryClient({ retry: false });
    renderProvider(client);
    await logIn(SHIPPER);
    writeDraft('email', { note: 'Dear customer' });
    logOut('refresh-failed');
    await logIn(SHIPPER);
    expect(readDraft('email', noteSchema)).toEqual({ note: 'Dear customer' });

    logOut('session-timeout');
    await logIn(FORWARDER);
    expect(readDraft('email', noteSchema)).toBeNull();
    logOut('user');
    await logIn(SHIPPER);
    // The forwarder's login removed it: the browser keeps no other user's draft.
    expect(readDraft('email', noteSchema)).toBeNull();

    writeDraft('email', { note: 'Second try' });
    logOut('user');
    await logIn(SHIPPER);
    expect(readDraft('email', noteSchema)).toBeNull();
  });
});

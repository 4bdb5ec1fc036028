// The session registers the API client's bearer tokens at start-up (the app layer), as in the app.
import '@/app/session-wiring';

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { getRuntimeConfig } from '@/config/runtime-config';
import { TOKEN_PATH } from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { sessionQueries } from '@/features/session/api/session-queries';
import { AccountDropdown } from '@/features/session/components/account-dropdown';
import { statusPopupStore } from '@/lib/status-popup-store';
import { closeSessionChannel } from '@/services/session/broadcast';
import { logIn } from '@/services/session/session-auth';

import { expireAccessTokens } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS, DEMO_USERS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

/*
 * An outage of the auth service (the token endpoint answers 503 while the access token has expired): every protected
 * call fails without a session ending. The header's account menu must not add a popup of its own: a public page stays
 * quiet, a protected page shows its inline error with retry, and nothing else.
 */

const TOKEN_URL = `${getRuntimeConfig().authUrl.replace(/\/$/, '')}/${TOKEN_PATH}`;
const shipper = DEMO_USERS.shipper.user;

async function authOutage() {
  await logIn(DEMO_LOGINS.shipper);
  expireAccessTokens();
  server.use(
    http.post(TOKEN_URL, () =>
      HttpResponse.json({ code: 'DOWN', status: 503, message: 'Auth is down' }, { status: 503 }),
    ),
  );
}

afterEach(() => {
  sessionStore.getState().logOut();
  closeSessionChannel();
});

describe('an auth outage', () => {
  it('on a public page: no popup; the account menu keeps the name stored at login', async () => {
    await authOutage();
    const { queryClient } = renderWithProviders(<AccountDropdown storedUser={shipper} />);
    // Wait until the current-user call has failed: its popup, if any, opens in the same task.
    await waitFor(() => {
      expect(queryClient.getQueryState(sessionQueries.currentUser(shipper.userId).queryKey)?.status).toBe('error');
    });
    expect(statusPopupStore.getState().popups).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Account menu of ${shipper.firstName} ${shipper.lastName}` }),
    ).toBeVisible();
  });

  it('on my profile: only the inline error with its retry, no "Unexpected error" on top', async () => {
    await authOutage();
    const { queryClient } = renderWithProviders(
      <>
        <AccountDropdown storedUser={shipper} />
        <ProfilePage />
      </>,
      { route: '/my-profile' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await waitFor(() => {
      expect(queryClient.getQueryState(sessionQueries.currentUser(shipper.userId).queryKey)?.status).toBe('error');
    });
    expect(statusPopupStore.getState().popups).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

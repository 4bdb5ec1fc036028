import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { getRuntimeConfig } from '@/config/runtime-config';
import { closeSessionChannel } from '@/domain/session/broadcast';
import { logIn } from '@/domain/session/session-auth';
import { CURRENT_USER_PATH, TOKEN_PATH } from '@/domain/session/session-contract';
import { sessionQueries } from '@/features/session/api/session-queries';
import { statusPopupStore } from '@/lib/status-popup-store';

import { expireAccessTokens } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

afterEach(() => {
  closeSessionChannel();
});

/** What the header's account menu does on every page: the stored profile first, the server's copy when it comes. */
function AccountName({ userId }: { userId: string }) {
  const profile = useQuery(sessionQueries.currentUser(userId));
  return <p>{profile.isError ? 'Stored profile' : (profile.data?.firstName ?? '…')}</p>;
}

describe('the current user is read again on every page', () => {
  it('an auth outage on reload shows no "Unexpected error": the header keeps the stored profile', async () => {
    const user = await logIn(DEMO_LOGINS.shipper);
    expireAccessTokens();
    const tokenUrl = `${getRuntimeConfig().authUrl.replace(/\/$/, '')}/${TOKEN_PATH}`;
    server.use(http.post(tokenUrl, () => HttpResponse.error()));
    renderWithProviders(<AccountName userId={user.userId} />);
    expect(await screen.findByText('Stored profile')).toBeInTheDocument();
    expect(statusPopupStore.getState().popups).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a server error of the profile call shows no popup either', async () => {
    const user = await logIn(DEMO_LOGINS.shipper);
    server.use(http.get(apiUrl(CURRENT_USER_PATH), () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<AccountName userId={user.userId} />);
    await waitFor(() => {
      expect(screen.getByText('Stored profile')).toBeInTheDocument();
    });
    expect(statusPopupStore.getState().popups).toEqual([]);
  });
});

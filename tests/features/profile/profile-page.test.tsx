import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { statusPopupStore } from '@/lib/status-popup-store';
import { logIn as logInWithPassword } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { goOffline, goOnline, OFFLINE_MESSAGE, requestsTo } from '../../components/ui/offline';
import { renderWithProviders } from '../../render';

/** Logs in through the mock auth endpoint (mocks/auth/demo-users.ts), so the API accepts the bearer. */
async function logIn() {
  await logInWithPassword(DEMO_LOGINS.shipper);
}

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/', element: <h1>Home page</h1> },
];

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('my profile', () => {
  it('sends an anonymous user to the login page, returning to the profile', () => {
    const { router } = renderWithProviders(<ProfilePage />, { loginGuard: true, route: '/my-profile', routes });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fmy-profile');
  });

  it('shows the profile, validates, saves through the API and keeps the saved values', async () => {
    await logIn();
    const view = renderWithProviders(<ProfilePage />, { loginGuard: true, route: '/my-profile', routes });
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    expect(firstName).toHaveValue('Min-jun');
    // The profile of the logged-in demo account (mocks/profile/handlers.ts), not someone else's.
    expect(screen.getByText('minjun.kim@hanil-elec.co.kr')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Seoul');
    expect(await axeViolations()).toEqual([]);

    const { user } = view;
    await user.clear(firstName);
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(firstName).toHaveAccessibleDescription('This field is required.');
    });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Enter a phone number with digits, spaces or dashes, e.g. +65 6225 1234.',
    );

    await user.type(firstName, 'Minjun');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+65 6225 9999');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred language' }), '日本語');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The newly saved preferred language switches the UI (tests/features/profile/preferred-language.test.tsx).
    expect(await screen.findByText('プロフィールを保存しました。')).toBeInTheDocument();
    view.unmount();

    // A fresh page reads the saved profile back from the API.
    renderWithProviders(<ProfilePage />, { loginGuard: true, route: '/my-profile', routes });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Minjun');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('ja');
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+65 6225 9999');
  });

  it('guards unsaved edits and reports a failed save', async () => {
    await logIn();
    server.use(
      http.put('*/v1/users/me/profile', () =>
        HttpResponse.json({ code: 'E', status: 500, message: 'down' }, { status: 500 }),
      ),
    );
    const { user, router } = renderWithProviders(<ProfilePage />, { loginGuard: true, route: '/my-profile', routes });
    await user.type(await screen.findByRole('textbox', { name: 'Job title' }), ' Lead');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be saved.');

    await router.navigate('/');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Export Logistics Manager Lead');
  });

  it('says the connection is lost while offline, and saves once when it is back', async () => {
    await logIn();
    const { user } = renderWithProviders(<ProfilePage />, { loginGuard: true, route: '/my-profile', routes });
    await user.type(await screen.findByRole('textbox', { name: 'Job title' }), ' Lead');
    const puts = requestsTo('PUT', /\/v1\/users\/me\/profile$/);
    goOffline();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true');
    expect(await axeViolations()).toEqual([]);
    expect(puts).toEqual([]);
    goOnline();

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
    expect(puts).toHaveLength(1);
  });

  it('a failed load shows the inline error with its retry, and no popup besides', async () => {
    await logIn();
    server.use(
      http.get('*/v1/users/me/profile', () =>
        HttpResponse.json({ code: 'E', status: 500, message: 'down' }, { status: 500 }),
      ),
    );
    renderWithProviders(<ProfilePage />, { loginGuard: true, route: '/my-profile', routes });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    // The error policy runs before the page renders the failed query: a popup would be open by now.
    expect(statusPopupStore.getState().popups).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { AppHeader } from '@/app/layout/app-header';
import { notificationStore } from '@/domain/notification/notification-store';
import { whenIdle } from '@/lib/idle';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';

afterEach(() => {
  notificationStore.setState(notificationStore.getInitialState(), true);
});

describe('header notification slot', () => {
  it('has no bell for anonymous users', async () => {
    renderWithProviders(<AppHeader />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // Wait past the moment a logged-in user's bell would load: the page's idle time and the bell's chunk.
    await act(async () => {
      await new Promise<void>((resolve) => {
        whenIdle(resolve);
      });
      await import('@/features/notifications/components/notification-bell');
    });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('loads the bell with its unread count after the first paint for a logged-in user', async () => {
    await logIn(DEMO_LOGINS.shipper);
    notificationStore.setState({ unreadCount: 4, status: 'ready' });
    renderWithProviders(<AppHeader />);
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });
});

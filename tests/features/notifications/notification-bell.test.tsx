import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { toastStore } from '@/components/ui/toast-store';
import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import type { MarkReadRequest, Notification } from '@/domain/notification/notification-contract';
import {
  addLiveNotification,
  type NotificationState,
  notificationStore,
  setMarkReadSender,
} from '@/domain/notification/notification-store';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

import { FLAG_RULES, relayHandler } from '../../../mocks/feature-flags/handlers';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { allEnglishResources } from '../../render';

const USER = 'demo-shipper';
const MINUTE_MS = 60_000;

function createNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    type: 'BOOKING_CONFIRMED',
    occurredAt: new Date(Date.now() - 5 * MINUTE_MS).toISOString(),
    bookingReference: 'KRPUS1234560',
    read: false,
    ...overrides,
  };
}

const delayed = createNotification({
  id: 'n-3',
  type: 'VESSEL_DELAYED',
  occurredAt: new Date(Date.now() - 2 * MINUTE_MS).toISOString(),
  bookingReference: 'KRPUS7654320',
  vesselName: 'MSC AMELIA',
  voyage: '045W',
  location: 'NLRTM',
  previousEta: '2026-12-02T07:00:00+01:00',
  newEta: '2026-12-03T14:00:00+01:00',
  delayHours: 31,
});
const confirmed = createNotification({ id: 'n-2' });
const rejectedRead = createNotification({
  id: 'n-1',
  type: 'BOOKING_REJECTED',
  occurredAt: '2026-11-01T08:00:00Z',
  bookingReference: 'BR-000009',
  reason: 'No space on this sailing.',
  read: true,
});

function setState(state: Partial<NotificationState>) {
  notificationStore.setState({
    userId: USER,
    items: [delayed, confirmed, rejectedRead],
    unreadCount: 2,
    status: 'ready',
    connection: 'open',
    ...state,
  });
}

// The bell in the header of a layout route, as in the app: it stays mounted while the page under it changes.
function renderBell() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <header>
              <NotificationBell />
            </header>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'manage-shipment/shipments/:bookingReference', element: <h1>Booking detail</h1> },
          { path: 'manage-shipment/cargo-tracking', element: <h1>Cargo tracking</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const user = userEvent.setup();
  render(
    <AppProvider queryClient={createQueryClient({ retry: false })} i18n={createI18n('en', allEnglishResources)}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { user, router };
}

/** Mark-read as the server would answer it, recording each request. */
function fakeServer(unreadAfter: (request: MarkReadRequest) => number) {
  const requests: MarkReadRequest[] = [];
  setMarkReadSender((request) => {
    requests.push(request);
    return Promise.resolve({ unreadCount: unreadAfter(request) });
  });
  return requests;
}

beforeEach(() => {
  setState({});
});

afterEach(() => {
  notificationStore.setState(notificationStore.getInitialState(), true);
  toastStore.setState(toastStore.getInitialState(), true);
  setMarkReadSender(null);
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
});

describe('notification bell', () => {
  it('names the unread count and shows it as a badge, capped at 99+', () => {
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    act(() => {
      notificationStore.setState({ unreadCount: 150 });
    });
    expect(bell).toHaveAccessibleName('Notifications, 150 unread');
    expect(bell).toHaveTextContent('99+');
    act(() => {
      notificationStore.setState({ unreadCount: 0 });
    });
    expect(bell).toHaveAccessibleName('Notifications');
    expect(bell).toHaveTextContent('');
  });

  it('opens a dialog with a heading and the notifications newest first; Escape closes it and focus returns', async () => {
    const { user } = renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    // Focus moves into the dialog (APG), onto its first control.
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    });
    const items = within(within(dialog).getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Unread: MSC AMELIA voyage 045W delayed 31 h at NLRTM, new ETA Dec 3, 14:00 (+01:00)',
      'Unread: Booking KRPUS1234560 confirmed',
      'Booking request BR-000009 rejected',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Vessel delayed')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('2 minutes ago')).toHaveAttribute('datetime', delayed.occurredAt);
    // Older than a day: the date and time in the reader's zone (the browser's here) with its offset instead.
    expect(
      within(items[2] as HTMLElement).getByText(/^2026-11-01 \d{2}:\d{2} UTC[+-]\d{2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('No space on this sailing.')).toBeInTheDocument();
    // Read ones have no "Mark as read".
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(bell).toHaveFocus();
    });
  });

  it('marks one notification read, then all, and the count follows the server', async () => {
    const requests = fakeServer((request) => ('all' in request ? 0 : 1));
    const { user } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as read: Booking KRPUS1234560 confirmed' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Booking KRPUS1234560 confirmed' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Mark as read: Booking KRPUS/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Mark as read/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(requests).toEqual([{ ids: ['n-2'] }, { all: true }]);
  });

  it('says so when a mark-read fails, and the notification stays unread', async () => {
    setMarkReadSender(() => Promise.reject(new Error('offline')));
    const { user } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark as read: Booking KRPUS1234560 confirmed' }));
    expect(await screen.findByText('The notification could not be marked as read. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unread: Booking KRPUS1234560 confirmed' })).toBeInTheDocument();
  });

  it('opens a booking notification on the booking detail page and marks it read', async () => {
    const requests = fakeServer(() => 1);
    const { user, router } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: 'Unread: Booking KRPUS1234560 confirmed' }));
    expect(await screen.findByRole('heading', { name: 'Booking detail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage-shipment/shipments/KRPUS1234560');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(requests).toEqual([{ ids: ['n-2'] }]);
  });

  it('opens a delay on the native cargo tracking page by booking number', async () => {
    fakeServer(() => 1);
    const { user, router } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: /^Unread: MSC AMELIA voyage 045W delayed/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/manage-shipment/cargo-tracking');
    });
    expect(router.state.location.search).toBe('?trakNoParam=KRPUS7654320&trakNoTpCdParam=K');
  });

  it('opens a delay on the booking detail page while tracking is off', async () => {
    // Both the flags now and the relay's answer: the provider asks the relay once the page is idle, and that answer
    // replaces the flags whenever it comes.
    server.use(relayHandler({ ...FLAG_RULES, tracking: { kind: 'static', enabled: false } }));
    publishFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, tracking: false });
    fakeServer(() => 1);
    const { user } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByRole('link', { name: /MSC AMELIA voyage 045W delayed/ })).toHaveAttribute(
      'href',
      '/manage-shipment/shipments/KRPUS7654320',
    );
  });

  it('shows the loading, error and empty states of the list', async () => {
    setState({ items: [], unreadCount: 0, status: 'loading' });
    const { user } = renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading notifications…');
    act(() => {
      notificationStore.setState({ status: 'error' });
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded. New ones still arrive here.',
    );
    act(() => {
      notificationStore.setState({ status: 'ready' });
    });
    expect(within(dialog).getByText(/^No notifications yet\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows a toast of the matching type and the same text for each live notification, once', async () => {
    renderBell();
    const live = createNotification({ id: 'n-4', bookingReference: 'KRPUS5555550' });
    act(() => {
      addLiveNotification(USER, live);
      // The same id again (a second delivery) is dropped by the store: no second toast.
      addLiveNotification(USER, live);
    });
    expect(await screen.findByText('Booking KRPUS5555550 confirmed')).toBeInTheDocument();
    expect(toastStore.getState().toasts.map(({ type, title, durationMs }) => ({ type, title, durationMs }))).toEqual([
      { type: 'success', title: 'Booking KRPUS5555550 confirmed', durationMs: 5000 },
    ]);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByText('Booking KRPUS5555550 confirmed')).toHaveLength(1);
    });
  });
});

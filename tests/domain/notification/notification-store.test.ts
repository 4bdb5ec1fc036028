import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Notification, NotificationList } from '@/domain/notification/notification-contract';
import {
  addLiveNotification,
  applyReadMark,
  beginNotificationLoad,
  markAllNotificationsRead,
  markNotificationsRead,
  notificationStore,
  onLiveNotification,
  onLocalReadMark,
  receiveNotificationList,
} from '@/domain/notification/notification-store';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';

const READ_URL = apiUrl('v1/notifications/read');

function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'BOOKING_CONFIRMED',
    occurredAt: '2026-11-23T10:00:00Z',
    bookingReference: `BKG${id}`,
    read: false,
    ...overrides,
  };
}

function list(notifications: Notification[], unreadCount: number): NotificationList {
  return { notifications, unreadCount, lastEventId: notifications[0]?.id ?? null };
}

/** A POST handler whose answer the test releases; resolves `received` with each request body. */
function heldReadHandler() {
  const bodies: unknown[] = [];
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  server.use(
    http.post(READ_URL, async ({ request }) => {
      bodies.push(await request.json());
      arrived();
      return answer;
    }),
  );
  return { bodies, requested, release };
}

const ids = () => notificationStore.getState().items.map((item) => item.id);

function loadUser(userId = 'u1') {
  beginNotificationLoad(userId);
  receiveNotificationList(
    userId,
    list([notification('n3'), notification('n2', { read: true }), notification('n1')], 7),
  );
}

afterEach(() => {
  notificationStore.setState(notificationStore.getInitialState(), true);
});

describe('notification store', () => {
  it('shows the list newest first with the server unread count, and adds a live one in front once', () => {
    const heard = vi.fn();
    const stop = onLiveNotification(heard);
    loadUser();
    expect(notificationStore.getState()).toMatchObject({ status: 'ready', unreadCount: 7, userId: 'u1' });
    expect(ids()).toEqual(['n3', 'n2', 'n1']);

    expect(addLiveNotification('u1', notification('n4'))).toBe(true);
    expect(addLiveNotification('u1', notification('n4'))).toBe(false);
    expect(addLiveNotification('u1', notification('n3'))).toBe(false);

    expect(ids()).toEqual(['n4', 'n3', 'n2', 'n1']);
    expect(notificationStore.getState().unreadCount).toBe(8);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ id: 'n4' }));
    stop();
  });

  it('keeps a live notification that arrived while the list loaded, in front and counted, without doubling one the list holds', () => {
    beginNotificationLoad('u1');
    addLiveNotification('u1', notification('n4'));
    addLiveNotification('u1', notification('n3'));
    receiveNotificationList('u1', list([notification('n3'), notification('n2')], 2));
    expect(ids()).toEqual(['n4', 'n3', 'n2']);
    // n3 is in the list's count already; n4 happened after the list was made.
    expect(notificationStore.getState().unreadCount).toBe(3);
  });

  it("ignores another user's notifications and list", () => {
    loadUser('u1');
    expect(addLiveNotification('u2', notification('x1'))).toBe(false);
    receiveNotificationList('u2', list([notification('x2')], 1));
    expect(ids()).toEqual(['n3', 'n2', 'n1']);
  });

  it('marks read at once, then takes the count the server answers and tells the other tabs', async () => {
    loadUser();
    const marks = vi.fn();
    const stop = onLocalReadMark(marks);
    const held = heldReadHandler();

    const done = markNotificationsRead(['n3']);
    // Optimistic: before the server answered.
    expect(notificationStore.getState().items[0]).toMatchObject({ id: 'n3', read: true });
    expect(notificationStore.getState().unreadCount).toBe(6);
    await held.requested;
    expect(held.bodies).toEqual([{ ids: ['n3'] }]);
    expect(marks).not.toHaveBeenCalled();

    held.release(HttpResponse.json({ unreadCount: 5 }));
    await done;
    expect(notificationStore.getState().unreadCount).toBe(5);
    expect(marks).toHaveBeenCalledWith({ userId: 'u1', ids: ['n3'], unreadCount: 5 });
    stop();
  });

  it('rolls the marks back when the server refuses, keeping what arrived meanwhile', async () => {
    loadUser();
    const marks = vi.fn();
    const stop = onLocalReadMark(marks);
    const held = heldReadHandler();

    const done = markNotificationsRead(['n3', 'n2', 'n1']);
    expect(notificationStore.getState().unreadCount).toBe(5);
    await held.requested;
    addLiveNotification('u1', notification('n4'));
    held.release(HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }));

    await expect(done).rejects.toMatchObject({ status: 500 });
    const { items, unreadCount } = notificationStore.getState();
    expect(items.map((item) => [item.id, item.read])).toEqual([
      ['n4', false],
      ['n3', false],
      ['n2', true],
      ['n1', false],
    ]);
    expect(unreadCount).toBe(8);
    expect(marks).not.toHaveBeenCalled();
    stop();
  });

  it('marks all read, and rolls all back on failure', async () => {
    loadUser();
    let held = heldReadHandler();
    let done = markAllNotificationsRead();
    expect(notificationStore.getState().unreadCount).toBe(0);
    expect(notificationStore.getState().items.every((item) => item.read)).toBe(true);
    await held.requested;
    expect(held.bodies).toEqual([{ all: true }]);
    held.release(HttpResponse.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }));
    await expect(done).rejects.toMatchObject({ status: 500 });
    expect(notificationStore.getState().unreadCount).toBe(7);
    expect(
      notificationStore
        .getState()
        .items.filter((item) => !item.read)
        .map((item) => item.id),
    ).toEqual(['n3', 'n1']);

    held = heldReadHandler();
    done = markAllNotificationsRead();
    await held.requested;
    held.release(HttpResponse.json({ unreadCount: 0 }));
    await done;
    expect(notificationStore.getState().unreadCount).toBe(0);
  });

  it("applies another tab's read mark", () => {
    loadUser();
    applyReadMark({ userId: 'u1', ids: ['n1'], unreadCount: 4 });
    expect(notificationStore.getState().items.find((item) => item.id === 'n1')?.read).toBe(true);
    expect(notificationStore.getState().unreadCount).toBe(4);
    applyReadMark({ userId: 'u2', ids: 'all', unreadCount: 0 });
    expect(notificationStore.getState().unreadCount).toBe(4);
  });
});

import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { ShipmentDetailPage } from '@/features/shipments/components/shipment-detail-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { useFakeTimersWithUser, useRealTimersAgain } from '../../components/ui/fake-timers';
import { renderWithProviders } from '../../render';
import { createBooking, fakeBookingBackend } from './booking-fixtures';

/*
 * How often the booking detail asks the server over simulated time (docs/time-polling.md): only while a
 * change is expected, backing off, never in a hidden tab.
 */

const NOW = new Date('2026-11-27T10:00:00Z');

/** Installs the fake backend over `booking` and counts the GETs of its detail. */
function serveCounting(booking: ReturnType<typeof createBooking>): { gets: () => number } {
  let count = 0;
  server.use(
    http.get('*/v1/bookings/:reference', () => {
      count += 1;
      // Falls through to the fake backend's handler below.
    }),
    ...fakeBookingBackend([booking]).handlers,
  );
  return { gets: () => count };
}

function renderDetail() {
  return renderWithProviders(<ShipmentDetailPage />, {
    loginGuard: true,
    route: '/manage-shipment/shipments/PUSB12345600',
    path: '/manage-shipment/shipments/:bookingReference',
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
  useFakeTimersWithUser();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  setVisibility('visible');
  useRealTimersAgain();
  sessionStore.getState().logOut();
});

describe('booking detail polling', () => {
  it('asks once, not every second, for a booking whose update was received 5 days ago', async () => {
    const stale = createBooking({
      bookingStatus: 'UPDATE_RECEIVED',
      updatedDateTime: '2026-11-22T10:00:00Z',
      statusHistory: [{ bookingStatus: 'UPDATE_RECEIVED', dateTime: '2026-11-22T10:00:00Z' }],
    });
    const counter = serveCounting(stale);
    renderDetail();
    expect(await screen.findByText('Busan → Rotterdam')).toBeInTheDocument();
    await advance(10_000);
    expect(counter.gets()).toBe(1);
  });

  it('polls a change received just now 2, 4 and 8 s after it, and not while the tab is hidden', async () => {
    const fresh = createBooking({
      bookingStatus: 'UPDATE_RECEIVED',
      updatedDateTime: NOW.toISOString(),
      statusHistory: [{ bookingStatus: 'UPDATE_RECEIVED', dateTime: NOW.toISOString() }],
    });
    const counter = serveCounting(fresh);
    renderDetail();
    expect(await screen.findByText('Busan → Rotterdam')).toBeInTheDocument();
    await advance(9_000);
    // The first load, then 2, 4 and 8 s after the change.
    expect(counter.gets()).toBe(4);

    setVisibility('hidden');
    await advance(60_000);
    expect(counter.gets()).toBe(4);
  });
});

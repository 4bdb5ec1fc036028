import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { BookingSubmittedPage } from '@/features/booking/components/booking-submitted-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { fakeBookingBackend } from '../shipments/booking-fixtures';

function renderSubmitted(reference: string) {
  return renderWithProviders(<BookingSubmittedPage />, {
    loginGuard: true,
    route: `/booking/booking-request/submitted/${reference}`,
    path: '/booking/booking-request/submitted/:bookingReference',
    routes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  server.events.removeAllListeners();
  sessionStore.getState().logOut();
});

describe('booking submitted page of a reference the user may not see', () => {
  it("another user's request (404): not found among your shipments, no retry that cannot help", async () => {
    server.use(...fakeBookingBackend([]).handlers);
    renderSubmitted('BKR000000123');
    expect(await screen.findByRole('heading', { name: 'Not found among your shipments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('a malformed reference: not found, without asking the server and without echoing it', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    server.use(...fakeBookingBackend([]).handlers);
    renderSubmitted(encodeURIComponent('"><IMG SRC=x>'));
    expect(await screen.findByRole('heading', { name: 'Not found among your shipments' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/IMG SRC/);
    expect(requests.filter((url) => url.includes('/v1/bookings'))).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { ShipmentDetailPage } from '@/features/shipments/components/shipment-detail-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { createBooking, fakeBookingBackend } from './booking-fixtures';

// A confirmed booking opened by its request reference (a link from the submitted page or an e-mail), while the
// actions address it by its booking number.
function renderByRequestReference() {
  return renderWithProviders(<ShipmentDetailPage />, {
    loginGuard: true,
    route: '/manage-shipment/shipments/BKR100000001',
    path: '/manage-shipment/shipments/:bookingReference',
    routes: [{ path: '/login', element: <h1>Login page</h1> }],
  });
}

function statusLine() {
  return screen.getByRole('status', { name: '' });
}

// The carrier's processing steps complete on the next poll (booking-queries polls every second while one is pending).
const POLL_WAIT = { timeout: 10_000 };

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('booking detail opened by its request reference', () => {
  it('shows the amended quantity after an amendment, without a reload', async () => {
    server.use(...fakeBookingBackend([createBooking()]).handlers);
    const { user } = renderByRequestReference();
    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Amend booking PUSB12345600' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));

    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Amendment received');
    });
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Amendment confirmed');
    }, POLL_WAIT);
    expect(screen.getByRole('region', { name: 'Equipment and cargo' })).toHaveTextContent("3 x 40' high cube");
  });

  it('no longer offers Cancel once the booking is cancelled, without a reload', async () => {
    server.use(...fakeBookingBackend([createBooking()]).handlers);
    const { user } = renderByRequestReference();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel booking PUSB12345600?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Cargo not ready');
    await user.click(within(dialog).getByRole('button', { name: 'Send cancellation' }));

    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Cancelled');
    }, POLL_WAIT);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { createBooking, fakeBookingBackend } from './booking-fixtures';
import { POLL_WAIT, renderDetail, statusLine } from './shipment-detail-harness';

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  server.events.removeAllListeners();
  sessionStore.getState().logOut();
});

describe('booking detail', () => {
  it('names the booking channel: an instant quote with its reference, else a web booking', async () => {
    const onQuote = createBooking({
      serviceContractReference: undefined,
      contractQuotationReference: 'QKR260012345',
      bookingChannelReference: 'AOQ',
    });
    server.use(...fakeBookingBackend([onQuote]).handlers);
    const view = renderDetail('PUSB12345600');
    const references = await screen.findByRole('region', { name: 'References' });
    expect(references).toHaveTextContent('Booking channelInstant quote QKR260012345');
    view.unmount();

    server.use(...fakeBookingBackend([createBooking()]).handlers);
    renderDetail('PUSB12345600');
    const webReferences = await screen.findByRole('region', { name: 'References' });
    expect(webReferences).toHaveTextContent('Booking channelWeb booking');
  });

  it('shows history, transport plan, cut-offs, cargo, parties and references', async () => {
    const booking = createBooking();
    server.use(...fakeBookingBackend([booking]).handlers);
    renderDetail('PUSB12345600');
    expect(await screen.findByText('Busan → Rotterdam')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking PUSB12345600' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Received 2026-11-20 01:00 UTC+00:00', 'Confirmed 2026-11-20 01:00 UTC+00:00']);
    expect(screen.getByRole('table', { name: 'Transport plan' })).toHaveTextContent('ONE HAMBURG 021W');
    expect(screen.getByRole('list', { name: 'Cut-offs' })).toHaveTextContent(
      'Documentation cut-off (DCO)2026-12-03 17:00 UTC+09:00',
    );
    const cargo = screen.getByRole('region', { name: 'Equipment and cargo' });
    expect(within(cargo).getByRole('heading', { name: "2 x 40' high cube (45G1)" })).toBeInTheDocument();
    expect(within(cargo).getByText('Flat-panel displays')).toBeInTheDocument();
    expect(within(cargo).getByText('HS 852872')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Parties' })).toHaveTextContent('Rotterdam Imports BV');
    expect(screen.getByRole('region', { name: 'References' })).toHaveTextContent('PO-7781');
    expect(await axeViolations()).toEqual([]);
  });

  it('links "Copy as new booking request" to the request form starting from this booking', async () => {
    server.use(...fakeBookingBackend([createBooking()]).handlers);
    const { user, router } = renderDetail('PUSB12345600');
    const copy = await screen.findByRole('link', { name: 'Copy as new booking request' });
    expect(copy).toHaveAttribute('href', '/booking/booking-request?copyFrom=PUSB12345600');
    await user.click(copy);
    expect(router.state.location.search).toBe('?copyFrom=PUSB12345600');
  });

  it('links "Track this shipment" to the native cargo tracking page by booking number', async () => {
    server.use(...fakeBookingBackend([createBooking()]).handlers);
    renderDetail('PUSB12345600');
    const track = await screen.findByRole('link', { name: 'Track this shipment' });
    expect(track).toHaveAttribute('href', '/manage-shipment/cargo-tracking?trakNoParam=PUSB12345600&trakNoTpCdParam=K');
  });

  it("another user's booking (404): not found among your shipments, no retry, the reference in no heading", async () => {
    server.use(...fakeBookingBackend([]).handlers);
    renderDetail('PUSB20000001');
    expect(await screen.findByRole('heading', { name: 'Not found among your shipments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Booking');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('PUSB20000001');
    expect(document.title).not.toContain('PUSB20000001');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My shipments' })).toHaveAttribute('href', '/manage-shipment/shipments');
    expect(await axeViolations()).toEqual([]);
  });

  it('a malformed reference in the URL: not found among your shipments without asking the server', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    server.use(...fakeBookingBackend([createBooking()]).handlers);
    renderDetail(encodeURIComponent('">Arrival notice for B/L <IMG SRC=x>'));
    expect(await screen.findByRole('heading', { name: 'Not found among your shipments' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/IMG SRC/);
    expect(document.title).not.toMatch(/IMG SRC/);
    // The page knew from the reference's format alone; a booking request reference would have been asked for.
    expect(requests.filter((url) => url.includes('/v1/bookings'))).toEqual([]);
  });
});

describe('booking detail: cancel', () => {
  it('cancels with a reason: the reason is required, then the booking turns CANCELLED', async () => {
    const { handlers, log } = fakeBookingBackend([createBooking()]);
    server.use(...handlers);
    const { user } = renderDetail('PUSB12345600');
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel booking PUSB12345600?' });
    // Focus starts on the safe choice.
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    });

    await user.click(within(dialog).getByRole('button', { name: 'Send cancellation' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => {
      expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please give a reason') as unknown);
    });
    expect(log.cancellations).toEqual([]);

    await user.type(reason, 'Cargo not ready');
    await user.click(within(dialog).getByRole('button', { name: 'Send cancellation' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    // A confirmed booking asks for cancellation (DCSA CancelBookingRequest, second form).
    expect(log.cancellations).toEqual([
      {
        reference: 'PUSB12345600',
        body: { bookingCancellationStatus: 'CANCELLATION_RECEIVED', reason: 'Cargo not ready' },
      },
    ]);
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Cancelled');
    }, POLL_WAIT);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Amend booking' })).not.toBeInTheDocument();
  });

  it('cancels a booking before confirmation at once (bookingStatus CANCELLED)', async () => {
    const received = createBooking({
      carrierBookingReference: undefined,
      bookingStatus: 'RECEIVED',
      transportPlan: undefined,
      shipmentCutOffTimes: undefined,
      confirmedEquipments: undefined,
      statusHistory: [{ bookingStatus: 'RECEIVED', dateTime: '2026-11-20T01:00:00Z' }],
    });
    const { handlers, log } = fakeBookingBackend([received]);
    server.use(...handlers);
    const { user } = renderDetail('BKR100000001');
    expect(await screen.findByText("The transport plan follows the carrier's confirmation.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Amend booking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong port');
    await user.click(screen.getByRole('button', { name: 'Send cancellation' }));
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Cancelled');
    });
    expect(log.cancellations[0]?.body).toEqual({ bookingStatus: 'CANCELLED', reason: 'Wrong port' });
  });
});

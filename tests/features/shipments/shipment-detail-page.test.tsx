import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Booking } from '@/domain/booking/booking-answer-contract';
import { sessionStore } from '@/domain/session/session-store';
import { ShipmentDetailPage } from '@/features/shipments/components/shipment-detail-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { renderWithProviders } from '../../render';
import { createBooking, fakeBookingBackend } from './booking-fixtures';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/booking/booking-request', element: <h1>Booking request</h1> },
];

function renderDetail(reference: string) {
  return renderWithProviders(<ShipmentDetailPage />, {
    loginGuard: true,
    route: `/manage-shipment/shipments/${reference}`,
    path: '/manage-shipment/shipments/:bookingReference',
    routes,
  });
}

/** The status line under the heading (a live region: status changes are announced). */
function statusLine() {
  return screen.getByRole('status', { name: '' });
}

// The carrier's processing steps complete on the next poll (booking-queries polls every second while one is pending).
const POLL_WAIT = { timeout: 5000 };

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

  it('amends the quantity: AMENDMENT_RECEIVED, then AMENDMENT_CONFIRMED without a reload', async () => {
    const booking = createBooking();
    const { handlers, log } = fakeBookingBackend([booking]);
    server.use(...handlers);
    const { user } = renderDetail('PUSB12345600');
    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amend booking PUSB12345600' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('2');

    await user.clear(quantity);
    await user.type(quantity, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999');
    expect(log.amendments).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(log.amendments).toHaveLength(1);
    const sent = log.amendments[0]?.body as Booking;
    expect(sent.requestedEquipments[0]?.units).toBe(3);
    // The whole request goes back (UpdateBooking), without the carrier's own fields.
    expect(sent).not.toHaveProperty('bookingStatus');
    expect(log.amendments[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Amendment received');
    });
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Amendment confirmed');
    }, POLL_WAIT);
    expect(screen.getByRole('region', { name: 'Equipment and cargo' })).toHaveTextContent("3 x 40' high cube");
  });

  it("keeps a quote's size-type and quantity out of the amendment, and sends the quote's equipment", async () => {
    const booking = createBooking({
      serviceContractReference: undefined,
      contractQuotationReference: 'QKR260012345',
      bookingChannelReference: 'AOQ',
    });
    const { handlers, log } = fakeBookingBackend([booking]);
    server.use(...handlers);
    const { user } = renderDetail('PUSB12345600');
    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amend booking PUSB12345600' });
    expect(within(dialog).queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Container size-type' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      "2 × 40' high cube: fixed by quote QKR260012345. A different container type or quantity needs a new quote.",
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    await waitFor(() => {
      expect(log.amendments).toHaveLength(1);
    });
    const sent = log.amendments[0]?.body as Booking;
    expect(sent.requestedEquipments[0]).toMatchObject({ ISOEquipmentCode: '45G1', units: 2 });
    expect(sent.bookingChannelReference).toBe('AOQ');
  });

  it('keeps one Idempotency-Key for a draft when its send is retried', async () => {
    const booking = createBooking();
    const { handlers, log } = fakeBookingBackend([booking]);
    const failedKeys: (string | null)[] = [];
    server.use(
      http.put(
        '*/v1/bookings/:reference',
        ({ request }) => {
          failedKeys.push(request.headers.get('Idempotency-Key'));
          return HttpResponse.json({ code: 'E', status: 503, message: 'busy' }, { status: 503 });
        },
        { once: true },
      ),
      ...handlers,
    );
    const { user } = renderDetail('PUSB12345600');
    await user.click(await screen.findByRole('button', { name: 'Amend booking' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The amendment could not be sent.');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The failed send and its retry carry the same key: the carrier applies the amendment once.
    expect(failedKeys).toHaveLength(1);
    expect(failedKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.amendments.map((amendment) => amendment.idempotencyKey)).toEqual(failedKeys);
  });

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
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please give a reason') as unknown);
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

  it('answers PENDING_UPDATE with the missing emergency contact: UPDATE_RECEIVED, then CONFIRMED', async () => {
    const base = createBooking();
    const pending = createBooking({
      carrierBookingReference: undefined,
      carrierBookingRequestReference: 'BKR100000091',
      bookingStatus: 'PENDING_UPDATE',
      feedbacks: [
        {
          severity: 'ERROR',
          code: 'PROPERTY_VALUE_MUST_CHANGE',
          message: 'Dangerous goods need a 24-hour emergency contact.',
          property: 'emergencyContactDetails',
        },
      ],
      requestedEquipments: [
        {
          ...base.requestedEquipments[0]!,
          units: 1,
          ISOEquipmentCode: '22G1',
          commodities: [
            {
              commodityType: 'Paint',
              HSCodes: ['320890'],
              outerPackaging: {
                dangerousGoods: [
                  {
                    UNNumber: '1263',
                    properShippingName: 'PAINT',
                    imoClass: '3',
                    isMarinePollutant: false,
                    isLimitedQuantity: false,
                    isExceptedQuantity: false,
                    isSalvagePackings: false,
                    isEmptyUncleanedResidue: false,
                    isWaste: false,
                    isHot: false,
                    isCompetentAuthorityApprovalRequired: false,
                    isReportableQuantity: false,
                    grossWeight: { value: 8000, unit: 'KGM' },
                  },
                ],
              },
            },
          ],
        },
      ],
      transportPlan: undefined,
      shipmentCutOffTimes: undefined,
      confirmedEquipments: undefined,
      statusHistory: [
        { bookingStatus: 'RECEIVED', dateTime: '2026-11-20T01:00:00Z' },
        { bookingStatus: 'PENDING_UPDATE', dateTime: '2026-11-20T01:00:03Z' },
      ],
    });
    const { handlers, log } = fakeBookingBackend([pending]);
    server.use(...handlers);
    const { user } = renderDetail('BKR100000091');
    const feedback = await screen.findByRole('region', { name: 'The carrier needs more information' });
    expect(feedback).toHaveTextContent('Dangerous goods need a 24-hour emergency contact.');
    expect(screen.getByText('Emergency contact missing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Provide the missing information' }));
    const dialog = await screen.findByRole('dialog');
    const group = within(dialog).getByRole('group', { name: 'Emergency contact for UN 1263 PAINT' });
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    expect(within(group).getByRole('textbox', { name: 'Contact name' })).toHaveAccessibleDescription(
      "Enter the contact's name",
    );
    await user.type(within(group).getByRole('textbox', { name: 'Contact name' }), 'Kim Hazmat Desk');
    await user.type(within(group).getByRole('textbox', { name: '24-hour phone' }), '+82 51 000 0000');
    await user.click(within(dialog).getByRole('button', { name: 'Send amendment' }));
    const sent = log.amendments[0]?.body as Booking;
    expect(
      sent.requestedEquipments[0]?.commodities[0]?.outerPackaging?.dangerousGoods?.[0]?.emergencyContactDetails,
    ).toEqual({ contact: 'Kim Hazmat Desk', phone: '+82 51 000 0000' });
    await waitFor(() => {
      expect(statusLine()).toHaveTextContent('Confirmed');
    }, POLL_WAIT);
    expect(screen.getByText(/Emergency contact: Kim Hazmat Desk/)).toBeInTheDocument();
    // The carrier's steps stay in the history: the answer was received, then the booking confirmed.
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByText(/./)[0]?.textContent),
    ).toEqual(['Received', 'Update needed', 'Update received', 'Confirmed']);
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

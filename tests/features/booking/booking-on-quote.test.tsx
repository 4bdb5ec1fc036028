import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { bookingListParamsSchema } from '@/domain/booking/booking-contract';
import { oneQuoteHref } from '@/domain/quote/one-quote-url';
import { logIn } from '@/domain/session/session-auth';
import { sessionStore } from '@/domain/session/session-store';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';
import { BookingSubmittedPage } from '@/features/booking/components/booking-submitted-page';
import { readBookingDraft } from '@/features/booking/hooks/use-booking-draft';

import { createUser } from '../../../mocks/auth/accounts';
import { getBooking, listBookings } from '../../../mocks/booking/booking-store';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { createQuote, QUOTE_REFERENCE, quoteHandler, quoteNotFoundHandler } from './quote-fixtures';

/** Submit (validation, POST, navigation, the detail's GET) takes more than findBy's 1 s on a busy 2-core machine. */
const SLOW = { timeout: 5000 };

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/booking/booking-request/submitted/:bookingReference', element: <BookingSubmittedPage /> },
];

async function logInNewShipper() {
  const account = createUser({ user: { companyName: 'Busan Quote Exports Co., Ltd.', customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
  return account.user.userId;
}

function renderOnQuote(reference = QUOTE_REFERENCE) {
  return renderWithProviders(<BookingRequestPage />, {
    route: `/booking/booking-request?quote=${reference}`,
    path: '/booking/booking-request',
    routes,
  });
}

/** The booking the mock carrier holds for the user (its only one): what it received, not what the page shows. */
function onlyBookingOf(userId: string) {
  const { bookings, totalCount } = listBookings(userId, bookingListParamsSchema.parse({}), Date.now());
  expect(totalCount).toBe(1);
  return getBooking(userId, bookings[0]?.carrierBookingRequestReference ?? '', Date.now());
}

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('booking request on an accepted quote', () => {
  it('prefills and locks route, sailing and equipment, shows the price, and books with channel AOQ', async () => {
    const userId = await logInNewShipper();
    const quote = createQuote();
    server.use(quoteHandler(quote));
    const { user, router } = renderOnQuote();

    const summary = await screen.findByRole('heading', { name: `Booking on quote ${QUOTE_REFERENCE}` }, SLOW);
    const route = screen.getByRole('region', { name: 'Route and sailing' });
    expect(route).toContainElement(summary);
    expect(route).toHaveTextContent('Busan (CY) → Rotterdam (CY)');
    expect(route).toHaveTextContent(
      'Price valid until (local time at the port of loading)2099-12-31 17:00 (UTC+09:00)',
    );
    const leg = quote.offer.route.sailInfo[0];
    expect(route).toHaveTextContent(`${leg?.vesselName ?? ''} ${leg?.voyageNumber ?? ''} / ${leg?.serviceCode ?? ''}`);
    expect(route).toHaveTextContent("2 × 40' high cube");
    expect(route).toHaveTextContent('All-in total$3,964.29');
    expect(within(route).getByRole('link', { name: 'Back to the quote' })).toHaveAttribute(
      'href',
      oneQuoteHref({ ...quote.search, offerId: quote.offer.offerId }),
    );
    // Locked: no route fields and no sailing list to change them.
    expect(within(route).queryByRole('combobox', { name: 'Origin' })).not.toBeInTheDocument();
    expect(within(route).queryByRole('group', { name: 'Sailing' })).not.toBeInTheDocument();

    const line = await screen.findByRole('group', { name: 'Equipment line 1' });
    expect(within(line).queryByRole('combobox', { name: 'Container type' })).not.toBeInTheDocument();
    expect(within(line).queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(within(line).queryByRole('checkbox', { name: /dangerous/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add equipment line' })).not.toBeInTheDocument();
    // What the quote's terms allow to change stays editable: the commodity comes from the quote.
    expect(within(line).getByRole('textbox', { name: 'Commodity' })).toHaveValue('LCD monitors');
    expect(screen.queryByRole('textbox', { name: 'Quotation number' })).not.toBeInTheDocument();

    await user.type(within(line).getByRole('textbox', { name: 'HS code' }), '852852');
    await user.type(within(line).getByRole('textbox', { name: 'Cargo weight per container' }), '18500');
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }));
    expect(await screen.findByRole('heading', { name: 'Booking request submitted' }, SLOW)).toBeInTheDocument();
    // The submitted view names the channel and the quote.
    expect(await screen.findByText(`Instant quote ${QUOTE_REFERENCE}`, {}, SLOW)).toBeInTheDocument();

    // What the carrier received: the quote's reference, channel AOQ, the quote's sailing and equipment.
    const booking = onlyBookingOf(userId);
    expect(router.state.location.pathname).toBe(
      `/booking/booking-request/submitted/${booking?.carrierBookingRequestReference ?? ''}`,
    );
    expect(booking).toMatchObject({
      bookingChannelReference: 'AOQ',
      contractQuotationReference: QUOTE_REFERENCE,
      vessel: { name: leg?.vesselName },
      carrierExportVoyageNumber: leg?.voyageNumber,
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
    });
    expect(readBookingDraft()).toBeNull();
  });

  it('keeps the quote and what was typed over a reload (the draft keys by quote)', async () => {
    await logInNewShipper();
    server.use(quoteHandler(createQuote()));
    const view = renderOnQuote();
    const line = await screen.findByRole('group', { name: 'Equipment line 1' }, SLOW);
    await view.user.type(within(line).getByRole('textbox', { name: 'HS code' }), '852852');
    await waitFor(() => {
      expect(readBookingDraft()).toMatchObject({
        quote: QUOTE_REFERENCE,
        values: { requestedEquipments: [{ hsCode: '852852' }] },
      });
    });
    view.unmount();

    renderOnQuote();
    expect(
      await screen.findByRole('heading', { name: `Booking on quote ${QUOTE_REFERENCE}` }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Your unsubmitted booking request was restored.')).toBeInTheDocument();
    const restored = await screen.findByRole('group', { name: 'Equipment line 1' });
    expect(within(restored).getByRole('textbox', { name: 'HS code' })).toHaveValue('852852');
    expect(within(restored).queryByRole('combobox', { name: 'Container type' })).not.toBeInTheDocument();
  });
});

describe('booking request on a quote that cannot be booked', () => {
  it('an expired quote says so, links to a new quote, and "book without the quote" keeps what was typed', async () => {
    const userId = await logInNewShipper();
    const quote = createQuote({ status: 'EXPIRED', validUntil: '2026-11-20T17:00:00+09:00' });
    server.use(quoteHandler(quote));
    const { user } = renderOnQuote();

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      `Quote ${QUOTE_REFERENCE} expired at 2026-11-20 17:00 (UTC+09:00): its price no longer holds. Your entries are kept.`,
    );
    expect(within(alert).getByRole('link', { name: 'Get a new quote' })).toHaveAttribute(
      'href',
      oneQuoteHref(quote.search),
    );

    const line = await screen.findByRole('group', { name: 'Equipment line 1' });
    await user.type(within(line).getByRole('textbox', { name: 'HS code' }), '852852');
    await user.type(within(line).getByRole('textbox', { name: 'Cargo weight per container' }), '18500');
    await user.click(within(alert).getByRole('button', { name: 'Book without the quote' }));

    // A normal booking request now: the route and equipment are editable and hold the quote's values and the typing.
    expect(
      screen.getByText(
        `You are booking without quote ${QUOTE_REFERENCE}. Give a service contract or quotation number; everything else you entered is kept.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: `Booking on quote ${QUOTE_REFERENCE}` })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveValue('Busan');
    const unlocked = screen.getByRole('group', { name: 'Equipment line 1' });
    expect(within(unlocked).getByRole('combobox', { name: 'Container type' })).toHaveValue('45G1');
    expect(within(unlocked).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(within(unlocked).getByRole('textbox', { name: 'HS code' })).toHaveValue('852852');
    expect(within(unlocked).getByRole('textbox', { name: 'Cargo weight per container' })).toHaveValue('18500');
    expect(screen.getByRole('textbox', { name: 'Quotation number' })).toHaveValue('');
    // The quote's sailing stays chosen in the schedule's list.
    const leg = quote.offer.route.sailInfo[0];
    expect(
      await screen.findByRole(
        'radio',
        { name: `${leg?.vesselName ?? ''} ${leg?.voyageNumber ?? ''} / ${leg?.serviceCode ?? ''}` },
        SLOW,
      ),
    ).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Service contract number' }), 'SC-2026-0042');
    await user.click(screen.getByRole('button', { name: 'Submit booking request' }));
    expect(await screen.findByRole('heading', { name: 'Booking request submitted' }, SLOW)).toBeInTheDocument();
    expect(onlyBookingOf(userId)).toMatchObject({
      bookingChannelReference: 'WEB',
      serviceContractReference: 'SC-2026-0042',
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
    });
    expect(onlyBookingOf(userId)?.contractQuotationReference).toBeUndefined();
  });

  it('409 QUOTE_EXPIRED at submit shows the expired message and keeps the form', async () => {
    await logInNewShipper();
    server.use(
      quoteHandler(createQuote()),
      http.post(apiUrl('v1/bookings'), () =>
        HttpResponse.json({ code: 'QUOTE_EXPIRED', status: 409, message: 'the quote has expired' }, { status: 409 }),
      ),
    );
    const { user } = renderOnQuote();
    const line = await screen.findByRole('group', { name: 'Equipment line 1' }, SLOW);
    await user.type(within(line).getByRole('textbox', { name: 'HS code' }), '852852');
    await user.type(within(line).getByRole('textbox', { name: 'Cargo weight per container' }), '18500');
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(`Quote ${QUOTE_REFERENCE} expired at 2099-12-31 17:00 (UTC+09:00)`);
    expect(within(alert).getByRole('button', { name: 'Book without the quote' })).toBeInTheDocument();
    expect(within(line).getByRole('textbox', { name: 'HS code' })).toHaveValue('852852');
  });

  it('a booked quote says so and links to its booking', async () => {
    await logInNewShipper();
    server.use(quoteHandler(createQuote({ status: 'BOOKED', carrierBookingRequestReference: 'BKRQ00000001' })));
    renderOnQuote();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(`Quote ${QUOTE_REFERENCE} has already been booked. Your entries are kept.`);
    expect(within(alert).getByRole('link', { name: 'Open booking BKRQ00000001' })).toHaveAttribute(
      'href',
      '/manage-shipment/shipments/BKRQ00000001',
    );
  });

  it('an unknown quote says so and the form works as a normal booking request', async () => {
    await logInNewShipper();
    server.use(quoteNotFoundHandler());
    renderOnQuote();
    expect(
      await screen.findByText(
        `Quote ${QUOTE_REFERENCE} was not found. You can continue with a normal booking request.`,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveValue('');
    expect(await screen.findByRole('textbox', { name: 'Quotation number' })).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { bookingListParamsSchema } from '@/domain/booking/booking-list-contract';
import { oneQuoteHref } from '@/domain/quote/one-quote-url';
import { sessionStore } from '@/domain/session/session-store';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';
import { BookingSubmittedPage } from '@/features/booking/components/booking-submitted-page';
import { readBookingDraft } from '@/features/booking/hooks/use-booking-draft';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { listBookings } from '../../../mocks/booking/booking-list';
import { getBooking } from '../../../mocks/booking/booking-store';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { readQuote } from '../../../mocks/prices/quote-store';
import { renderWithProviders } from '../../render';
import { PAGE_TEST, SLOW } from './booking-request-harness';
import { acceptFirstOffer, bookedQuote, quoteAnswer } from './quote-fixtures';

/** Submit (validation, POST, navigation, the detail's GET) takes more than findBy's 1 s on a busy 2-core machine. */

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/booking/booking-request/submitted/:bookingReference', element: <BookingSubmittedPage /> },
];

async function logInNewShipper() {
  const account = createUser({ user: { companyName: 'Busan Quote Exports Co., Ltd.', customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
  return account.user.userId;
}

function renderOnQuote(reference: string) {
  return renderWithProviders(<BookingRequestPage />, {
    loginGuard: true,
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

/** Fills what a booking on a quote leaves to the user (the shipper is the user's company already). */
async function fillCargo(user: ReturnType<typeof renderOnQuote>['user']) {
  const line = await screen.findByRole('group', { name: 'Equipment line 1' }, SLOW);
  await user.type(within(line).getByRole('textbox', { name: 'HS code' }), '852852');
  await user.type(within(line).getByRole('textbox', { name: 'Cargo weight per container' }), '18500');
  return line;
}

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('booking request on an accepted quote', PAGE_TEST, () => {
  it('prefills and locks route, sailing and equipment, shows the price, and books with channel AOQ', async () => {
    const userId = await logInNewShipper();
    const quote = acceptFirstOffer(userId);
    const reference = quote.quoteReference;
    const { user, router } = renderOnQuote(reference);

    const summary = await screen.findByRole('heading', { name: `Booking on quote ${reference}` }, SLOW);
    const route = screen.getByRole('region', { name: 'Route and sailing' });
    expect(route).toContainElement(summary);
    expect(route).toHaveTextContent('Busan (CY) → Rotterdam (CY)');
    // The price holds until a time at Busan, shown in Busan's local time.
    expect(route).toHaveTextContent(
      /Price valid until \(local time at the port of loading\)\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+09:00\)/,
    );
    const leg = quote.offer.route.sailInfo.find((candidate) => candidate.modeOfTransport === 'VESSEL');
    expect(route).toHaveTextContent(`${leg?.vesselName ?? ''} ${leg?.voyageNumber ?? ''} / ${leg?.serviceCode ?? ''}`);
    expect(route).toHaveTextContent("2 × 40' high cube");
    const usd = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    expect(route).toHaveTextContent(`All-in total${usd.format(quote.offer.totalUsd / 100)}`);
    expect(within(route).getByRole('link', { name: 'Back to the quote' })).toHaveAttribute(
      'href',
      oneQuoteHref({ ...quote.search, offerId: quote.offer.offerId }),
    );
    // Locked: no route fields and no sailing list to change them.
    expect(within(route).queryByRole('combobox', { name: 'Origin' })).not.toBeInTheDocument();
    expect(within(route).queryByRole('group', { name: 'Sailing' })).not.toBeInTheDocument();

    const line = await fillCargo(user);
    expect(within(line).queryByRole('combobox', { name: 'Container type' })).not.toBeInTheDocument();
    expect(within(line).queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(within(line).queryByRole('checkbox', { name: /dangerous/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add equipment line' })).not.toBeInTheDocument();
    // What the quote's terms allow to change stays editable: the commodity comes from the quote.
    expect(within(line).getByRole('textbox', { name: 'Commodity' })).toHaveValue('LCD monitors');
    expect(screen.queryByRole('textbox', { name: 'Quotation number' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }));
    expect(await screen.findByRole('heading', { name: 'Booking request submitted' }, SLOW)).toBeInTheDocument();
    // The submitted view names the channel and the quote.
    expect(await screen.findByText(`Instant quote ${reference}`, {}, SLOW)).toBeInTheDocument();

    // What the carrier received: the quote's reference, channel AOQ, the quote's sailing and equipment.
    const booking = onlyBookingOf(userId);
    expect(router.state.location.pathname).toBe(
      `/booking/booking-request/submitted/${booking?.carrierBookingRequestReference ?? ''}`,
    );
    expect(booking).toMatchObject({
      bookingChannelReference: 'AOQ',
      contractQuotationReference: reference,
      vessel: { name: leg?.vesselName },
      carrierExportVoyageNumber: leg?.voyageNumber,
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
    });
    expect(readBookingDraft()).toBeNull();
    // The carrier took the booking on the quote: the quote is BOOKED by it.
    expect(readQuote(userId, reference, Date.now())).toMatchObject({
      status: 'BOOKED',
      carrierBookingRequestReference: booking?.carrierBookingRequestReference,
    });
  });

  it('keeps the quote and what was typed over a reload (the draft keys by quote)', async () => {
    const { quoteReference: reference } = acceptFirstOffer(await logInNewShipper());
    const view = renderOnQuote(reference);
    const line = await screen.findByRole('group', { name: 'Equipment line 1' }, SLOW);
    await view.user.type(within(line).getByRole('textbox', { name: 'HS code' }), '852852');
    await waitFor(() => {
      expect(readBookingDraft()).toMatchObject({
        quote: reference,
        values: { requestedEquipments: [{ hsCode: '852852' }] },
      });
    });
    view.unmount();

    renderOnQuote(reference);
    expect(await screen.findByRole('heading', { name: `Booking on quote ${reference}` }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Your unsubmitted booking request was restored.')).toBeInTheDocument();
    const restored = await screen.findByRole('group', { name: 'Equipment line 1' });
    expect(within(restored).getByRole('textbox', { name: 'HS code' })).toHaveValue('852852');
    expect(within(restored).queryByRole('combobox', { name: 'Container type' })).not.toBeInTheDocument();
  });
});

describe('booking request on a quote that cannot be booked', PAGE_TEST, () => {
  it('an expired quote says so, links to a new quote, and "book without the quote" keeps what was typed', async () => {
    const userId = await logInNewShipper();
    // Expiry needs the mock's clock past validUntil: the mock's own quote, answered back EXPIRED.
    const quote = { ...acceptFirstOffer(userId), status: 'EXPIRED' as const, validUntil: '2026-11-20T17:00:00+09:00' };
    const reference = quote.quoteReference;
    server.use(quoteAnswer(quote));
    const { user } = renderOnQuote(reference);

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      `Quote ${reference} expired at 2026-11-20 17:00 (UTC+09:00): its price no longer holds. Your entries are kept.`,
    );
    expect(within(alert).getByRole('link', { name: 'Get a new quote' })).toHaveAttribute(
      'href',
      oneQuoteHref(quote.search),
    );

    await fillCargo(user);
    await user.click(within(alert).getByRole('button', { name: 'Book without the quote' }));

    // A normal booking request now: the route and equipment are editable and hold the quote's values and the typing.
    expect(
      screen.getByText(
        `You are booking without quote ${reference}. Give a service contract or quotation number; everything else you entered is kept.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: `Booking on quote ${reference}` })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveValue('Busan');
    const unlocked = screen.getByRole('group', { name: 'Equipment line 1' });
    expect(within(unlocked).getByRole('combobox', { name: 'Container type' })).toHaveValue('45G1');
    expect(within(unlocked).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(within(unlocked).getByRole('textbox', { name: 'HS code' })).toHaveValue('852852');
    expect(within(unlocked).getByRole('textbox', { name: 'Cargo weight per container' })).toHaveValue('18500');
    expect(screen.getByRole('textbox', { name: 'Quotation number' })).toHaveValue('');
    // The quote's sailing stays chosen in the schedule's list: its radio is named by every vessel leg of the quote's
    // route (a direct sailing may share a transshipment's first vessel, never all of them).
    const legs = quote.offer.route.sailInfo.filter((candidate) => candidate.modeOfTransport === 'VESSEL');
    const name = legs
      .map(
        (leg, index) =>
          `${index > 0 ? 'then ' : ''}${leg.vesselName ?? ''} ${leg.voyageNumber ?? ''} / ${leg.serviceCode ?? ''}`,
      )
      .join(' ');
    expect(await screen.findByRole('radio', { name }, SLOW)).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Service contract number' }), 'SC-2026-0042');
    await user.click(screen.getByRole('button', { name: 'Submit booking request' }));
    expect(await screen.findByRole('heading', { name: 'Booking request submitted' }, SLOW)).toBeInTheDocument();
    const booking = onlyBookingOf(userId);
    expect(booking).toMatchObject({
      bookingChannelReference: 'WEB',
      serviceContractReference: 'SC-2026-0042',
      requestedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
    });
    expect(booking?.contractQuotationReference).toBeUndefined();
  });

  it('409 QUOTE_EXPIRED at submit shows the expired message and keeps the form', async () => {
    const { quoteReference: reference } = acceptFirstOffer(await logInNewShipper());
    server.use(
      http.post(apiUrl('v1/bookings'), () =>
        HttpResponse.json({ code: 'QUOTE_EXPIRED', status: 409, message: 'the quote has expired' }, { status: 409 }),
      ),
    );
    const { user } = renderOnQuote(reference);
    const line = await fillCargo(user);
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(new RegExp(`^Quote ${reference} expired at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}`));
    expect(within(alert).getByRole('button', { name: 'Book without the quote' })).toBeInTheDocument();
    expect(within(line).getByRole('textbox', { name: 'HS code' })).toHaveValue('852852');
  });

  it('422 QUOTE_MISMATCH at submit says the request no longer matches the quote', async () => {
    const { quoteReference: reference } = acceptFirstOffer(await logInNewShipper());
    server.use(
      http.post(apiUrl('v1/bookings'), () =>
        HttpResponse.json(
          {
            code: 'QUOTE_MISMATCH',
            status: 422,
            message: 'the booking does not match the quote',
            errors: [{ jsonPath: '$.vessel.name', property: 'name', message: "the quote's vessel is ONE OTHER" }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderOnQuote(reference);
    await fillCargo(user);
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The carrier says this request no longer matches the quote (route, sailing or equipment). Get a new quote or book without it.',
    );
  });

  it('a booked quote says so and links to its booking', async () => {
    const { quoteReference: reference } = bookedQuote(await logInNewShipper(), 'BKRQ00000001');
    renderOnQuote(reference);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(`Quote ${reference} has already been booked. Your entries are kept.`);
    expect(within(alert).getByRole('link', { name: 'Open booking BKRQ00000001' })).toHaveAttribute(
      'href',
      '/manage-shipment/shipments/BKRQ00000001',
    );
  });

  it('an unknown quote says so and the form works as a normal booking request', async () => {
    await logInNewShipper();
    // A well-formed reference the mock never gave this user: 404 QUOTE_NOT_FOUND.
    renderOnQuote('QKR269999999');
    expect(
      await screen.findByText(
        'Quote QKR269999999 was not found. You can continue with a normal booking request.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveValue('');
    expect(await screen.findByRole('textbox', { name: 'Quotation number' })).toBeEnabled();
  });
});

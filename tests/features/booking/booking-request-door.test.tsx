import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { bookingListParamsSchema } from '@/domain/booking/booking-list-contract';
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
import { renderWithProviders } from '../../render';
import { writeCompleteDraft } from './booking-draft-fixtures';
import { PAGE_TEST, SLOW } from './booking-request-harness';
import { acceptFirstOffer, quoteAnswer } from './quote-fixtures';

// A Door end of the full booking request names the street address the carrier's truck goes to (DCSA Booking 2.0.5
// ShipmentLocation PRE / PDE with location.address).

/** The form's staged first render, validation and submit take seconds on a busy 2-core machine. */
const COMPANY = 'Seoul Door Exports Co., Ltd.';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/booking/booking-request/submitted/:bookingReference', element: <BookingSubmittedPage /> },
];

async function logInNewShipper() {
  const account = createUser({ user: { companyName: COMPANY, customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
  return account.user.userId;
}

function renderPage() {
  return renderWithProviders(<BookingRequestPage />, { route: '/booking/booking-request', routes });
}

/**
 * Chooses Door as the origin term, and "No preference" again among the sailings of the new terms (another term clears
 * the sailing chosen); returns the pick-up address group that appears.
 */
async function chooseDoorAtOrigin(user: ReturnType<typeof renderPage>['user']) {
  const term = await screen.findByRole('group', { name: 'Origin term' }, SLOW);
  await user.click(within(term).getByRole('radio', { name: 'Door' }));
  const pickUp = await screen.findByRole('group', { name: 'Pick-up address' });
  await user.click(await screen.findByRole('radio', { name: 'No preference' }, SLOW));
  return pickUp;
}

/** Fills a field in one input event (typing key by key re-runs the whole form's rules per key after a submit). */
async function fill(user: ReturnType<typeof renderPage>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('booking request: Door at origin', PAGE_TEST, () => {
  it('asks for the pick-up address, says what is missing at the field, and books Door with it', async () => {
    const userId = await logInNewShipper();
    writeCompleteDraft(COMPANY, '1');
    const { user } = renderPage();
    expect(await screen.findByRole('group', { name: 'Origin term' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pick-up address' })).not.toBeInTheDocument();

    const pickUp = await chooseDoorAtOrigin(user);
    // The country starts as the origin's (KRPUS).
    expect(within(pickUp).getByRole('textbox', { name: /^Country code/ })).toHaveValue('KR');
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }, SLOW));
    const street = within(pickUp).getByRole('textbox', { name: /^Street and number/ });
    await waitFor(() => {
      expect(street).toHaveAccessibleDescription('This field is required.');
    });
    expect(within(pickUp).getByRole('textbox', { name: /^City/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(listBookings(userId, bookingListParamsSchema.parse({}), Date.now()).totalCount).toBe(0);

    await fill(user, street, 'Teheran-ro 152');
    await fill(user, within(pickUp).getByRole('textbox', { name: /^Postal code/ }), '06236');
    await fill(user, within(pickUp).getByRole('textbox', { name: /^City/ }), 'Seoul');
    await user.click(screen.getByRole('button', { name: 'Submit booking request' }));
    expect(await screen.findByRole('heading', { name: 'Booking request submitted' }, SLOW)).toBeInTheDocument();
    // The summary says where the truck picks up.
    expect(await screen.findByText('Teheran-ro 152, 06236 Seoul, KR')).toBeInTheDocument();
    const [created] = listBookings(userId, bookingListParamsSchema.parse({}), Date.now()).bookings;
    const booking = getBooking(userId, created?.carrierBookingRequestReference ?? '', Date.now());
    expect(booking?.receiptTypeAtOrigin).toBe('SD');
    expect(booking?.shipmentLocations.find((place) => place.locationTypeCode === 'PRE')?.location).toEqual({
      UNLocationCode: 'KRPUS',
      locationName: 'Busan, South Korea',
      address: { street: 'Teheran-ro 152', postCode: '06236', city: 'Seoul', countryCode: 'KR' },
    });
  });

  it('keeps the typed address in the draft across a reload', async () => {
    await logInNewShipper();
    writeCompleteDraft(COMPANY, '1');
    const view = renderPage();
    const pickUp = await chooseDoorAtOrigin(view.user);
    await fill(view.user, within(pickUp).getByRole('textbox', { name: /^Street and number/ }), 'Teheran-ro 152');
    await waitFor(() => {
      expect(readBookingDraft()?.values.pickupAddress.street).toBe('Teheran-ro 152');
    });
    view.unmount();

    renderPage();
    const restored = await screen.findByRole('group', { name: 'Pick-up address' }, SLOW);
    expect(within(restored).getByRole('textbox', { name: /^Street and number/ })).toHaveValue('Teheran-ro 152');
  });

  it("puts the carrier's refusal of the pick-up address on its street field", async () => {
    await logInNewShipper();
    writeCompleteDraft(COMPANY, '1');
    server.use(
      http.post(apiUrl('v1/bookings'), () =>
        HttpResponse.json(
          {
            code: 'INVALID_REQUEST',
            status: 400,
            message: 'address refused',
            errors: [
              {
                jsonPath: '$.shipmentLocations[0].location.address',
                message: 'a Door pick-up (place of receipt, PRE) needs the street address (street, city, country code)',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    const pickUp = await chooseDoorAtOrigin(user);
    await fill(user, within(pickUp).getByRole('textbox', { name: /^Street and number/ }), 'Nowhere 1');
    await fill(user, within(pickUp).getByRole('textbox', { name: /^City/ }), 'Seoul');
    await user.click(await screen.findByRole('button', { name: 'Submit booking request' }, SLOW));
    const street = within(pickUp).getByRole('textbox', { name: /^Street and number/ });
    await waitFor(() => {
      expect(street).toHaveAccessibleDescription('This field is required.');
    });
    await waitFor(() => {
      expect(street).toHaveFocus();
    });
  });

  it('asks for the pick-up address of a booking on a quote whose origin term is Door', async () => {
    const userId = await logInNewShipper();
    const quote = acceptFirstOffer(userId);
    const route = { ...quote.offer.route, receiptTypeAtOrigin: 'SD' as const };
    server.use(quoteAnswer({ ...quote, offer: { ...quote.offer, route } }));
    renderWithProviders(<BookingRequestPage />, {
      route: `/booking/booking-request?quote=${quote.quoteReference}`,
      path: '/booking/booking-request',
      routes,
    });
    const pickUp = await screen.findByRole('group', { name: 'Pick-up address' }, SLOW);
    expect(within(pickUp).getByRole('textbox', { name: /^Country code/ })).toHaveValue('KR');
    expect(screen.queryByRole('group', { name: 'Delivery address' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import QuickBookingRoute from '@/app/routes/quick-booking';
import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { paths } from '@/config/paths';
import { getBookings } from '@/domain/booking/booking-api';
import { BOOKINGS_PATH, createBookingSchema } from '@/domain/booking/booking-contract';
import { quickBookingHref, type QuickBookingSailing, sailingOfRoute } from '@/domain/booking/quick-booking-url';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { POINT_TO_POINT_PATH } from '@/domain/schedule-search/point-to-point-contract';
import { sessionStore } from '@/domain/session/session-store';
import { QuickBookingPage } from '@/features/booking/components/quick-booking/quick-booking-page';
import { logIn, logOut } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { createBooking as createStoredBooking } from '../../../mocks/booking/booking-store';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { createRoute } from '../../../mocks/schedule/factories';
import { renderWithProviders } from '../../render';

function SubmittedProbe() {
  const { bookingReference } = useParams();
  return <h1>{`Submitted ${bookingReference ?? ''}`}</h1>;
}

function renderQuickBooking(route: string = paths.quickBooking.href()) {
  return renderWithProviders(<QuickBookingPage />, {
    route,
    path: paths.quickBooking.path,
    routes: [
      { path: paths.bookingSubmitted.path, element: <SubmittedProbe /> },
      { path: paths.home.path, element: <h1>Home</h1> },
    ],
  });
}

/** A sailing of the default factory route (Busan -> Rotterdam, port cut-off 2026-11-23 18:00 Busan). */
function factorySailing(): QuickBookingSailing {
  const sailing = sailingOfRoute(createRoute());
  if (!sailing) throw new Error('the factory route has a vessel leg');
  return sailing;
}

const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

beforeEach(async () => {
  // "Now" is 2026-11-21 10:00 in Singapore; only Date is faked so user-event and MSW keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  vi.useRealTimers();
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
});

describe('quick booking steps', () => {
  it('searches, picks a sailing, takes the minimum details, reviews and submits once on a double press', async () => {
    const before = (await getBookings({})).totalCount;
    const { user, router } = renderQuickBooking();

    expect(await stepHeading(/Search a schedule/)).toBeVisible();
    await user.type(screen.getByRole('combobox', { name: /^Origin/ }), 'busan');
    await user.click(await screen.findByRole('option', { name: /Busan, South Korea/ }));
    await user.type(screen.getByRole('combobox', { name: /^Destination/ }), 'rotterdam');
    await user.click(await screen.findByRole('option', { name: /Rotterdam, Netherlands/ }));
    await user.click(screen.getByRole('button', { name: 'Search sailings' }));

    // Each step is a history entry and its heading takes the focus.
    const selectHeading = await stepHeading(/Choose a sailing/);
    await waitFor(() => {
      expect(selectHeading).toHaveFocus();
    });
    expect(new URLSearchParams(router.state.location.search).get('step')).toBe('select');
    const sailings = await screen.findByRole('list', { name: 'Sailings' });
    const choose = within(sailings)
      .getAllByRole('button', { name: /^Select/ })
      .find((button) => !(button as HTMLButtonElement).disabled);
    if (!choose) throw new Error('no open sailing');
    await user.click(choose);

    const detailsHeading = await stepHeading(/Booking details/);
    await waitFor(() => {
      expect(detailsHeading).toHaveFocus();
    });
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Mobile phones');
    await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '851712');
    await user.type(screen.getByRole('textbox', { name: /^Cargo weight per container/ }), '12000');
    await user.type(screen.getByRole('textbox', { name: /^Service contract number/ }), 'SC-KR-2026-0042');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));

    const reviewHeading = await stepHeading(/Review and submit/);
    await waitFor(() => {
      expect(reviewHeading).toHaveFocus();
    });
    expect(screen.getByText("2 x 40' high cube")).toBeVisible();
    expect(screen.getByText('Hanil Electronics Co., Ltd.')).toBeVisible();

    // Back returns to the details with what was typed.
    await router.navigate(-1);
    expect(await stepHeading(/Booking details/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Commodity/ })).toHaveValue('Mobile phones');
    await router.navigate(1);

    await user.dblClick(await screen.findByRole('button', { name: /^Submit booking/ }));
    const submitted = await screen.findByRole('heading', { level: 1, name: /^Submitted / });
    const reference = submitted.textContent.replace('Submitted ', '');
    expect(reference).not.toBe('');
    const after = await getBookings({});
    expect(after.totalCount).toBe(before + 1);
    const mine = await getBookings({ q: reference });
    expect(mine.bookings.map((booking) => booking.carrierBookingRequestReference)).toEqual([reference]);
  }, 30_000);

  it('checks the details at the field with the contract rules', async () => {
    const sailing = factorySailing();
    const { user } = renderQuickBooking(quickBookingHref({ step: 'details', sailing }));
    await stepHeading(/Booking details/);
    // What was typed stays as typed (the rule is said at the field); 0 is the quantity checked here.
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '1000');
    expect(screen.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('1000');
    await user.clear(screen.getByRole('textbox', { name: /^Quantity/ }));
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '0');
    await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '8517');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Container size-type' }), '22G1');
    await user.type(screen.getByRole('textbox', { name: /^Cargo weight per container/ }), '40000');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));

    expect(await screen.findByText('Enter a whole number from 1 to 999.')).toBeVisible();
    expect(screen.getByText('An HS code has 6 to 10 digits.')).toBeVisible();
    expect(screen.getByText(/^At most \d+ kg per container of this size-type\.$/)).toBeVisible();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Quantity/ })).toHaveFocus();
    });
    expect(screen.getByRole('heading', { level: 2, name: /Booking details/ })).toBeVisible();
  });

  it('keeps the details in a per-user draft: back after a reload, not for another user', async () => {
    const href = quickBookingHref({ step: 'details', sailing: factorySailing() });
    const { user, unmount } = renderQuickBooking(href);
    await stepHeading(/Booking details/);
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Frozen fish');
    unmount();

    // A reload: the page mounts anew and reads the draft.
    const { unmount: unmountReloaded } = renderQuickBooking(href);
    await stepHeading(/Booking details/);
    expect(screen.getByRole('textbox', { name: /^Commodity/ })).toHaveValue('Frozen fish');
    unmountReloaded();

    sessionStore.getState().logOut();
    await logIn(DEMO_LOGINS.forwarder);
    renderQuickBooking(href);
    await stepHeading(/Booking details/);
    expect(screen.getByRole('textbox', { name: /^Commodity/ })).toHaveValue('');
  });

  it('keeps the draft through a session timeout and re-login; a logout of the user removes it', async () => {
    const href = quickBookingHref({ step: 'details', sailing: factorySailing() });
    const { user, unmount } = renderQuickBooking(href);
    await stepHeading(/Booking details/);
    await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '030389');
    unmount();

    logOut('session-timeout');
    await logIn(DEMO_LOGINS.shipper);
    const { unmount: unmountAfterTimeout } = renderQuickBooking(href);
    await stepHeading(/Booking details/);
    expect(screen.getByRole('textbox', { name: /^HS code/ })).toHaveValue('030389');
    unmountAfterTimeout();

    logOut('user');
    await logIn(DEMO_LOGINS.shipper);
    renderQuickBooking(href);
    await stepHeading(/Booking details/);
    expect(screen.getByRole('textbox', { name: /^HS code/ })).toHaveValue('');
  });

  it('asks before leaving the page with typed details, but not between its steps', async () => {
    const sailing = factorySailing();
    const { user, router } = renderQuickBooking(quickBookingHref({ step: 'details', sailing }));
    await stepHeading(/Booking details/);
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Furniture');
    await user.click(screen.getByRole('button', { name: 'Change sailing' }));
    expect(await stepHeading(/Choose a sailing/)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await router.navigate('/');
    expect(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/booking/quick-booking');
  });

  it('lists a sailing whose port cut-off has passed with its button disabled and the reason', async () => {
    server.use(
      http.get(apiUrl(POINT_TO_POINT_PATH), () =>
        HttpResponse.json({
          routes: [
            createRoute({
              key: 'closed',
              cutOffTimes: [
                { cutOffDateTimeCode: 'PCO', cutOffDateTime: '2026-11-21 09:00:00', locationCode: 'KRPUS' },
              ],
            }),
            createRoute({ key: 'open' }),
          ],
        }),
      ),
    );
    const search = {
      originCode: 'KRPUS',
      destinationCode: 'NLRTM',
      fromDate: '2026-11-21',
    };
    renderQuickBooking(quickBookingHref({ step: 'select', search }));
    const items = within(await screen.findByRole('list', { name: 'Sailings' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [closed, open] = items as [HTMLElement, HTMLElement];
    expect(within(closed).getByRole('button', { name: /^Select/ })).toBeDisabled();
    expect(within(closed).getByRole('button', { name: /^Select/ })).toHaveAccessibleDescription(
      'Port cut-off passed: this sailing takes no more bookings.',
    );
    expect(within(open).getByRole('button', { name: /^Select/ })).toBeEnabled();
  });

  it('submits again with the same Idempotency-Key after a 504, and books once', async () => {
    const keys: string[] = [];
    // The carrier creates the booking, but the answer is lost on the way back (gateway timeout).
    server.use(
      http.post(apiUrl(BOOKINGS_PATH), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return undefined;
      }),
    );
    server.use(
      http.post(
        apiUrl(BOOKINGS_PATH),
        async ({ request }) => {
          const key = request.headers.get('Idempotency-Key') ?? '';
          keys.push(key);
          createStoredBooking(
            DEMO_LOGINS.shipper.userId,
            createBookingSchema.parse(await request.json()),
            key,
            Date.now(),
          );
          return HttpResponse.json({ code: 'GATEWAY_TIMEOUT', status: 504, message: 'timeout' }, { status: 504 });
        },
        { once: true },
      ),
    );
    const before = (await getBookings({})).totalCount;
    const sailing = factorySailing();
    const { user } = renderQuickBooking(quickBookingHref({ step: 'details', sailing }));
    await stepHeading(/Booking details/);
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Textiles');
    await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '520812');
    await user.type(screen.getByRole('textbox', { name: /^Cargo weight per container/ }), '8000');
    await user.click(screen.getByRole('radio', { name: 'Quotation' }));
    await user.type(screen.getByRole('textbox', { name: /^Quotation number/ }), 'Q-2026-77');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await stepHeading(/Review and submit/);

    await user.click(screen.getByRole('button', { name: /^Submit booking/ }));
    // The 504 pops up the server-timeout alert (docs/requirements.md §8); the review says the details are kept.
    const popup = await screen.findByRole('alertdialog', { name: 'Server timeout' });
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/The booking could not be submitted/)).toBeVisible();
    expect((await getBookings({})).totalCount).toBe(before + 1);

    await user.click(screen.getByRole('button', { name: /^Submit booking/ }));
    const submitted = await screen.findByRole('heading', { level: 1, name: /^Submitted / });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const [first] = (await getBookings({ q: submitted.textContent.replace('Submitted ', '') })).bookings;
    expect(first?.carrierBookingRequestReference).toBe(submitted.textContent.replace('Submitted ', ''));
    expect((await getBookings({})).totalCount).toBe(before + 1);
  }, 30_000);

  it("puts the carrier's field errors on the details fields and focuses the first", async () => {
    server.use(
      http.post(apiUrl(BOOKINGS_PATH), () =>
        HttpResponse.json(
          {
            code: 'BAD_REQUEST',
            status: 400,
            message: 'invalid booking',
            errors: [
              { jsonPath: '$.requestedEquipments[0].commodities[0].HSCodes[0]', message: 'unknown HS code' },
              { jsonPath: '$.requestedEquipments[0].units', property: 'units', message: 'at most 999' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const sailing = factorySailing();
    const { user, router } = renderQuickBooking(quickBookingHref({ step: 'details', sailing }));
    await stepHeading(/Booking details/);
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Toys');
    await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '950300');
    await user.type(screen.getByRole('textbox', { name: /^Cargo weight per container/ }), '5000');
    await user.type(screen.getByRole('textbox', { name: /^Service contract number/ }), 'SC-9');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await stepHeading(/Review and submit/);
    await user.click(screen.getByRole('button', { name: /^Submit booking/ }));

    await stepHeading(/Booking details/);
    expect(new URLSearchParams(router.state.location.search).get('step')).toBe('details');
    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    await waitFor(() => {
      expect(quantity).toHaveFocus();
    });
    expect(quantity).toHaveAccessibleDescription(/^The carrier did not accept this value/);
    expect(screen.getByRole('textbox', { name: /^HS code/ })).toHaveAccessibleDescription(
      /^The carrier did not accept this value/,
    );
    expect(screen.getByRole('textbox', { name: /^Commodity/ })).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to the first step for a malformed link and says so', async () => {
    renderQuickBooking('/booking/quick-booking?step=details&oriLocCdParam=KRPUS');
    expect(await stepHeading(/Search a schedule/)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/The link was incomplete/);
  });
});

describe('quick booking route', () => {
  it("says the service is not available where the country's booking flag is off", async () => {
    publishFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, booking: false });
    renderWithProviders(<QuickBookingRoute />, { route: paths.quickBooking.href() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
    expect(screen.getByText('This service is not available in your country or region at the moment.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Quick booking' })).not.toBeInTheDocument();
  });
});

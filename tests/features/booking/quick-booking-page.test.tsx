import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import QuickBookingRoute from '@/app/routes/quick-booking';
import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { paths } from '@/config/paths';
import { getBookings } from '@/domain/booking/booking-api';
import { quickBookingHref } from '@/domain/booking/quick-booking-url';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { POINT_TO_POINT_PATH } from '@/domain/schedule-search/point-to-point-contract';
import { sessionStore } from '@/domain/session/session-store';
import { logIn, logOut } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { createRoute } from '../../../mocks/schedule/factories';
import { renderWithProviders } from '../../render';
import { factorySailing, renderQuickBooking, stepHeading } from './quick-booking-harness';

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
  }, 60_000);

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

  it('falls back to the first step for a malformed link and says so', async () => {
    renderQuickBooking('/booking/quick-booking?step=details&oriLocCdParam=KRPUS');
    expect(await stepHeading(/Search a schedule/)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/The link was incomplete/);
  });
});

describe('quick booking drafts', () => {
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

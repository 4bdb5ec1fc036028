import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import { getBooking } from '@/domain/booking/booking-api';
import { BOOKINGS_PATH } from '@/domain/booking/booking-contract';
import { quickBookingHref, type QuickBookingSailing, sailingOfRoute } from '@/domain/booking/quick-booking-url';
import { QuickBookingPage } from '@/features/booking/components/quick-booking/quick-booking-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { createRoute, createRouteLocation, createSailInfo } from '../../../mocks/schedule/factories';
import { renderWithProviders } from '../../render';

/*
 * Quick booking of a sailing whose schedule says Door: the terms are shown and chosen, a Door end asks for its
 * address, the review shows both, and the ETD is the vessel's at the port of loading.
 */

const SEOUL = createRouteLocation({
  locationCode: 'KRSEL',
  locationName: 'Seoul',
  facilityTypeCode: 'CLOC',
});

/** Seoul (truck pick-up 2026-11-23 08:00) -> Busan (vessel ETD 2026-11-24 18:00) -> Rotterdam, Door/Door. */
function doorSailing(): QuickBookingSailing {
  const vessel = createSailInfo({ sequenceNumber: 2 });
  const truck = createSailInfo({
    sequenceNumber: 1,
    modeOfTransport: 'TRUCK',
    departureLocation: SEOUL,
    arrivalLocation: vessel.departureLocation,
    departureDate: '2026-11-23 08:00:00',
    arrivalDate: '2026-11-23 14:00:00',
    vesselName: null,
    vesselIMONumber: null,
    voyageNumber: null,
    serviceCode: null,
    serviceName: null,
    transitDays: 1,
    emission: null,
  });
  const sailing = sailingOfRoute(
    createRoute({
      key: 'KRSEL-NLRTM-FE4-021W-20261123',
      receiptTypeAtOrigin: 'SD',
      deliveryTypeAtDestination: 'SD',
      por: SEOUL,
      departureDate: truck.departureDate,
      sailInfo: [truck, vessel],
    }),
  );
  if (!sailing) throw new Error('the route has a vessel leg');
  return sailing;
}

function SubmittedProbe() {
  return <h1>Submitted</h1>;
}

function renderDetails(sailing: QuickBookingSailing) {
  return renderWithProviders(<QuickBookingPage />, {
    route: quickBookingHref({ step: 'details', sailing }),
    path: paths.quickBooking.path,
    routes: [{ path: paths.bookingSubmitted.path, element: <SubmittedProbe /> }],
  });
}

type User = ReturnType<typeof renderDetails>['user'];

async function typeCargo(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '2');
  await user.type(screen.getByRole('textbox', { name: /^Commodity/ }), 'Mobile phones');
  await user.type(screen.getByRole('textbox', { name: /^HS code/ }), '851712');
  await user.type(screen.getByRole('textbox', { name: /^Cargo weight per container/ }), '12000');
  await user.type(screen.getByRole('textbox', { name: /^Service contract number/ }), 'SC-KR-2026-0042');
}

const term = (name: RegExp) => screen.getByRole('group', { name });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T02:00:00Z'));
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('quick booking of a Door sailing', () => {
  it("shows the schedule's Door terms, asks for the pick-up and delivery addresses and books them", async () => {
    const { user, router } = renderDetails(doorSailing());
    await screen.findByRole('heading', { level: 2, name: /Booking details/ });
    expect(within(term(/^Receiving term/)).getByRole('radio', { name: 'Door' })).toBeChecked();
    expect(within(term(/^Delivery term/)).getByRole('radio', { name: 'Door' })).toBeChecked();
    await typeCargo(user);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));

    // A Door end needs its address: the first missing one takes the focus.
    const pickUp = term(/^Pick-up address/);
    const street = within(pickUp).getByRole('textbox', { name: /^Street and number/ });
    await waitFor(() => {
      expect(street).toHaveFocus();
    });
    expect(street).toHaveAccessibleDescription(/Enter a value/);
    await user.type(street, 'Teheran-ro 152');
    await user.type(within(pickUp).getByRole('textbox', { name: /^Postal code/ }), '06236');
    await user.type(within(pickUp).getByRole('textbox', { name: /^City/ }), 'Seoul');
    expect(within(pickUp).getByRole('textbox', { name: /^Country/ })).toHaveValue('KR');
    const delivery = term(/^Delivery address/);
    await user.type(within(delivery).getByRole('textbox', { name: /^Street and number/ }), 'Waalhaven 12');
    await user.type(within(delivery).getByRole('textbox', { name: /^City/ }), 'Rotterdam');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));

    await screen.findByRole('heading', { level: 2, name: /Review and submit/ });
    expect(screen.getByText('Door, pick-up at Teheran-ro 152, 06236 Seoul, KR')).toBeInTheDocument();
    expect(screen.getByText('Door, delivery to Waalhaven 12, Rotterdam, NL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Submit booking/ }));
    await screen.findByRole('heading', { level: 1, name: 'Submitted' });

    const reference = router.state.location.pathname.split('/').pop() ?? '';
    const booking = await getBooking(reference);
    expect(booking.receiptTypeAtOrigin).toBe('SD');
    expect(booking.shipmentLocations.find((place) => place.locationTypeCode === 'PRE')?.location).toMatchObject({
      UNLocationCode: 'KRSEL',
      address: { street: 'Teheran-ro 152', postCode: '06236', city: 'Seoul', countryCode: 'KR' },
    });
    expect(booking.shipmentLocations.find((place) => place.locationTypeCode === 'PDE')?.location.address).toEqual({
      street: 'Waalhaven 12',
      city: 'Rotterdam',
      countryCode: 'NL',
    });
    // Two addresses and the cargo typed key by key: slow on a loaded machine.
  }, 60_000);

  it("puts the carrier's refusal of the pick-up address on its field", async () => {
    server.use(
      http.post(apiUrl(BOOKINGS_PATH), () =>
        HttpResponse.json(
          {
            code: 'INVALID_REQUEST',
            status: 400,
            message: 'address refused',
            errors: [{ jsonPath: '$.shipmentLocations[0].location.address', message: 'no such street' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderDetails(doorSailing());
    await screen.findByRole('heading', { level: 2, name: /Booking details/ });
    await user.click(within(term(/^Delivery term/)).getByRole('radio', { name: /^CY/ }));
    await typeCargo(user);
    const pickUp = term(/^Pick-up address/);
    await user.type(within(pickUp).getByRole('textbox', { name: /^Street and number/ }), 'Nowhere 1');
    await user.type(within(pickUp).getByRole('textbox', { name: /^City/ }), 'Seoul');
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { level: 2, name: /Review and submit/ });
    await user.click(screen.getByRole('button', { name: /^Submit booking/ }));

    await screen.findByRole('heading', { level: 2, name: /Booking details/ });
    const street = within(term(/^Pick-up address/)).getByRole('textbox', { name: /^Street and number/ });
    await waitFor(() => {
      expect(street).toHaveFocus();
    });
    expect(street).toHaveAccessibleDescription(/^The carrier did not accept this value/);
  }, 60_000);

  it('lets the user choose CY at both ends instead, without addresses', async () => {
    const { user } = renderDetails(doorSailing());
    await screen.findByRole('heading', { level: 2, name: /Booking details/ });
    await user.click(within(term(/^Receiving term/)).getByRole('radio', { name: /^CY/ }));
    await user.click(within(term(/^Delivery term/)).getByRole('radio', { name: /^CY/ }));
    expect(screen.queryByRole('group', { name: /^Pick-up address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Delivery address/ })).not.toBeInTheDocument();
    await typeCargo(user);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    await screen.findByRole('heading', { level: 2, name: /Review and submit/ });
    expect(screen.getByText('Receiving term')).toBeInTheDocument();
    expect(screen.getByText('CY (container yard) at Busan')).toBeInTheDocument();
    expect(screen.getByText('CY (container yard) at Rotterdam')).toBeInTheDocument();
  }, 60_000);

  it("shows the vessel's departure at the port of loading as the ETD and labels the truck pick-up", async () => {
    renderDetails(doorSailing());
    await screen.findByRole('heading', { level: 2, name: /Booking details/ });
    expect(screen.getByText('ETD Busan')).toBeInTheDocument();
    expect(screen.getByText('2026-11-24 18:00 UTC+09:00')).toBeInTheDocument();
    expect(screen.getByText('Truck pick-up at Seoul')).toBeInTheDocument();
    expect(screen.getByText('2026-11-23 08:00')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { getProfile, updateProfile } from '@/features/profile/api/profile-api';
import { PreferredLanguageHost } from '@/features/profile/components/preferred-language-host';
import { ShipmentDetailPage } from '@/features/shipments/components/shipment-detail-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { createBooking, fakeBookingBackend } from './booking-fixtures';

/*
 * docs/time-polling.md "Time zones": what the user or the carrier's office did shows in the reader's zone (the
 * profile's), with its offset; a time at a place shows in that place's zone.
 */

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
  const { firstName, lastName, jobTitle, phone, preferredLanguage } = await getProfile();
  await updateProfile({ firstName, lastName, jobTitle, phone, preferredLanguage, timeZone: 'Asia/Seoul' });
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe("the booking detail's times", () => {
  it("shows the request time and the status history in the profile's time zone, cut-offs in the port's", async () => {
    server.use(...fakeBookingBackend([createBooking()]).handlers);
    renderWithProviders(
      <>
        <PreferredLanguageHost />
        <ShipmentDetailPage />
      </>,
      { route: '/manage-shipment/shipments/PUSB12345600', path: '/manage-shipment/shipments/:bookingReference' },
    );
    const history = await screen.findByRole('region', { name: 'Status history' });
    await within(history).findAllByText(/2026-11-20 10:00 UTC\+09:00/, undefined, { timeout: 10_000 });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Received 2026-11-20 10:00 UTC+09:00', 'Confirmed 2026-11-20 10:00 UTC+09:00']);
    expect(screen.getByRole('region', { name: 'References' })).toHaveTextContent('Requested2026-11-20 10:00 UTC+09:00');
    expect(screen.getByRole('list', { name: 'Cut-offs' })).toHaveTextContent(
      'Documentation cut-off (DCO)2026-12-03 17:00 UTC+09:00',
    );
  });
});

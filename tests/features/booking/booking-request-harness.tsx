import { screen } from '@testing-library/react';

import { bookingListParamsSchema } from '@/domain/booking/booking-list-contract';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';
import { BookingSubmittedPage } from '@/features/booking/components/booking-submitted-page';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { listBookings } from '../../../mocks/booking/booking-list';
import { apiUrl } from '../../../mocks/http';
import { renderWithProviders } from '../../render';

// Shared by the booking request page's tests (booking-request-form.test.tsx, booking-request-submit.test.tsx).

/** The mock carrier's bookings endpoint, for per-test overrides (`server.use`). */
export const BOOKINGS = apiUrl('v1/bookings');
/**
 * Wait for the form's staged first render (with a draft) and for a submit (validation, POST, navigation, the detail's
 * GET): about 10 s for a whole form in jsdom alone on a 2-core machine, over 15 s at load 14.
 */
export const SLOW = { timeout: 30_000 };
/**
 * Bound of each test of the page: a whole booking form in jsdom (six staged sections, a draft, a submit and the
 * submitted view) takes 5 to 15 s on a quiet 2-core machine with two Vitest workers and went past 15 s at load 12.
 */
export const PAGE_TEST = { timeout: 60_000 };

/** The routes around the page: the login page (a heading) and the submitted view. */
export const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/booking/booking-request/submitted/:bookingReference', element: <BookingSubmittedPage /> },
];

/** A new shipper (no seeded bookings), logged in through the mock auth endpoint; resolves to its user id. */
export async function logInNewShipper(companyName = 'Busan Test Exports Co., Ltd.') {
  const account = createUser({ user: { companyName, customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
  return account.user.userId;
}

/** The user's bookings as the mock carrier holds them (the mock's state, not what the page shows). */
export function bookingsOf(userId: string) {
  return listBookings(userId, bookingListParamsSchema.parse({}), Date.now());
}

/** The submitted view's live status (a role=status region whose term is "Status"). */
export function bookingStatus() {
  return screen.getAllByRole('status').find((region) => region.textContent.startsWith('Status'));
}

/** Renders the booking request page behind the login guard at /booking/booking-request, with {@link routes}. */
export function renderPage() {
  return renderWithProviders(<BookingRequestPage />, { loginGuard: true, route: '/booking/booking-request', routes });
}

import { screen } from '@testing-library/react';

import { ShipmentDetailPage } from '@/features/shipments/components/shipment-detail-page';

import { renderWithProviders } from '../../render';

// Shared by the booking detail page's tests (shipment-detail-page.test.tsx, shipment-detail-amend.test.tsx).

/** The routes the page links to: the login page and the booking request form, each a heading. */
const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/booking/booking-request', element: <h1>Booking request</h1> },
];

/** Renders the booking detail page of `reference` (booking number or request reference) behind the login guard. */
export function renderDetail(reference: string) {
  return renderWithProviders(<ShipmentDetailPage />, {
    loginGuard: true,
    route: `/manage-shipment/shipments/${reference}`,
    path: '/manage-shipment/shipments/:bookingReference',
    routes,
  });
}

/** The status line under the heading (a live region: status changes are announced). */
export function statusLine() {
  return screen.getByRole('status', { name: '' });
}

// The carrier's processing steps complete on the next poll (booking-queries polls every second while one is pending).
/** waitFor options long enough for the next poll. */
export const POLL_WAIT = { timeout: 10_000 };

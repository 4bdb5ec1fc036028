import { screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { type QuickBookingSailing, sailingOfRoute } from '@/domain/booking/quick-booking-url';
import { QuickBookingPage } from '@/features/booking/components/quick-booking/quick-booking-page';

import { createRoute } from '../../../mocks/schedule/factories';
import { renderWithProviders } from '../../render';

// Shared by the quick booking page's tests (quick-booking-page.test.tsx, quick-booking-submit.test.tsx).

/** The submitted view's stand-in: a heading "Submitted <reference>". */
function SubmittedProbe() {
  const { bookingReference } = useParams();
  return <h1>{`Submitted ${bookingReference ?? ''}`}</h1>;
}

/** Renders the quick booking page at `route` (its first step by default), with the submitted view and home around it. */
export function renderQuickBooking(route: string = paths.quickBooking.href()) {
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
export function factorySailing(): QuickBookingSailing {
  const sailing = sailingOfRoute(createRoute());
  if (!sailing) throw new Error('the factory route has a vessel leg');
  return sailing;
}

/** Finds the step's heading (level 2) by name: each step of the page has one. */
export const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

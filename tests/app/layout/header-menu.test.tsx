import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppHeader } from '@/app/layout/app-header';
import { sessionStore } from '@/domain/session/session-store';
import { promoteShipmentOverview, resetShipmentPromotion } from '@/domain/shipment/shipment-promotion';

import { FLAG_RULES, relayHandler } from '../../../mocks/feature-flags/handlers';
import { GEOLOCATION_URL } from '../../../mocks/geolocation/handlers';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { useFakeTimersWithUser, useRealTimersAgain } from '../../components/ui/fake-timers';
import { renderWithProviders } from '../../render';

const AREAS = [
  'Schedules',
  'Prices',
  'Booking',
  'Documentation',
  'Manage Shipment',
  'Tracking',
  'Delivery Orders',
  'e-Finance',
  'Reports',
  'Profile',
];

/** A phone-sized viewport for the media query (jsdom has no layout, so matchMedia is stubbed). */
function stubPhoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The menu's content is a lazy chunk: waits until it has loaded and rendered. */
async function menuContentLoaded() {
  await act(async () => {
    await import('@/app/layout/header-menu-content');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetShipmentPromotion();
  sessionStore.getState().logOut();
});

describe('header menu', () => {
  it('opens a panel with every area on desktop and closes on Escape, returning focus', async () => {
    const { user } = renderWithProviders(<AppHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menuContentLoaded();
    const menu = screen.getByRole('navigation', { name: 'Full menu' });
    expect(
      within(menu)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(AREAS);
    expect(within(menu).getByRole('link', { name: 'Point to Point Schedule' })).toHaveAttribute(
      'href',
      '/schedule/point-to-point-schedule',
    );
    expect(within(menu).getByRole('link', { name: 'Cargo Tracking' })).toHaveAttribute(
      'href',
      '/manage-shipment/cargo-tracking',
    );
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Full menu' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(toggle).toHaveFocus();
    });
  });

  it('asks an anonymous user to log in for items that need it, and not a logged-in one', async () => {
    const { user } = renderWithProviders(<AppHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await menuContentLoaded();
    expect(screen.getByRole('link', { name: 'Booking Request (login required)' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fbooking%2Fbooking-request',
    );
    act(() => {
      sessionStore.getState().logIn(
        {
          firstName: 'Wei Ling',
          lastName: 'Tan',
          companyName: 'Straits Freight',
          userId: 'SGTANWL01',
          customerCode: 'SG00451870',
          customerCountry: 'SG',
        },
        { accessToken: 'a', refreshToken: 'r', expiresRefreshAt: '2027-01-01T00:00:00Z' },
      );
    });
    expect(screen.getByRole('link', { name: 'Booking Request' })).toHaveAttribute('href', '/booking/booking-request');
    expect(screen.getByRole('link', { name: 'Quick Booking' })).toHaveAttribute('href', '/booking/quick-booking');
    expect(screen.getByRole('link', { name: 'Shipment Overview' })).toHaveAttribute(
      'href',
      '/manage-shipment/shipments',
    );
  });

  it('closes when an item is followed', async () => {
    const { user, router } = renderWithProviders(<AppHeader />, {
      routes: [{ path: '/schedule/point-to-point-schedule', element: <AppHeader /> }],
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await menuContentLoaded();
    await user.click(screen.getByRole('link', { name: 'Point to Point Schedule' }));
    expect(router.state.location.pathname).toBe('/schedule/point-to-point-schedule');
    expect(screen.queryByRole('navigation', { name: 'Full menu' })).not.toBeInTheDocument();
  });

  it('is a drawer dialog on phones, with the top links inside', async () => {
    stubPhoneViewport();
    const { user } = renderWithProviders(<AppHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await menuContentLoaded();
    const drawer = await screen.findByRole('dialog', { name: 'Full menu' });
    expect(within(drawer).getByRole('link', { name: /^ONE Solutions/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Support' })).toBeInTheDocument();
    const areas = within(within(drawer).getByRole('navigation', { name: 'Full menu' })).getAllByRole('heading');
    expect(areas.map((heading) => heading.textContent)).toEqual(AREAS);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('highlights the shipment-overview item for 10 seconds after a promotion', async () => {
    const user = useFakeTimersWithUser();
    try {
      renderWithProviders(<AppHeader />);
      act(() => {
        promoteShipmentOverview();
      });
      const toggle = screen.getByRole('button', { name: /^Menu/ });
      expect(toggle).toHaveAccessibleName('Menu New: Shipment Overview');
      await user.click(toggle);
      await menuContentLoaded();
      const item = screen.getByRole('link', { name: /^Shipment Overview/ });
      expect(item).toHaveAttribute('data-highlighted', 'true');
      expect(within(item).getByText('New')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(9_999);
      });
      expect(item).toHaveAttribute('data-highlighted', 'true');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('link', { name: /^Shipment Overview/ })).not.toHaveAttribute('data-highlighted');
      expect(screen.getByRole('button', { name: /^Menu/ })).toHaveAccessibleName('Menu');
    } finally {
      useRealTimersAgain();
    }
  });

  it('shows the top-right links and the logo home link', () => {
    renderWithProviders(<AppHeader />);
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(links).getByRole('link', { name: /^ONE Solutions/ })).toHaveAttribute('href', '/one-solutions');
    expect(within(links).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support-page');
    expect(screen.getByRole('link', { name: 'ONE e-Commerce home' })).toHaveAttribute('href', '/');
  });

  it("hides the items whose feature flag is off for the user's country (docs/requirements.md §6)", async () => {
    // A visitor in Vietnam: online payment is on there; the relay turns the schedules off for this test.
    server.use(
      http.get(GEOLOCATION_URL, () => HttpResponse.json({ countryCode: 'VN' })),
      relayHandler({ ...FLAG_RULES, schedules: { kind: 'static', enabled: false } }),
    );
    const { user } = renderWithProviders(<AppHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await menuContentLoaded();
    const menu = screen.getByRole('navigation', { name: 'Full menu' });
    await waitFor(() => {
      expect(within(menu).queryByRole('link', { name: 'Point to Point Schedule' })).not.toBeInTheDocument();
    });
    expect(within(menu).getByRole('link', { name: /Online Payment/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /Tax Invoice/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /Cargo Tracking/ })).toBeInTheDocument();
  });

  it("hides booking request, quick booking and the shipments overview where the country's booking flag is off", async () => {
    server.use(relayHandler({ ...FLAG_RULES, booking: { kind: 'static', enabled: false } }));
    const { user } = renderWithProviders(<AppHeader />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await menuContentLoaded();
    const menu = screen.getByRole('navigation', { name: 'Full menu' });
    await waitFor(() => {
      expect(within(menu).queryByRole('link', { name: /^Booking Request/ })).not.toBeInTheDocument();
    });
    expect(within(menu).queryByRole('link', { name: /^Quick Booking/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: /^Shipment Overview/ })).not.toBeInTheDocument();
    // The items the flag does not name stay.
    expect(within(menu).getByRole('link', { name: /^Shipment Documents/ })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Address Book/ })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { parseQuickBookingUrl } from '@/domain/booking/quick-booking-url';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { RouteCard } from '@/features/schedule/components/route-card';

import { createRoute } from '../../../mocks/schedule/factories';
import { renderWithProviders } from '../../render';

function renderCard(route = createRoute()) {
  return renderWithProviders(
    <RouteCard route={route} co2={false} emissionType="TTW" expanded={false} onToggle={() => undefined} />,
    { routes: [{ path: '/booking/quick-booking', element: <h1>Quick booking</h1> }] },
  );
}

beforeEach(() => {
  // 2026-11-21 10:00 in Seoul: the default route's port cut-off (2026-11-23 18:00 Busan) is ahead.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T01:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
});

describe('"Book" on a route card', () => {
  it("links to quick booking's details step on that sailing", async () => {
    const { user, router } = renderCard();
    const book = screen.getByRole('link', { name: /^Book\s*Busan to Rotterdam/ });
    const url = new URL(book.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/booking/quick-booking');
    expect(parseQuickBookingUrl(url.searchParams)).toMatchObject({
      step: 'details',
      fellBack: false,
      search: { originCode: 'KRPUS', destinationCode: 'NLRTM', fromDate: '2026-11-24' },
      sailing: {
        key: 'KRPUS-NLRTM-FE4-021W-20261124',
        polCode: 'KRPUS',
        podCode: 'NLRTM',
        vesselName: 'ONE HAMBURG',
        vesselIMONumber: '9321483',
        voyageNumber: '021W',
        serviceCode: 'FE4',
        portCutOff: '2026-11-23 18:00:00',
        polTimeZone: 'Asia/Seoul',
      },
    });
    await user.click(book);
    expect(await screen.findByRole('heading', { name: 'Quick booking' })).toBeVisible();
    expect(router.state.location.search).toBe(url.search);
  });

  it('says the sailing is closed for booking once its port cut-off has passed', () => {
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z')); // 18:00 in Busan: the port cut-off itself
    renderCard();
    expect(screen.queryByRole('link', { name: /^Book/ })).not.toBeInTheDocument();
    expect(screen.getByText('Port cut-off passed: closed for booking')).toBeVisible();
  });

  it("is hidden while the country's booking flag is off", () => {
    publishFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, booking: false });
    renderCard();
    expect(screen.getByRole('button', { name: /Route details/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Book/ })).not.toBeInTheDocument();
  });
});

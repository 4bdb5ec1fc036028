import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { parseOneQuoteUrl } from '@/domain/quote/one-quote-url';
import { RouteCard } from '@/features/schedule/components/route-card';

import { createRoute } from '../../../mocks/schedule/factories';
import { renderWithProviders } from '../../render';

function renderCard(route = createRoute()) {
  return renderWithProviders(
    <RouteCard route={route} co2={false} emissionType="TTW" expanded={false} onToggle={() => undefined} />,
    { routes: [{ path: '/prices/one-quote', element: <h1>ONE Quote</h1> }] },
  );
}

function quoteLink() {
  const link = screen.getByRole('link', { name: /^Get a quote\s*Busan to Rotterdam/ });
  const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  return { link, url };
}

beforeEach(() => {
  // 2026-11-21 10:00 in Seoul; the default route's port cut-off is 2026-11-23 18:00 at Busan.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T01:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
});

describe('"Get a quote" on a route card', () => {
  it('opens ONE Quote on the route, cargo ready the day before the port cut-off (so this sailing is offered)', async () => {
    const { user, router } = renderCard();
    const { link, url } = quoteLink();
    expect(url.pathname).toBe('/prices/one-quote');
    expect(parseOneQuoteUrl(url.searchParams)).toEqual({
      originCode: 'KRPUS',
      originName: 'Busan',
      destinationCode: 'NLRTM',
      destinationName: 'Rotterdam',
      cargoReadyDate: '2026-11-22',
    });
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'ONE Quote' })).toBeVisible();
    expect(router.state.location.search).toBe(url.search);
  });

  it('never proposes a cargo-ready date in the past', () => {
    vi.setSystemTime(new Date('2026-11-23T01:00:00Z')); // 10:00 in Busan, the port cut-off's day
    renderCard();
    expect(parseOneQuoteUrl(quoteLink().url.searchParams).cargoReadyDate).toBe('2026-11-23');
  });

  it("is hidden while the country's quote flag is off", () => {
    publishFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, quote: false });
    renderCard();
    expect(screen.getByRole('link', { name: /^Book/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Get a quote/ })).not.toBeInTheDocument();
  });
});

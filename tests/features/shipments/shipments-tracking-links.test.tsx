import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { ShipmentCards } from '@/features/shipments/components/shipment-cards';
import { ShipmentsTable } from '@/features/shipments/components/shipments-table';

import { FLAG_RULES, relayHandler } from '../../../mocks/feature-flags/handlers';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { renderWithProviders } from '../../render';
import { createBooking, toSummary } from './booking-fixtures';

const NOW = new Date('2026-11-22T00:00:00Z');
const TRACKING_HREF = '/manage-shipment/cargo-tracking?trakNoParam=PUSB12345600&trakNoTpCdParam=K';

// One confirmed booking, one request not yet confirmed, one confirmed booking that was cancelled since.
const bookings = [
  toSummary(createBooking()),
  toSummary(
    createBooking({
      carrierBookingRequestReference: 'BKR100000002',
      carrierBookingReference: undefined,
      bookingStatus: 'RECEIVED',
    }),
  ),
  toSummary(
    createBooking({
      carrierBookingRequestReference: 'BKR100000003',
      carrierBookingReference: 'KRPUS7654320',
      bookingStatus: 'CANCELLED',
    }),
  ),
];

function renderTable() {
  return renderWithProviders(
    <ShipmentsTable bookings={bookings} sort="-createdDateTime" onSortChange={() => undefined} now={NOW} />,
  );
}

afterEach(() => {
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
});

describe('shipments overview: links to the native cargo tracking page', () => {
  it('links each confirmed row of the table to cargo tracking by booking number, and no other row', async () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Tracking' })).toBeInTheDocument();
    const confirmed = screen.getByRole('row', { name: /^PUSB12345600/ });
    expect(within(confirmed).getByRole('link', { name: 'Track PUSB12345600' })).toHaveAttribute('href', TRACKING_HREF);
    expect(
      within(screen.getByRole('row', { name: /^BKR100000002/ })).queryByRole('link', { name: /^Track/ }),
    ).toBeNull();
    expect(
      within(screen.getByRole('row', { name: /^KRPUS7654320/ })).queryByRole('link', { name: /^Track/ }),
    ).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('links each confirmed card on a phone the same way', async () => {
    renderWithProviders(<ShipmentCards bookings={bookings} now={NOW} />);
    const list = screen.getByRole('list', { name: 'Your bookings' });
    const links = within(list).getAllByRole('link', { name: /^Track/ });
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Track PUSB12345600', TRACKING_HREF],
    ]);
    expect(links[0]).toHaveTextContent('Track');
    expect(await axeViolations()).toEqual([]);
  });

  it('hides the column and the card links while the tracking flag is off', () => {
    // Both: the flags now, and the relay's answer (the provider asks it when the page is idle; it would win later).
    server.use(relayHandler({ ...FLAG_RULES, tracking: { kind: 'static', enabled: false } }));
    publishFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, tracking: false });
    const view = renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Tracking' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Track/ })).toBeNull();
    view.unmount();
    renderWithProviders(<ShipmentCards bookings={bookings} now={NOW} />);
    expect(screen.getByRole('link', { name: 'PUSB12345600' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Track/ })).toBeNull();
  });
});

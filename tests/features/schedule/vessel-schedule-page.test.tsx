import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { parseQuickBookingUrl } from '@/domain/booking/quick-booking-url';
import { parseShipmentsSearch } from '@/domain/booking/shipments-url';
import { VesselSchedulePage } from '@/features/schedule/components/vessel-schedule-page';

import { DEFAULT_SEED, scheduleGenerator } from '../../../mocks/schedule/data/schedule-generator';
import { matchingCalls } from '../../../mocks/schedule/data/vessel-schedule-answers';
import { renderWithProviders } from '../../render';

const NOW = new Date('2026-11-28T06:00:00Z');
const fleet = scheduleGenerator.services.flatMap((service) => service.vessels);
const window = { startDate: '2026-10-31', endDate: '2027-02-20' };

function renderPage(search = '') {
  return renderWithProviders(<VesselSchedulePage />, {
    route: `/schedule/vessel-schedule${search}`,
    path: '/schedule/vessel-schedule',
    routes: [{ path: '/booking/quick-booking', element: <h1>Quick booking</h1> }],
  });
}

/** A vessel with a coming call whose delay the carrier already knows at NOW. */
function lateVessel() {
  for (const vessel of fleet.slice(0, 60)) {
    const calls = matchingCalls(scheduleGenerator.services, DEFAULT_SEED, { vesselIMONumber: vessel.imo, ...window });
    const late = calls.find(
      (call) =>
        call.arrivalDelay !== null &&
        call.arrivalDelay.knownAtMs <= NOW.getTime() &&
        call.plannedArrival.epochMs > NOW.getTime() - 7 * 86_400_000,
    );
    if (late?.arrivalDelay)
      return { vessel, hours: late.arrivalDelay.ms / 3_600_000, reason: late.arrivalDelay.reason };
  }
  throw new Error('no late vessel');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('vessel schedule page', () => {
  it('finds a vessel by IMO number and keeps the search in the URL', async () => {
    const vessel = fleet[3];
    if (!vessel) throw new Error('no vessel');
    const { user, router } = renderPage();
    await user.click(screen.getByRole('radio', { name: 'IMO number' }));
    await user.type(await screen.findByRole('textbox', { name: /IMO number/ }), vessel.imo);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: vessel.name }, { timeout: 10_000 })).toBeVisible();
    expect(router.state.location.search).toBe(`?by=imo&vslImo=${vessel.imo}`);
    expect(screen.getByText(vessel.callSign)).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 4 }).length).toBeGreaterThan(3);
  });

  it('says so when the IMO number has a wrong check digit, keeping what was typed', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('radio', { name: 'IMO number' }));
    const field = await screen.findByRole('textbox', { name: /IMO number/ });
    await user.type(field, '9321484');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/not a valid IMO number/)).toBeVisible();
    expect(field).toHaveValue('9321484');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('finds a vessel by name in the fleet combobox', async () => {
    const vessel = fleet[7];
    if (!vessel) throw new Error('no vessel');
    const { user, router } = renderPage();
    await user.type(screen.getByRole('combobox', { name: /Vessel name/ }), vessel.name);
    await user.click(await screen.findByRole('option', { name: new RegExp(vessel.imo) }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { level: 2, name: vessel.name }, { timeout: 10_000 })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('vslNm')).toBe(vessel.name);
  });

  it('shows a late call with its delay and reason, from a link (as after a reload)', async () => {
    const { vessel, hours, reason } = lateVessel();
    renderPage(`?by=imo&vslImo=${vessel.imo}`);
    const text = `${String(hours)} hours late: ${reason === 'WEA' ? 'bad weather' : 'strike'}`;
    expect((await screen.findAllByText(text, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  });

  it('books a coming sailing in quick booking from its call', async () => {
    const vessel = fleet[3];
    if (!vessel) throw new Error('no vessel');
    renderPage(`?by=imo&vslImo=${vessel.imo}`);
    const coming = await screen.findByRole('region', { name: /coming call/ }, { timeout: 10_000 });
    const [book] = within(coming).getAllByRole('link', { name: /^Book/ });
    const url = new URL(book?.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/booking/quick-booking');
    expect(parseQuickBookingUrl(url.searchParams)).toMatchObject({
      step: 'details',
      fellBack: false,
      sailing: { vesselName: vessel.name, vesselIMONumber: vessel.imo, receiptType: 'CY', deliveryType: 'CY' },
    });
  });

  it("tracks the user's bookings on a coming call's vessel and voyage in the shipments overview", async () => {
    const vessel = fleet[3];
    if (!vessel) throw new Error('no vessel');
    renderPage(`?by=imo&vslImo=${vessel.imo}`);
    const coming = await screen.findByRole('region', { name: /coming call/ }, { timeout: 10_000 });
    const [track] = within(coming).getAllByRole('link', { name: /^Track\s*my bookings on/ });
    const url = new URL(track?.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/manage-shipment/shipments');
    const search = parseShipmentsSearch(url.searchParams);
    expect(search.vesselName).toBe(vessel.name);
    // The link names the sailing it leads to (its visually hidden part; jsdom drops the space before it).
    expect(track).toHaveAccessibleName(
      new RegExp(`^Track\\s*my bookings on ${vessel.name} ${search.carrierExportVoyageNumber ?? '?'}$`),
    );
  });
});

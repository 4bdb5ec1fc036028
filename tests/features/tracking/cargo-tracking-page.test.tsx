import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TRACKING_EVENTS_PATH } from '@/domain/tracking/tracking-contract';
import { cargoTrackingHref } from '@/domain/tracking/tracking-url';
import { CargoTrackingPage } from '@/features/tracking/components/cargo-tracking-page';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { lateBooking, NOW } from '../../mocks/tracking/tracking-fixtures';
import { renderWithProviders } from '../../render';

/*
 * The native cargo tracking page against the mock backend's real events (MSW), at a fixed "now": a generated booking
 * of the demo forwarder whose vessel runs late.
 */

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const renderPage = (route: string) => renderWithProviders(<CargoTrackingPage />, { route });

describe('cargo tracking page', () => {
  it('shows a booking per container: status and delayed ETA first, then the timeline in order with its labels', async () => {
    const booking = lateBooking();
    const number = booking.carrierBookingReference ?? '';
    renderPage(cargoTrackingHref({ kind: 'K', numbers: [number] }));
    const result = await screen.findByRole('article', { name: `Booking number ${number}` });
    const containers = await within(result).findAllByRole('region');
    const first = containers[0];
    if (!first) throw new Error('no container');
    expect(within(first).getByText('Current status')).toBeInTheDocument();
    const [status, eta] = within(first).getAllByRole('definition');
    expect(status?.textContent).not.toBe('');
    expect(eta?.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}\)/);
    expect(eta?.textContent).toMatch(/Delayed by \d+ h/);

    const items = within(first).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Booking confirmed');
    expect(items[0]).toHaveTextContent('Actual');
    // The local times as shown ('2026-11-20 10:00 (UTC+09:00)'), read back as instants.
    const times = items.map((item) => {
      const [, date, time, offset] =
        /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) \(UTC([+-]\d{2}:\d{2})\)/.exec(item.textContent) ?? [];
      return Date.parse(`${date ?? ''}T${time ?? ''}:00${offset ?? ''}`);
    });
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(items.some((item) => /Vessel departed/.test(item.textContent))).toBe(true);
    expect(items.at(-1)).toHaveTextContent(/Estimated|Planned/);
    expect(items.at(-1)).toHaveTextContent('Empty container returned');
    expect(await axeViolations()).toEqual([]);
  });

  it('marks the events updated in the last 24 hours as changed, in text', async () => {
    const booking = lateBooking();
    const blNumber = `ONEY${booking.carrierBookingReference ?? ''}`;
    renderPage(cargoTrackingHref({ kind: 'B', numbers: [blNumber] }));
    const result = await screen.findByRole('article', { name: `B/L number ${blNumber}` });
    await within(result).findAllByRole('region');
    expect(screen.getByText(/events updated in the last 24 hours/)).toBeInTheDocument();
    // At NOW some of this booking's events were updated within the last day, the older ones not.
    const items = within(result).getAllByRole('listitem');
    const marked = items.filter((item) => within(item).queryByText('Changed') !== null);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.length).toBeLessThan(items.length);
    expect(marked.every((item) => /Estimated|Actual|Planned/.test(item.textContent))).toBe(true);
  });

  it('says what to check when a number is unknown, next to a number that is found', async () => {
    const known = lateBooking().carrierBookingReference ?? '';
    renderPage(cargoTrackingHref({ kind: 'K', numbers: ['PUSB99999999', known] }));
    const unknown = await screen.findByRole('article', { name: 'Booking number PUSB99999999' });
    expect(await within(unknown).findByText('Nothing found for PUSB99999999')).toBeInTheDocument();
    expect(within(unknown).getByText(/Check the number and its kind/)).toBeInTheDocument();
    const found = screen.getByRole('article', { name: `Booking number ${known}` });
    expect((await within(found).findAllByRole('region')).length).toBeGreaterThan(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a failed look-up with a retry that loads the events', async () => {
    server.use(
      http.get(apiUrl(TRACKING_EVENTS_PATH), () => HttpResponse.json({ code: 'E500', status: 500 }, { status: 500 }), {
        once: true,
      }),
    );
    const number = lateBooking().carrierBookingReference ?? '';
    const { user } = renderPage(cargoTrackingHref({ kind: 'K', numbers: [number] }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Tracking ${number} failed.`);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(alert).getByRole('button'));
    expect((await screen.findAllByRole('region')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tracks several numbers typed into the search, one result each', async () => {
    const number = lateBooking().carrierBookingReference ?? '';
    const { user, router } = renderPage('/manage-shipment/cargo-tracking');
    await user.click(screen.getByRole('radio', { name: 'Booking number' }));
    await user.type(screen.getByRole('textbox', { name: /Numbers/ }), `${number.toLowerCase()}, PUSB99999999`);
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?trakNoParam=${number}%2CPUSB99999999&trakNoTpCdParam=K`);
    });
    expect(await screen.findByRole('article', { name: `Booking number ${number}` })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Booking number PUSB99999999' })).toBeInTheDocument();
  });

  it('rejects a number that does not fit the kind, saying which', async () => {
    const { user } = renderPage('/manage-shipment/cargo-tracking');
    await user.click(screen.getByRole('radio', { name: 'Container number' }));
    const field = screen.getByRole('textbox', { name: /Numbers/ });
    await user.type(field, 'ONEU1012342 PUSB10000123');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(/Not a valid Container number: PUSB10000123/);
    });
  });

  it('refuses a container number with a wrong check digit, saying the right digit', async () => {
    const { user, router } = renderPage('/manage-shipment/cargo-tracking');
    await user.click(screen.getByRole('radio', { name: 'Container number' }));
    const field = screen.getByRole('textbox', { name: /Numbers/ });
    await user.type(field, 'ONEU1003444');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(/Wrong check digit in ONEU1003444: it should be 3\./);
    });
    expect(router.state.location.search).toBe('');
  });

  it('says which numbers of a link were not searched and why: a wrong check digit, more than 10 numbers', async () => {
    const { unmount } = renderPage('/manage-shipment/cargo-tracking?trakNoParam=ONEU1003444&trakNoTpCdParam=C');
    const notSearched = await screen.findByRole('region', { name: 'Not searched' });
    expect(notSearched).toHaveTextContent('ONEU1003444: wrong check digit, it should be 3.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    unmount();

    const numbers = Array.from({ length: 11 }, (_, index) => `PUSB999999${String(index).padStart(2, '0')}`);
    renderPage(`/manage-shipment/cargo-tracking?trakNoParam=${numbers.join(',')}&trakNoTpCdParam=K`);
    expect(await screen.findByRole('region', { name: 'Not searched' })).toHaveTextContent(
      'PUSB99999910: more than 10 numbers in one search.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('article', { name: 'Booking number PUSB99999910' })).not.toBeInTheDocument();
  });
});

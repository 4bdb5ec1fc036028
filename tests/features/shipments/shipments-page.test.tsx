import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { ShipmentsPage } from '@/features/shipments/components/shipments-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { renderWithProviders } from '../../render';
import { createBooking, createBookings, fakeBookingBackend } from './booking-fixtures';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/manage-shipment/shipments/:bookingReference', element: <h1>Booking detail</h1> },
];

function renderPage(route = '/manage-shipment/shipments') {
  return renderWithProviders(<ShipmentsPage />, {
    loginGuard: true,
    route,
    path: '/manage-shipment/shipments',
    routes,
  });
}

/** Booking numbers in the table's rows, top to bottom. */
function shownReferences(): string[] {
  const table = screen.getByRole('table', { name: 'Your bookings' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('shipments overview', () => {
  it('sends an anonymous user to log in and back to the same filtered list', () => {
    sessionStore.getState().logOut();
    const { router } = renderPage('/manage-shipment/shipments?status=CONFIRMED&page=2');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/manage-shipment/shipments?status=CONFIRMED&page=2',
    );
  });

  it("shows each booking's number, status, route, vessel, local ETD/ETA, equipment and next cut-off", async () => {
    const { handlers } = fakeBookingBackend([
      createBooking(),
      createBooking({
        carrierBookingRequestReference: 'BKR100000002',
        carrierBookingReference: undefined,
        bookingStatus: 'RECEIVED',
        transportPlan: undefined,
        shipmentCutOffTimes: undefined,
        createdDateTime: '2026-11-21T00:00:00Z',
      }),
    ]);
    server.use(...handlers);
    renderPage();
    await screen.findByRole('link', { name: 'PUSB12345600' });
    const confirmed = screen.getByRole('row', { name: /^PUSB12345600/ });
    expect(
      within(confirmed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Confirmed',
      'Busan → Rotterdam',
      'ONE HAMBURG 021W',
      '2026-12-05 18:00 UTC+09:00',
      '2027-01-08 06:00 UTC+01:00',
      "2 x 40' high cube",
      expect.stringMatching(/^Documentation cut-off: 2026-12-03 17:00 UTC\+09:00/) as unknown as string,
      '2026-11-20',
      // The SI column: the mock SI backend does not know this fake backend's booking, so the cell stays empty.
      '',
      'Track',
    ]);
    // Before confirmation the request reference names the booking; no sailing yet.
    const received = screen.getByRole('row', { name: /^BKR100000002/ });
    expect(within(received).getByText('Received')).toBeInTheDocument();
    expect(shownReferences()).toEqual(['BKR100000002', 'PUSB12345600']);
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps filters in the URL: the text search (debounced) and statuses ask the server and go back to page 1', async () => {
    const { handlers, log } = fakeBookingBackend(createBookings(25));
    server.use(...handlers);
    const { user, router } = renderPage('/manage-shipment/shipments?page=2');
    await screen.findByRole('table', { name: 'Your bookings' });

    await user.type(screen.getByRole('searchbox', { name: 'Search references' }), 'krpus0000012');
    // Typing on a shared CI machine can take longer than the default second.
    await waitFor(
      () => {
        expect(shownReferences()).toEqual(['KRPUS0000012']);
      },
      { timeout: 10_000 },
    );
    expect(router.state.location.search).toBe('?q=krpus0000012');
    // One request for the settled text, none per keystroke.
    expect(log.listQueries.filter((query) => query.has('q')).map((query) => query.get('q'))).toEqual(['krpus0000012']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search references' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    await user.click(screen.getByText('Status: any'));
    await user.click(screen.getByRole('checkbox', { name: 'Received' }));
    expect(router.state.location.search).toBe('?status=RECEIVED');
    expect(await screen.findByText('1–8 of 8')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your bookings' });
    expect(within(table).getAllByText('Received')).toHaveLength(8);
    expect(screen.getByText('Status: 1 selected')).toBeInTheDocument();
  });

  it('shows the one-sailing filter from the vessel schedule, asks the server for it, and removes it', async () => {
    const { handlers, log } = fakeBookingBackend(createBookings(3));
    server.use(...handlers);
    const { user, router } = renderPage(
      '/manage-shipment/shipments?vesselName=ONE+HAMBURG&carrierExportVoyageNumber=021W',
    );
    expect(await screen.findByText('On ONE HAMBURG 021W')).toBeVisible();
    expect(log.listQueries.at(-1)?.get('carrierExportVoyageNumber')).toBe('021W');
    expect(log.listQueries.at(-1)?.get('vesselName')).toBe('ONE HAMBURG');
    await user.click(screen.getByRole('button', { name: /^Remove\s*ONE HAMBURG 021W$/ }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(screen.queryByText('On ONE HAMBURG 021W')).not.toBeInTheDocument();
  });

  it('sorts on the server from the column header and says so with aria-sort', async () => {
    const { handlers } = fakeBookingBackend(createBookings(5));
    server.use(...handlers);
    const { user, router } = renderPage();
    await screen.findByRole('table', { name: 'Your bookings' });
    const etd = screen.getByRole('columnheader', { name: /ETD/ });
    expect(etd).not.toHaveAttribute('aria-sort');

    await user.click(within(etd).getByRole('button'));
    expect(router.state.location.search).toBe('?sort=departureDateTime');
    await waitFor(() => {
      expect(shownReferences()).toEqual([
        'KRPUS0000001',
        'KRPUS0000002',
        'KRPUS0000003',
        'KRPUS0000004',
        'KRPUS0000005',
      ]);
    });
    expect(etd).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(etd).getByRole('button'));
    await waitFor(() => {
      expect(shownReferences()[0]).toBe('KRPUS0000005');
    });
    expect(router.state.location.search).toBe('?sort=-departureDateTime');
    expect(etd).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('shipments overview: paging, empty and failed lists, export', () => {
  it('pages through the server (the page sizes of docs/requirements.md §9) and keeps the previous page on screen while the next loads', async () => {
    const bookings = createBookings(25);
    const { handlers } = fakeBookingBackend(bookings);
    server.use(...handlers);
    const { user, router } = renderPage('/manage-shipment/shipments?sort=departureDateTime');
    await screen.findByRole('table', { name: 'Your bookings' });
    expect(shownReferences()).toHaveLength(10);
    const firstPage = shownReferences();

    // Hold page 2's answer: page 1 stays visible, marked as updating.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/v1/bookings', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held;
        return undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?sort=departureDateTime&page=2');
    expect(await screen.findByText('Updating the list…')).toBeInTheDocument();
    expect(shownReferences()).toEqual(firstPage);
    release();
    await waitFor(() => {
      expect(shownReferences()[0]).toBe('KRPUS0000011');
    });
    expect(screen.queryByText('Updating the list…')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(router.state.location.search).toBe('?sort=departureDateTime&pageSize=20');
    await waitFor(() => {
      expect(shownReferences()).toHaveLength(20);
    });
  });

  it('says when there are no bookings, and when none match the filters', async () => {
    const { handlers } = fakeBookingBackend([]);
    server.use(...handlers);
    const view = renderPage();
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument();
    view.unmount();
    renderPage('/manage-shipment/shipments?q=nothing');
    expect(await screen.findByText('No booking matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export (xlsx)' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a failed load inline and retries it', async () => {
    const { handlers } = fakeBookingBackend([createBooking()]);
    server.use(
      http.get('*/v1/bookings', () => HttpResponse.json({ code: 'E', status: 500, message: 'down' }, { status: 500 }), {
        once: true,
      }),
      ...handlers,
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bookings could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'PUSB12345600' })).toBeInTheDocument();
  });

  it('exports every booking matching the filters, not only the page', async () => {
    const { handlers } = fakeBookingBackend(createBookings(3));
    const exportQueries: URLSearchParams[] = [];
    server.use(
      ...handlers,
      http.get('*/v1/bookings/files/downloads', ({ request }) => {
        exportQueries.push(new URL(request.url).searchParams);
        return HttpResponse.arrayBuffer(new TextEncoder().encode('xlsx').buffer, {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    // jsdom has no object URLs and cannot download: the test stands in for the browser and records the file name.
    const saved: string[] = [];
    const captureDownload = (event: MouseEvent) => {
      if (event.target instanceof HTMLAnchorElement && event.target.download) {
        event.preventDefault();
        saved.push(event.target.download);
      }
    };
    document.addEventListener('click', captureDownload, true);
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
    try {
      const { user } = renderPage('/manage-shipment/shipments?status=CONFIRMED&page=2&sort=departureDateTime');
      await screen.findByRole('navigation', { name: 'Booking pages' });
      await user.click(screen.getByRole('button', { name: 'Export (xlsx)' }));
      expect(await screen.findByText(/^Saved ONE Shipments \d{8}\.xlsx$/)).toBeInTheDocument();
      expect(saved).toEqual([expect.stringMatching(/^ONE Shipments \d{8}\.xlsx$/)]);
    } finally {
      document.removeEventListener('click', captureDownload, true);
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
    expect(exportQueries.map((query) => [...query])).toEqual([
      [
        ['sort', 'departureDateTime'],
        ['status', 'CONFIRMED'],
      ],
    ]);
  });
});

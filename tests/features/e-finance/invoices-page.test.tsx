import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import MyInvoicesRoute from '@/app/routes/my-invoices';
import { INVOICES_OPEN_AMOUNTS_PATH, INVOICES_PATH } from '@/domain/invoice/invoice-contract';
import { sessionStore } from '@/domain/session/session-store';
import { InvoicesPage } from '@/features/e-finance/components/invoices-page';
import { statusPopupStore } from '@/lib/status-popup-store';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { FLAG_RULES, relayHandler } from '../../../mocks/feature-flags/handlers';
import { apiUrl, errorResponse } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { createInvoice, fakeInvoiceBackend } from './invoice-fixtures';

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/e-finance/invoices/:invoiceNumber', element: <h1>Invoice detail</h1> },
];

function renderPage(route = '/e-finance/my-invoices') {
  return renderWithProviders(<InvoicesPage />, { loginGuard: true, route, path: '/e-finance/my-invoices', routes });
}

const first = createInvoice();
const second = createInvoice({
  invoiceNumber: 'INVKR2600012346',
  kind: 'ORIGIN_CHARGES',
  status: 'OVERDUE',
  transportDocumentReference: 'ONEYPUSA77777700',
  carrierBookingReference: 'PUSA77777700',
  invoiceCurrency: 'KRW',
  total: { amount: 370000, currency: 'KRW' },
  paid: { amount: 100000, currency: 'KRW' },
  open: { amount: 270000, currency: 'KRW' },
  disputed: { amount: 0, currency: 'KRW' },
});

/** Invoice numbers in the table's rows, top to bottom. */
function shownNumbers(): string[] {
  const table = screen.getByRole('table', { name: "Your company's invoices" });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('My invoices: the list', () => {
  it('sends an anonymous user to log in and back to the same filtered list', () => {
    sessionStore.getState().logOut();
    const { router } = renderPage('/e-finance/my-invoices?status=OVERDUE');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/e-finance/my-invoices?status=OVERDUE',
    );
  });

  it("shows each invoice's number, kind, B/L, booking, dates, status, total and open, and the open totals per currency", async () => {
    server.use(...fakeInvoiceBackend([first, second]));
    renderPage();
    const row = await screen.findByRole('row', { name: /^INVKR2600012345/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Prepaid freight',
      'ONEYPUSA12345600',
      'PUSA12345600',
      '2026-11-20',
      '2026-12-20',
      'Open',
      '$3,966.96',
      '$3,966.96',
    ]);
    expect(within(row).getByRole('link', { name: 'INVKR2600012345' })).toHaveAttribute(
      'href',
      '/e-finance/invoices/INVKR2600012345',
    );
    const open = screen.getByRole('region', { name: 'Open amount of 2 invoices:' });
    expect((await within(open).findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      '$3,966.96',
      '₩270,000',
    ]);
  });

  it('shows the rows while the open amounts are still being added up, then the amounts', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiUrl(INVOICES_OPEN_AMOUNTS_PATH), async () => {
        await held;
        return HttpResponse.json({
          totalCount: 2,
          openTotals: [{ amount: 396696, currency: 'USD' }],
          dueTotals: [{ amount: 396696, currency: 'USD' }],
        });
      }),
      ...fakeInvoiceBackend([first, second]),
    );
    renderPage();
    await screen.findByRole('row', { name: /^INVKR2600012345/ });
    const open = screen.getByRole('region', { name: 'Open amount of 2 invoices:' });
    expect(open).toHaveAttribute('aria-busy', 'true');
    expect(within(open).getByText('Adding up the open amounts…')).toBeInTheDocument();
    release();
    expect((await within(open).findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['$3,966.96']);
    expect(open).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the rows when the open amounts fail, says so, and adds them up again on "Try again"', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(INVOICES_OPEN_AMOUNTS_PATH), () => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'INTERNAL_ERROR', 'down')
          : HttpResponse.json({ totalCount: 1, openTotals: [{ amount: 396696, currency: 'USD' }], dueTotals: [] });
      }),
      ...fakeInvoiceBackend([first]),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The open amounts could not be added up.');
    expect(screen.getByRole('row', { name: /^INVKR2600012345/ })).toBeInTheDocument();
    expect(statusPopupStore.getState().popups).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const open = screen.getByRole('region', { name: 'Open amount of 1 invoice:' });
    expect((await within(open).findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['$3,966.96']);
    expect(calls).toBe(2);
  });

  it('shows what is due now without the part under dispute, only when a dispute is in review', async () => {
    const disputed = createInvoice({
      invoiceNumber: 'INVKR2600012347',
      status: 'DISPUTED',
      disputed: { amount: 96696, currency: 'USD' },
    });
    server.use(...fakeInvoiceBackend([first, disputed]));
    renderPage();
    const open = await screen.findByRole('region', { name: 'Open amount of 2 invoices:' });
    const due = await within(open).findByRole('list', { name: 'Due now, without the amounts under dispute:' });
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['$6,966.96']);
  });

  it('says nothing of what is due when no dispute is in review', async () => {
    server.use(...fakeInvoiceBackend([first]));
    renderPage();
    const open = await screen.findByRole('region', { name: 'Open amount of 1 invoice:' });
    expect((await within(open).findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['$3,966.96']);
    expect(screen.queryByRole('list', { name: 'Due now, without the amounts under dispute:' })).not.toBeInTheDocument();
  });

  it("shows the company's invoices from the carrier and leaves only one B/L's after filtering by it", async () => {
    const { user, router } = renderPage();
    const table = await screen.findByRole('table', { name: "Your company's invoices" });
    const firstRow = within(table).getAllByRole('row')[1]!;
    const bl = within(firstRow).getAllByRole('cell')[1]!.textContent;
    await user.type(screen.getByRole('textbox', { name: 'B/L number' }), bl);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // Every row left bills that B/L (the page shows the filtered answer once it is in).
    await waitFor(() => {
      const shownBls = within(screen.getByRole('table', { name: "Your company's invoices" }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
      expect(new Set(shownBls)).toEqual(new Set([bl]));
    });
    expect(router.state.location.search).toBe(`?transportDocumentReference=${bl}`);
  });

  it('filters by a B/L, keeps the filter in the URL and shows it again after a reload', async () => {
    server.use(...fakeInvoiceBackend([first, second]));
    const { user, router, unmount } = renderPage();
    await screen.findByRole('row', { name: /^INVKR2600012346/ });
    await user.type(screen.getByRole('textbox', { name: 'B/L number' }), 'ONEYPUSA77777700');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(shownNumbers()).toEqual(['INVKR2600012346']);
    });
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    expect(url).toBe('/e-finance/my-invoices?transportDocumentReference=ONEYPUSA77777700');
    unmount();

    renderPage(url);
    expect(await screen.findByRole('row', { name: /^INVKR2600012346/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'B/L number' })).toHaveValue('ONEYPUSA77777700');
  });
});

describe('My invoices: filters, sort and download', () => {
  it('filters by statuses ticked in the status list', async () => {
    server.use(...fakeInvoiceBackend([first, second]));
    const { user, router } = renderPage();
    await screen.findByRole('row', { name: /^INVKR2600012345/ });
    await user.click(screen.getByText('Status: any'));
    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }));
    expect(await screen.findByText('Status: 1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(shownNumbers()).toEqual(['INVKR2600012346']);
    });
    expect(router.state.location.search).toBe('?status=OVERDUE');
  });

  it('says when no invoice matches the filters', async () => {
    server.use(...fakeInvoiceBackend([first]));
    renderPage('/e-finance/my-invoices?invoiceNumber=INVKR2699999999');
    expect(await screen.findByText('No invoice matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download (xlsx)' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows a due range that ends before it starts at the field and does not search', async () => {
    server.use(...fakeInvoiceBackend([first]));
    const { user, router } = renderPage();
    await screen.findByRole('row', { name: /^INVKR2600012345/ });
    await user.type(screen.getByRole('textbox', { name: 'Due from' }), '2026-12-10');
    await user.type(screen.getByRole('textbox', { name: 'Due to' }), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dueTo = screen.getByRole('textbox', { name: 'Due to' });
    await waitFor(() => {
      expect(dueTo).toHaveAccessibleDescription(/before its start/);
    });
    expect(router.state.location.search).toBe('');
  });

  it('sorts by invoice number from its column header', async () => {
    server.use(...fakeInvoiceBackend([second, first]));
    const { user, router } = renderPage();
    await screen.findByRole('row', { name: /^INVKR2600012345/ });
    await user.click(screen.getByRole('button', { name: /Invoice no\./ }));
    await waitFor(() => {
      expect(shownNumbers()).toEqual(['INVKR2600012345', 'INVKR2600012346']);
    });
    expect(router.state.location.search).toBe('?sort=invoiceNumber');
    expect(screen.getByRole('columnheader', { name: /Invoice no\./ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('downloads every matching invoice of the carrier as ONE Invoices <date>.xlsx', async () => {
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
      const { user } = renderPage('/e-finance/my-invoices?status=PAID&status=OPEN&sort=dueDate');
      await screen.findByRole('navigation', { name: 'Invoice pages' });
      await user.click(screen.getByRole('button', { name: 'Download (xlsx)' }));
      // Every matching invoice goes through exceljs in jsdom: 7 s at load 6, past 10 s beside a whole CI run.
      expect(
        await screen.findByText(/^Saved ONE Invoices \d{8}\.xlsx\.$/, {}, { timeout: 30_000 }),
      ).toBeInTheDocument();
      expect(saved).toEqual([expect.stringMatching(/^ONE Invoices \d{8}\.xlsx$/)]);
    } finally {
      document.removeEventListener('click', captureDownload, true);
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  }, 60_000);

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(INVOICES_PATH), () => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'INTERNAL_ERROR', 'down')
          : HttpResponse.json({ invoices: [], totalCount: 0, page: 1, pageSize: 10 });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Your invoices could not be loaded.')).toBeInTheDocument();
    // The page says it inline, with its retry: no error popup on top. The error policy runs before the page renders
    // the failed query, so a popup would be asked for by now.
    expect(statusPopupStore.getState().popups).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your company has no invoices yet.')).toBeInTheDocument();
  });

  it('answers like any page behind a flag when e-finance is off for the user', async () => {
    server.use(relayHandler({ ...FLAG_RULES, eFinance: { kind: 'countries', countries: ['VN'] } }));
    renderWithProviders(<MyInvoicesRoute />, { route: '/e-finance/my-invoices' });
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My invoices' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import StatementOfAccountRoute from '@/app/routes/statement-of-account';
import { sessionStore } from '@/domain/session/session-store';
import { StatementPage } from '@/features/e-finance/components/statement-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { FLAG_RULES, relayHandler } from '../../../mocks/feature-flags/handlers';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

/*
 * The statement of account page against the mock carrier (docs/areas/e-finance.md "Statement of account"): the
 * shipper's statement, its balances adding up on the page, the URL holding currency and period, the period's check at
 * the field, the download, the flag.
 */

const routes = [
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/e-finance/invoices/:invoiceNumber', element: <h1>Invoice detail</h1> },
];

function renderPage(route = '/e-finance/statement') {
  return renderWithProviders(<StatementPage />, { loginGuard: true, route, path: '/e-finance/statement', routes });
}

/** An amount as shown ('USD 1,234.56', '₩1,234') as a number of major units. */
function amountOf(text: string | null): number {
  const negative = /[-−]/.test(text ?? '');
  const digits = (text ?? '').replace(/[^\d.]/g, '');
  return (negative ? -1 : 1) * Number(digits);
}

/** The value of the summary's fact named by `term`. */
function fact(term: RegExp): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('Statement of account', () => {
  it('sends an anonymous user to log in and back to the same statement', () => {
    sessionStore.getState().logOut();
    const { router } = renderPage('/e-finance/statement?currency=KRW&from=2026-01-01&to=2026-06-30');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/e-finance/statement?currency=KRW&from=2026-01-01&to=2026-06-30',
    );
  });

  it('shows the opening balance, the entries with running balances that add up, and the closing balance', async () => {
    renderPage('/e-finance/statement?currency=USD&from=2026-01-01&to=2026-11-30&pageSize=10');
    const table = await screen.findByRole('table', { name: 'Entries of the period' });
    expect(screen.getByRole('heading', { name: 'USD statement, 2026-01-01 to 2026-11-30' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    const opening = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(opening[0]).toHaveTextContent('Opening balance');
    expect(amountOf(opening.at(-1)?.textContent ?? null)).toBe(amountOf(fact(/^Opening balance on 2026-01-01/)));
    let balance = amountOf(fact(/^Opening balance on/));
    for (const row of rows.slice(1)) {
      const cells = within(row).getAllByRole('cell');
      const [debit, credit, shown] = cells.slice(-3).map((cell) => cell.textContent);
      balance = Math.round((balance + (debit ? amountOf(debit) : 0) - (credit ? amountOf(credit) : 0)) * 100) / 100;
      expect(amountOf(shown ?? null)).toBe(balance);
    }
    const firstInvoice = within(table).getAllByRole('link', { name: /^INV/ })[0];
    expect(firstInvoice).toHaveAttribute('href', expect.stringMatching(/^\/e-finance\/invoices\/INV/));
    const closing = amountOf(fact(/^Closing balance on 2026-11-30/));
    const debits = amountOf(fact(/^Invoices/));
    const credits = amountOf(fact(/^Payments and credit notes/));
    expect(Math.round((amountOf(fact(/^Opening balance on/)) + debits - credits) * 100) / 100).toBe(closing);
  });

  it('keeps the currency and period in the URL, and a reload shows the same statement', async () => {
    const { user, router, unmount } = renderPage();
    await screen.findByRole('table', { name: 'Entries of the period' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'KRW');
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '2026-03-01');
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '2026-08-31');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?currency=KRW&from=2026-03-01&to=2026-08-31');
    });
    expect(await screen.findByRole('heading', { name: 'KRW statement, 2026-03-01 to 2026-08-31' })).toBeInTheDocument();

    // A reload: the same address, a fresh page.
    const search = router.state.location.search;
    unmount();
    renderPage(`/e-finance/statement${search}`);
    expect(await screen.findByRole('heading', { name: 'KRW statement, 2026-03-01 to 2026-08-31' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('KRW');
    expect(screen.getByRole('textbox', { name: 'From' })).toHaveValue('2026-03-01');
  });

  it('refuses a period that ends before it starts, at "To", without searching', async () => {
    const { user, router } = renderPage('/e-finance/statement?currency=USD&from=2026-05-01&to=2026-06-30');
    await screen.findByRole('heading', { name: 'USD statement, 2026-05-01 to 2026-06-30' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Show statement' }));
    await waitFor(() => {
      expect(to).toHaveAccessibleDescription(/ends before it starts/);
    });
    await waitFor(() => {
      expect(to).toHaveFocus();
    });
    expect(router.state.location.search).toBe('?currency=USD&from=2026-05-01&to=2026-06-30');
  });

  it('downloads the whole statement as ONE Statement <currency> <from> <to>.xlsx', async () => {
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
      const { user } = renderPage('/e-finance/statement?currency=USD&from=2026-09-01&to=2026-11-30');
      await screen.findByRole('table', { name: 'Entries of the period' });
      await user.click(screen.getByRole('button', { name: 'Download (xlsx)' }));
      expect(
        await screen.findByText('Saved ONE Statement USD 2026-09-01 2026-11-30.xlsx.', {}, { timeout: 30_000 }),
      ).toBeInTheDocument();
      expect(saved).toEqual(['ONE Statement USD 2026-09-01 2026-11-30.xlsx']);
    } finally {
      document.removeEventListener('click', captureDownload, true);
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  }, 60_000);

  it('shows "not available" where e-finance is off, at the address itself', async () => {
    server.use(relayHandler({ ...FLAG_RULES, eFinance: { kind: 'countries', countries: ['VN'] } }));
    renderWithProviders(<StatementOfAccountRoute />, { route: '/e-finance/statement' });
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Statement of account' })).not.toBeInTheDocument();
  });
});

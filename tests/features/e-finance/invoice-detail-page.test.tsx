import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { InvoiceDetailPage } from '@/features/e-finance/components/invoice-detail-page';
import { InvoicesPage } from '@/features/e-finance/components/invoices-page';
import { statusPopupStore } from '@/lib/status-popup-store';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { createInvoice, fakeInvoiceBackend } from './invoice-fixtures';

function renderDetail(invoiceNumber: string) {
  return renderWithProviders(<InvoiceDetailPage />, {
    loginGuard: true,
    route: `/e-finance/invoices/${invoiceNumber}`,
    path: '/e-finance/invoices/:invoiceNumber',
    routes: [{ path: '/e-finance/my-invoices', element: <p>my invoices page</p> }],
  });
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

/** A shown amount ('$3,966.96', '₩370,000') as its currency mark and its value in minor units. */
function readAmount(text: string | null): [string, number] {
  const shown = text ?? '';
  return [shown.replace(/[\d.,\s-]/g, ''), Number(shown.replace(/[^\d-]/g, ''))];
}

describe('invoice detail', () => {
  it("shows a carrier invoice opened from the list, its lines adding up to each currency's subtotal", async () => {
    const { user } = renderWithProviders(<InvoicesPage />, {
      loginGuard: true,
      route: '/e-finance/my-invoices',
      routes: [{ path: '/e-finance/invoices/:invoiceNumber', element: <InvoiceDetailPage /> }],
    });
    const table = await screen.findByRole('table', { name: "Your company's invoices" });
    const link = within(within(table).getAllByRole('row')[1]!).getByRole('link');
    const invoiceNumber = link.textContent;
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Charges of the invoice' });
    const [body, foot] = within(lines).getAllByRole('rowgroup').slice(1);
    const sums = new Map<string, number>();
    for (const row of within(body!).getAllByRole('row')) {
      const [mark, minor] = readAmount(within(row).getAllByRole('cell')[3]!.textContent);
      sums.set(mark, (sums.get(mark) ?? 0) + minor);
    }
    const subtotals = within(foot!)
      .getAllByRole('row')
      .map((row) => readAmount(within(row).getByRole('cell', { name: /\d/ }).textContent));
    expect(new Map(subtotals)).toEqual(sums);
  });

  it('shows the header facts, the lines with translated charge names, subtotals per currency, rates and amounts', async () => {
    server.use(...fakeInvoiceBackend([createInvoice({ quotationReference: 'Q2611000123' })]));
    renderDetail('INVKR2600012345');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INVKR2600012345' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Invoice details' });
    for (const text of ['ONEYPUSA12345600', 'PUSA12345600', 'Q2611000123', 'Busan (KRPUS)', 'ONE HAMBURG 021W']) {
      expect(within(facts).getByText(text)).toBeInTheDocument();
    }
    const lines = screen.getByRole('table', { name: 'Charges of the invoice' });
    const freight = within(lines).getByRole('row', { name: /^Ocean Freight/ });
    expect(
      within(freight)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Per container', '2', '$1,500.00', '$3,000.00', 'PRE']);
    expect(within(lines).getByRole('row', { name: /^Origin Terminal Handling Charge/ })).toHaveTextContent('₩370,000');
    expect(within(lines).getByRole('row', { name: /Subtotal USD/ })).toHaveTextContent('$3,700.00');
    expect(within(lines).getByRole('row', { name: /Subtotal KRW/ })).toHaveTextContent('₩370,000');
    expect(screen.getByText('1 KRW = 0.00072150 USD (rate of 2026-11-20)')).toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(amounts).toHaveTextContent('Total (USD)$3,966.96Paid$0.00Open$3,966.96');
    expect(screen.getByRole('link', { name: 'Print / Save as PDF' })).toHaveAttribute(
      'href',
      '/print/invoice?invoiceNumber=INVKR2600012345',
    );
  });

  it('shows the part under dispute and what is due now without it', async () => {
    server.use(
      ...fakeInvoiceBackend([createInvoice({ status: 'DISPUTED', disputed: { amount: 96696, currency: 'USD' } })]),
    );
    renderDetail('INVKR2600012345');
    const amounts = await screen.findByRole('region', { name: 'Amounts' });
    expect(amounts).toHaveTextContent(
      'Open$3,966.96Under dispute$966.96Due now (without the part under dispute)$3,000.00',
    );
  });

  it("says an invoice that is not the company's is not found, without naming it", async () => {
    server.use(...fakeInvoiceBackend([createInvoice()]));
    const { user } = renderDetail('INVKR2699999999');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    // The page says it inline, with no error popup on top (the error policy runs before the page renders the
    // failed query, so a popup would be asked for by now).
    expect(statusPopupStore.getState().popups).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to my invoices' }));
    expect(await screen.findByText('my invoices page')).toBeInTheDocument();
  });

  it('says a malformed invoice number is not found', async () => {
    renderDetail('NOT-AN-INVOICE');
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  });
});

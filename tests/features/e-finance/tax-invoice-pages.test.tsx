import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import TaxInvoiceDetailRoute from '@/app/routes/tax-invoice-detail';
import TaxInvoicesRoute from '@/app/routes/tax-invoices';
import { sessionStore } from '@/domain/session/session-store';
import { TaxInvoiceDetailPage } from '@/features/e-finance/components/tax-invoice-detail-page';
import { TaxInvoicePrintPage } from '@/features/e-finance/components/tax-invoice-print-page';
import { TaxInvoicesPage } from '@/features/e-finance/components/tax-invoices-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';

afterEach(() => {
  sessionStore.getState().logOut();
  vi.restoreAllMocks();
});

const DETAIL = '/e-finance/tax-invoices/:taxInvoiceId';
const LOGIN = { path: '/login', element: <h1>Login page</h1> };

/** The integer a formatted amount shows ('₩1,234,567' -> 1234567, '₹12,345.60' -> 1234560). */
const minorUnits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The value of a ruled box of the document by its label. */
function boxValue(root: HTMLElement, label: string): string | null {
  const heading = within(root).getByRole('heading', { name: label, level: 3 });
  return heading.nextElementSibling?.textContent ?? null;
}

/** Opens the first tax invoice of the list as the logged-in user; returns its invoice number. */
async function openFirst(): Promise<string> {
  const { user } = renderWithProviders(<TaxInvoicesPage />, {
    loginGuard: true,
    route: '/e-finance/tax-invoices',
    routes: [LOGIN, { path: DETAIL, element: <TaxInvoiceDetailPage /> }],
  });
  const table = await screen.findByRole('table', { name: 'Tax invoices of your company' });
  const [link] = within(table).getAllByRole('link');
  if (!link) throw new Error('no tax invoice');
  const number = link.textContent;
  await user.click(link);
  await screen.findByRole('heading', { name: `Tax invoice for ${number}`, level: 1 });
  return number;
}

describe('tax invoices (KR)', () => {
  it('lists the company’s e-tax invoices and opens one with both registration numbers and supply value + VAT = total', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const number = await openFirst();
    expect(number).toMatch(/^INVKR/);
    await screen.findByRole('heading', { name: 'Electronic tax invoice', level: 2 });
    const page = screen.getByRole('region', { name: `Tax invoice for ${number}` });
    const numbers = within(page).getAllByText(/^\d{3}-\d{2}-\d{5}$/);
    expect(new Set(numbers.map((node) => node.textContent)).size).toBe(2);
    const supply = minorUnits(boxValue(page, 'Supply value'));
    const vat = minorUnits(boxValue(page, 'VAT'));
    expect(supply + vat).toBe(minorUnits(boxValue(page, 'Total amount')));
    expect(within(page).getByText('Hanil Electronics Co., Ltd.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print / Save as PDF' })).toHaveAttribute(
      'href',
      expect.stringContaining('/print/tax-invoice?taxInvoiceId=TXKR'),
    );
  });

  it('prints the document with its number', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const number = await openFirst();
    const id = `TX${number.slice(3)}`;
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<TaxInvoicePrintPage />, {
      loginGuard: true,
      route: `/print/tax-invoice?taxInvoiceId=${id}`,
      path: '/print/tax-invoice',
      routes: [LOGIN],
    });
    const paper = await screen.findByRole('article', { name: `Tax invoice for ${number} to print` });
    expect(within(paper).getAllByText(number).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says an id that is not among the tax invoices is not found', async () => {
    await logIn(DEMO_LOGINS.shipper);
    renderWithProviders(<TaxInvoiceDetailPage />, {
      loginGuard: true,
      route: '/e-finance/tax-invoices/TXKR0000000001',
      path: DETAIL,
    });
    expect(await screen.findByRole('heading', { name: 'Tax invoice not found' })).toBeInTheDocument();
  });
});

describe('tax invoices (IN)', () => {
  it('shows a GST e-invoice with IRN, both GSTINs, CGST and SGST and the signed QR code', async () => {
    await logIn(DEMO_LOGINS.india);
    const number = await openFirst();
    expect(number).toMatch(/^INVIN/);
    await screen.findByRole('heading', { name: 'Tax invoice (GST e-invoice)', level: 2 });
    const page = screen.getByRole('region', { name: `Tax invoice for ${number}` });
    expect(within(page).getByText(/^[0-9a-f]{64}$/)).toBeInTheDocument();
    expect(within(page).getAllByText(/^\d{2}[A-Z]{5}\d{4}[A-Z]\wZ\w$/)).toHaveLength(2);
    expect(boxValue(page, 'CGST')).toBe(boxValue(page, 'SGST'));
    expect(await within(page).findByRole('img', { name: `Signed QR code of e-invoice ${number}` })).toBeInTheDocument();
  });
});

describe('the flag gates the pages', () => {
  it('answers a user whose country has no tax invoice like any page behind a flag, list and document', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    renderWithProviders(<TaxInvoicesRoute />, { route: '/e-finance/tax-invoices' });
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tax invoices' })).not.toBeInTheDocument();
  });

  it('answers the same at a document address', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    renderWithProviders(<TaxInvoiceDetailRoute />, { route: '/e-finance/tax-invoices/TXKR6500000042', path: DETAIL });
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeInTheDocument();
  });
});

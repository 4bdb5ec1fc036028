import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { InvoicePrintPage } from '@/features/e-finance/components/invoice-print-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';
import { createInvoice, fakeInvoiceBackend } from './invoice-fixtures';

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
  vi.restoreAllMocks();
});

describe('invoice print page', () => {
  it('shows the invoice as a document with its number, B/L, payer, lines and total, and prints it', async () => {
    server.use(...fakeInvoiceBackend([createInvoice()]));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<InvoicePrintPage />, {
      loginGuard: true,
      route: '/print/invoice?invoiceNumber=INVKR2600012345',
      path: '/print/invoice',
    });
    const document = await screen.findByRole('article', { name: 'Invoice INVKR2600012345 to print' });
    for (const text of [
      'INVKR2600012345',
      'ONEYPUSA12345600',
      'Hanil Electronics Co., Ltd.\n15 Teheran-ro\nSeoul 06164',
    ]) {
      expect(within(document).getByText(text, { normalizer: (value) => value })).toBeInTheDocument();
    }
    expect(within(document).getByRole('row', { name: /^OFT Ocean Freight/ })).toHaveTextContent('$3,000.00');
    expect(document).toHaveTextContent('Total (USD)$3,966.96');
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says a number that is not among the invoices is not found', async () => {
    server.use(...fakeInvoiceBackend([createInvoice()]));
    renderWithProviders(<InvoicePrintPage />, {
      loginGuard: true,
      route: '/print/invoice?invoiceNumber=INVKR2600000001',
      path: '/print/invoice',
    });
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { formatMoney } from '@/domain/money/money';
import { sessionStore } from '@/domain/session/session-store';
import { CreditNoteDetailPage } from '@/features/e-finance/components/credit-note-detail-page';
import { CreditNotesPage } from '@/features/e-finance/components/credit-notes-page';
import { InvoiceDetailPage } from '@/features/e-finance/components/invoice-detail-page';
import { NewPaymentPage } from '@/features/e-finance/components/new-payment-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS, DEMO_USERS } from '../../../mocks/auth/demo-users';
import { issuedCreditNotesOf } from '../../../mocks/e-finance/credit-note-store';
import { storeDispute } from '../../../mocks/e-finance/dispute-store';
import { listInvoices } from '../../../mocks/e-finance/invoice-list';
import { findInvoice } from '../../../mocks/e-finance/invoice-store';
import { renderWithProviders } from '../../render';

afterEach(() => {
  sessionStore.getState().logOut();
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
});

const DETAIL = { path: '/e-finance/credit-notes/:creditNoteNumber', element: <CreditNoteDetailPage /> };

describe('credit notes list', () => {
  it('lists the company’s credit notes newest first, filters by status in the URL, and opens one', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    const newest = issuedCreditNotesOf(DEMO_USERS.forwarder.user.userId, Date.now()).at(-1);
    if (!newest) throw new Error('The forwarder needs an amendment credit note');
    const { user, router } = renderWithProviders(<CreditNotesPage />, {
      loginGuard: true,
      route: '/e-finance/credit-notes',
      routes: [DETAIL],
    });
    const table = await screen.findByRole('table', { name: 'Credit notes of your company' });
    const [firstRow] = within(table).getAllByRole('rowheader');
    expect(firstRow).toHaveTextContent(newest.creditNoteNumber);
    expect(within(table).getAllByText('Amendment').length).toBeGreaterThan(0);
    expect(within(table).getByRole('link', { name: newest.invoiceNumber })).toHaveAttribute(
      'href',
      `/e-finance/invoices/${newest.invoiceNumber}`,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'APPLIED');
    expect(await screen.findByText('No credit notes match these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=APPLIED');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    const again = await screen.findByRole('table', { name: 'Credit notes of your company' });
    await user.click(within(again).getByRole('link', { name: newest.creditNoteNumber }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Credit note ${newest.creditNoteNumber}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('No payment has applied this credit note yet.')).toBeInTheDocument();
    expect(screen.getByText(/^Amendment: .+ lowered$/)).toBeInTheDocument();
  });

  it('shows an invoice’s credit notes under its amounts, linked', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    const newest = issuedCreditNotesOf(DEMO_USERS.forwarder.user.userId, Date.now()).at(-1);
    if (!newest) throw new Error('The forwarder needs an amendment credit note');
    renderWithProviders(<InvoiceDetailPage />, {
      loginGuard: true,
      route: `/e-finance/invoices/${newest.invoiceNumber}`,
      path: '/e-finance/invoices/:invoiceNumber',
    });
    const list = await screen.findByRole('list', { name: 'Credit notes' });
    expect(within(list).getByRole('link', { name: newest.creditNoteNumber })).toHaveAttribute(
      'href',
      `/e-finance/credit-notes/${newest.creditNoteNumber}`,
    );
  });

  it('says not found for a number that is not the company’s, without naming it', async () => {
    await logIn(DEMO_LOGINS.shipper);
    renderWithProviders(<CreditNoteDetailPage />, {
      loginGuard: true,
      route: '/e-finance/credit-notes/CN9999999',
      path: DETAIL.path,
    });
    expect(await screen.findByRole('heading', { name: 'Credit note not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Credit note$/);
  });
});

describe('payment review with a credit note', () => {
  it('shows the credit note that applies first and what the card then pays', async () => {
    await logIn(DEMO_LOGINS.us);
    publishFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, payment: true });
    const { userId, customerCode } = DEMO_USERS.us.user;
    const nowMs = Date.now();
    const [row] = listInvoices(
      userId,
      { status: ['OPEN'], currency: 'USD', sort: '-issueDate', page: 1, pageSize: 10 },
      nowMs,
    ).invoices;
    const invoice = row && findInvoice(userId, row.invoiceNumber, nowMs);
    const line = invoice?.charges.find((charge) => charge.amount.currency === 'USD');
    if (!invoice || !line) throw new Error('The US payer needs an open USD invoice with a USD line');
    // A dispute of that line, submitted 20 minutes ago: DSP0000001 is accepted 8 minutes after it is submitted.
    storeDispute(customerCode, {
      userId,
      idempotencyKey: 'page-test',
      submittedMs: nowMs - 20 * 60_000,
      reason: 'INCORRECT_RATE',
      comment: '',
      attachments: [],
      items: [
        {
          invoiceNumber: invoice.invoiceNumber,
          lineNumber: 1 + invoice.charges.indexOf(line),
          disputedAmount: line.amount,
          chargeCode: line.chargeCode,
          chargeName: line.chargeName,
          lineAmount: line.amount,
          inInvoiceCurrency: line.amount,
        },
      ],
    });
    renderWithProviders(<NewPaymentPage />, {
      loginGuard: true,
      route: `/e-finance/payment/new?invoices=${invoice.invoiceNumber}`,
      path: '/e-finance/payment/new',
    });
    const credits = await screen.findByRole('table', { name: 'Credit notes applied first' });
    const applied = Math.min(line.amount.amount, invoice.open.amount);
    expect(within(credits).getByRole('rowheader')).toHaveTextContent('CN0000001');
    expect(within(credits).getByRole('cell')).toHaveTextContent(formatMoney(line.amount, 'en').replace(/\s/g, ' '));
    const card = formatMoney({ amount: invoice.open.amount - applied, currency: 'USD' }, 'en');
    expect(screen.getByText(`The card pays: ${card}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});

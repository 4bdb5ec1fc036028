import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DISPUTE_ATTACHMENT_MAX_BYTES } from '@/config/limits';
import { sessionStore } from '@/domain/session/session-store';
import { createDispute } from '@/features/e-finance/api/disputes-api';
import { DisputeDetailPage } from '@/features/e-finance/components/dispute-detail-page';
import { InvoiceDetailPage } from '@/features/e-finance/components/invoice-detail-page';
import { NewDisputePage } from '@/features/e-finance/components/new-dispute-page';
import { DISPUTE_DRAFT_KEY, type DraftItem } from '@/features/e-finance/utils/dispute-draft';
import { writeDraft } from '@/lib/draft-storage';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { listInvoices } from '../../../mocks/e-finance/invoice-list';
import { findInvoice } from '../../../mocks/e-finance/invoice-store';
import { renderWithProviders } from '../../render';

const SHIPPER = DEMO_USERS.shipper.user.userId;

/** An open invoice of the shipper's company with at least two lines, from the mock carrier. */
function openInvoice() {
  const rows = listInvoices(
    SHIPPER,
    { status: ['OPEN'], sort: '-issueDate', page: 1, pageSize: 50 },
    Date.now(),
  ).invoices;
  for (const row of rows) {
    const invoice = findInvoice(SHIPPER, row.invoiceNumber, Date.now());
    if (invoice && invoice.charges.length >= 2) return invoice;
  }
  throw new Error('No open invoice with two lines');
}

function renderInvoice(invoiceNumber: string) {
  return renderWithProviders(<InvoiceDetailPage />, {
    loginGuard: true,
    route: `/e-finance/invoices/${invoiceNumber}`,
    path: '/e-finance/invoices/:invoiceNumber',
    routes: [
      { path: '/e-finance/disputes/new', element: <NewDisputePage /> },
      { path: '/e-finance/disputes/:disputeId', element: <DisputeDetailPage /> },
    ],
  });
}

function renderForm() {
  return renderWithProviders(<NewDisputePage />, {
    loginGuard: true,
    route: '/e-finance/disputes/new',
    routes: [{ path: '/e-finance/disputes/:disputeId', element: <DisputeDetailPage /> }],
  });
}

/** A draft of `count` items of the invoice's first line (the form only counts them). */
function seedDraft(count: number) {
  const invoice = openInvoice();
  const line = invoice.charges[0]!;
  const items: DraftItem[] = Array.from({ length: count }, (_, index) => ({
    invoiceNumber: invoice.invoiceNumber,
    lineNumber: index + 100,
    chargeCode: line.chargeCode,
    chargeName: line.chargeName,
    amount: line.amount,
    disputedAmount: '1',
  }));
  writeDraft(DISPUTE_DRAFT_KEY, { items, reason: 'INCORRECT_RATE', comment: '', idempotencyKey: null });
  return invoice;
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('invoice disputes', () => {
  it('disputes two lines of an invoice and lands on the submitted dispute', async () => {
    const invoice = openInvoice();
    const { user } = renderInvoice(invoice.invoiceNumber);
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    await user.click(screen.getByRole('checkbox', { name: /^Dispute line 1:/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Dispute line 2:/ }));
    await user.click(screen.getByRole('button', { name: 'Add 2 lines to dispute' }));
    const items = await screen.findByRole('table', { name: 'Disputed lines' });
    expect(within(items).getAllByRole('row')).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: /Reason/ }), 'INCORRECT_RATE');
    const pdf = new File(['%PDF-1.4 small'], 'rate.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Attachments'), pdf);
    expect(await screen.findByText(/rate\.pdf \(\d+ Bytes\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit dispute' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Dispute DSP\d{7}$/ })).toBeInTheDocument();
    expect(screen.getByText('Submitted', { selector: 'dd span' })).toBeInTheDocument();
  }, 60_000);

  it('refuses the 51st item at the lines of an invoice', async () => {
    const invoice = seedDraft(50);
    const { user } = renderInvoice(invoice.invoiceNumber);
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    await user.click(screen.getByRole('checkbox', { name: /^Dispute line 2:/ }));
    await user.click(screen.getByRole('button', { name: 'Add 1 line to dispute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A dispute holds at most 50 lines.');
  }, 60_000);

  it('refuses a draft of 51 items at the field on submit', async () => {
    seedDraft(51);
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Submit dispute' }));
    expect(await screen.findByText(/A dispute holds at most 50 lines\./)).toBeInTheDocument();
  }, 60_000);

  it('refuses an attachment of another type or over 10 MB at the field', async () => {
    seedDraft(1);
    renderForm();
    const input = await screen.findByLabelText('Attachments');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.exe')] } });
    expect(await screen.findByText(/notes\.exe cannot be attached/)).toBeInTheDocument();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: DISPUTE_ATTACHMENT_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('scan.pdf is too big: at most 10 MB per file.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  }, 60_000);

  it('shows the carrier moving an open dispute on without a reload (the polling policy)', async () => {
    // Only Date is faked, so the mock's clock can jump past its 60 s review step while timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const invoice = openInvoice();
      const line = invoice.charges[0]!;
      const dispute = await createDispute(
        {
          items: [{ invoiceNumber: invoice.invoiceNumber, lineNumber: 1, disputedAmount: line.amount }],
          reason: 'INCORRECT_RATE',
          comment: '',
          attachments: [],
        },
        'polling-test-key',
      );
      renderWithProviders(<DisputeDetailPage />, {
        loginGuard: true,
        route: `/e-finance/disputes/${dispute.disputeId}`,
        path: '/e-finance/disputes/:disputeId',
      });
      expect(await screen.findByText('Submitted', { selector: 'dd span' })).toBeInTheDocument();
      vi.setSystemTime(Date.now() + 61_000);
      // The next refetch is due 2 s after the page's first answer (docs/time-polling.md).
      expect(await screen.findByText('Under review', { selector: 'dd span' }, { timeout: 10_000 })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});

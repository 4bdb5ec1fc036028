import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_FEATURE_FLAGS } from '@/config/feature-flags';
import { IDEMPOTENCY_KEY_HEADER } from '@/domain/booking/booking-contract';
import { publishFeatureFlags } from '@/domain/feature-flag/feature-flags';
import { LOST_ANSWER_PENDING_MS, LOST_ANSWER_TEST_CARD } from '@/domain/invoice/payment-contract';
import { sessionStore } from '@/domain/session/session-store';
import { createPayment, submitCard, submitChallenge } from '@/features/e-finance/api/payments-api';
import { InvoicesPage } from '@/features/e-finance/components/invoices-page';
import { NewPaymentPage } from '@/features/e-finance/components/new-payment-page';
import { PaymentDetailPage } from '@/features/e-finance/components/payment-detail-page';
import { PaymentGatewayPage } from '@/features/e-finance/components/payment-gateway-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS, DEMO_USERS } from '../../../mocks/auth/demo-users';
import { listInvoices } from '../../../mocks/e-finance/invoice-list';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

const US_PAYER = DEMO_USERS.us.user.userId;

/** The US payer's open USD invoices, newest first (the mock carrier's own list). */
function openUsdInvoices() {
  return listInvoices(
    US_PAYER,
    { status: ['OPEN'], currency: 'USD', sort: '-issueDate', page: 1, pageSize: 50 },
    Date.now(),
  ).invoices;
}

/** Every request the mock backend receives from now on, as 'METHOD path' with its Idempotency-Key. */
function recordRequests() {
  const requests: { call: string; key: string | null }[] = [];
  const listener = ({ request }: { request: Request }) => {
    requests.push({
      call: `${request.method} ${new URL(request.url).pathname}`,
      key: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    });
  };
  server.events.on('request:start', listener);
  return {
    requests,
    stop: () => {
      server.events.removeListener('request:start', listener);
    },
  };
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.us);
});

afterEach(() => {
  sessionStore.getState().logOut();
  publishFeatureFlags(DEFAULT_FEATURE_FLAGS);
  vi.useRealTimers();
});

describe('online payment: My invoices', () => {
  it('puts a checkbox on each open invoice and links the picked ones to the review', async () => {
    publishFeatureFlags({ ...DEFAULT_FEATURE_FLAGS, payment: true });
    const [first, second] = openUsdInvoices();
    if (!first || !second) throw new Error('The US payer needs two open USD invoices');
    const { user } = renderWithProviders(<InvoicesPage />, {
      loginGuard: true,
      route: '/e-finance/my-invoices?status=OPEN&currency=USD',
      path: '/e-finance/my-invoices',
    });
    await user.click(await screen.findByRole('checkbox', { name: `Select invoice ${first.invoiceNumber}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select invoice ${second.invoiceNumber}` }));
    const bar = await screen.findByRole('group', { name: 'Invoices selected for payment' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 invoices selected');
    expect(within(bar).getByRole('link', { name: 'Pay selected (2)' })).toHaveAttribute(
      'href',
      `/e-finance/payment/new?invoices=${first.invoiceNumber}%2C${second.invoiceNumber}`,
    );
  });
});

describe('online payment: review and gateway', () => {
  it('a double click on Pay posts one payment with one Idempotency-Key and opens the test gateway', async () => {
    const invoices = openUsdInvoices().slice(0, 3);
    expect(invoices).toHaveLength(3);
    const numbers = invoices.map((invoice) => invoice.invoiceNumber).join(',');
    const recorder = recordRequests();
    const { user } = renderWithProviders(<NewPaymentPage />, {
      loginGuard: true,
      route: `/e-finance/payment/new?invoices=${numbers}`,
      path: '/e-finance/payment/new',
      routes: [{ path: '/e-finance/payment-gateway/:paymentId', element: <PaymentGatewayPage /> }],
    });
    const table = await screen.findByRole('table', { name: 'Invoices to pay' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([...invoices.map((invoice) => invoice.invoiceNumber), 'Total']);
    // Pay waits for the credit note check: the amount reviewed is what the card pays after them.
    expect(await screen.findByText(/^The card pays: /)).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Test payment gateway')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    recorder.stop();
    const posts = recorder.requests.filter((entry) => /^POST .*\/v1\/payments$/.test(entry.call));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows card errors at the fields (Luhn), then the challenge', async () => {
    const [invoice] = openUsdInvoices();
    if (!invoice) throw new Error('The US payer needs an open USD invoice');
    const payment = await createPayment({ invoiceNumbers: [invoice.invoiceNumber], currency: 'USD' }, 'key-card');
    const { user } = renderWithProviders(<PaymentGatewayPage />, {
      loginGuard: true,
      route: `/e-finance/payment-gateway/${payment.paymentId}`,
      path: '/e-finance/payment-gateway/:paymentId',
    });
    await user.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4241');
    await user.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/30');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /Name on the card/ }), 'Emily Carter');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      /Enter a valid card number/,
    );
    const number = screen.getByRole('textbox', { name: /Card number/ });
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm the payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });
});

describe('online payment: result', () => {
  it('shows a payment whose answer was lost as being checked and settles it by GET, never posting again', async () => {
    const [invoice] = openUsdInvoices();
    if (!invoice) throw new Error('The US payer needs an open USD invoice');
    const payment = await createPayment({ invoiceNumbers: [invoice.invoiceNumber], currency: 'USD' }, 'key-lost');
    await submitCard(payment.paymentId, {
      cardNumber: LOST_ANSWER_TEST_CARD,
      expiry: '12/30',
      cvc: '123',
      holderName: 'Emily Carter',
    });
    await expect(submitChallenge(payment.paymentId, 'ACCEPT')).rejects.toBeTruthy();
    vi.useFakeTimers({ toFake: ['Date'] });
    const recorder = recordRequests();
    renderWithProviders(<PaymentDetailPage />, {
      loginGuard: true,
      route: `/e-finance/payments/${payment.paymentId}`,
      path: '/e-finance/payments/:paymentId',
    });
    expect(
      await screen.findByRole('heading', { name: `Payment ${payment.paymentId} being checked` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Do not pay again');
    // The gateway's answer reaches the carrier meanwhile; the page's next poll (2 s later) sees it.
    vi.setSystemTime(Date.now() + LOST_ANSWER_PENDING_MS);
    expect(
      await screen.findByRole('heading', { name: `Payment ${payment.paymentId} received` }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print / Save as PDF' })).toBeInTheDocument();
    recorder.stop();
    const calls = recorder.requests.map((entry) => entry.call);
    expect(calls.filter((call) => call.startsWith('POST') && /\/v1\/payment/.test(call))).toEqual([]);
    const polls = calls.filter((call) => call.startsWith('GET') && call.endsWith(`/v1/payments/${payment.paymentId}`));
    expect(polls.length).toBeGreaterThanOrEqual(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { createDispute } from '@/features/e-finance/api/disputes-api';
import { createPayment, submitCard, submitChallenge } from '@/features/e-finance/api/payments-api';
import { DisputeDetailPage } from '@/features/e-finance/components/dispute-detail-page';
import { NewDisputePage } from '@/features/e-finance/components/new-dispute-page';
import { PaymentDetailPage } from '@/features/e-finance/components/payment-detail-page';
import type { SurveySlot } from '@/features/e-finance/components/survey-offer';
import { DISPUTE_DRAFT_KEY } from '@/features/e-finance/utils/dispute-draft';
import {
  EFINANCE_SURVEY_CODE,
  JUST_SUBMITTED_STATE,
  SURVEY_OFFER_KEY_PREFIX,
} from '@/features/e-finance/utils/survey-offer';
import { SurveyForm } from '@/features/survey/components/survey-form';
import { writeDraft } from '@/lib/draft-storage';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS, DEMO_USERS } from '../../../mocks/auth/demo-users';
import { listInvoices } from '../../../mocks/e-finance/invoice-list';
import { findInvoice } from '../../../mocks/e-finance/invoice-store';
import { RECEIVED } from '../../../mocks/surveys/handlers';
import { renderWithProviders } from '../../render';

/*
 * The e-finance survey (docs/areas/e-finance.md "Survey after use"), as the routes compose it (app/routes/
 * payment-detail.tsx, dispute-detail.tsx): offered once under a succeeded payment's receipt, not on a declined one,
 * not again within the runtime setting's interval (the default, 2,592,000 minutes); on a dispute right after it was
 * submitted, not when it is opened later.
 */

const US_PAYER = DEMO_USERS.us.user.userId;
const survey: SurveySlot = (onSent) => <SurveyForm code={EFINANCE_SURVEY_CODE} onSent={onSent} />;

/** A payment of the US payer's `index`-th open USD invoice, ended by the test gateway's `decision`. */
async function endedPayment(index: number, decision: 'ACCEPT' | 'DECLINE'): Promise<string> {
  const invoice = listInvoices(
    US_PAYER,
    { status: ['OPEN'], currency: 'USD', sort: '-issueDate', page: 1, pageSize: 50 },
    Date.now(),
  ).invoices[index];
  if (!invoice) throw new Error('The US payer needs open USD invoices');
  const payment = await createPayment(
    { invoiceNumbers: [invoice.invoiceNumber], currency: 'USD' },
    `key-survey-${index}`,
  );
  await submitCard(payment.paymentId, {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
    holderName: 'Emily Carter',
  });
  await submitChallenge(payment.paymentId, decision);
  return payment.paymentId;
}

/** The payment's page as the payment steps land on it (`justPaid`), or as the payment history opens it later. */
function renderPayment(paymentId: string, justPaid = true) {
  return renderWithProviders(<PaymentDetailPage survey={survey} />, {
    loginGuard: true,
    route: `/e-finance/payments/${paymentId}`,
    path: '/e-finance/payments/:paymentId',
    ...(justPaid ? { state: JUST_SUBMITTED_STATE } : {}),
  });
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.us);
});

afterEach(() => {
  sessionStore.getState().logOut();
  RECEIVED.clear();
});

describe('e-finance survey after a payment', () => {
  it('is offered under the receipt once, answered there, and not offered again for the next payment', async () => {
    const first = await endedPayment(0, 'ACCEPT');
    const view = renderPayment(first);
    const offer = await screen.findByRole('region', { name: 'Tell us how it went' });
    // The receipt stays whole and printable above it; the offer stays off paper.
    expect(screen.getByRole('article', { name: `Payment receipt ${first}` })).toBeInTheDocument();
    expect(offer).toHaveClass('no-print');
    expect(localStorage.getItem(`${SURVEY_OFFER_KEY_PREFIX}${US_PAYER}`)).toMatch(/^\d+$/);
    const { user } = view;
    const form = await within(offer).findByRole('region', { name: 'How was paying or disputing invoices online?' });
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.click(within(form).getByRole('radio', { name: 'Yes' }));
    await user.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(offer).findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(within(offer).queryByRole('button', { name: 'No thanks' })).not.toBeInTheDocument();
    expect(RECEIVED.get(EFINANCE_SURVEY_CODE)).toEqual([
      [
        { questionId: 'Q1', value: '4' },
        { questionId: 'Q2', value: 'Y' },
      ],
    ]);
    view.unmount();

    // Another payment within the interval: the receipt, no offer.
    const second = await endedPayment(1, 'ACCEPT');
    renderPayment(second);
    expect(await screen.findByRole('article', { name: `Payment receipt ${second}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tell us how it went' })).not.toBeInTheDocument();
  });

  it('is not offered when the payment was declined, and "No thanks" hides it, the focus on the heading', async () => {
    const declined = await endedPayment(0, 'DECLINE');
    const view = renderPayment(declined);
    expect(await screen.findByRole('heading', { level: 1, name: `Payment ${declined} declined` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tell us how it went' })).not.toBeInTheDocument();
    expect(localStorage.getItem(`${SURVEY_OFFER_KEY_PREFIX}${US_PAYER}`)).toBeNull();
    view.unmount();

    const paid = await endedPayment(1, 'ACCEPT');
    const { user } = renderPayment(paid);
    const offer = await screen.findByRole('region', { name: 'Tell us how it went' });
    await user.click(within(offer).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Tell us how it went' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { level: 1, name: `Payment ${paid} received` })).toHaveFocus();
  });

  it('is not offered under a receipt opened later from the payment history', async () => {
    const paid = await endedPayment(0, 'ACCEPT');
    renderPayment(paid, false);
    expect(await screen.findByRole('article', { name: `Payment receipt ${paid}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tell us how it went' })).not.toBeInTheDocument();
    expect(localStorage.getItem(`${SURVEY_OFFER_KEY_PREFIX}${US_PAYER}`)).toBeNull();
  });
});

/** The US payer's first open invoice with its first line (the dispute's item). */
function disputedLine() {
  const row = listInvoices(US_PAYER, { status: ['OPEN'], sort: '-issueDate', page: 1, pageSize: 10 }, Date.now())
    .invoices[0];
  const invoice = row ? findInvoice(US_PAYER, row.invoiceNumber, Date.now()) : undefined;
  const line = invoice?.charges[0];
  if (!invoice || !line) throw new Error('The US payer needs an open invoice');
  return { invoice, line };
}

describe('e-finance survey after a dispute', () => {
  it('is offered on the dispute right after it was submitted', async () => {
    const { invoice, line } = disputedLine();
    writeDraft(DISPUTE_DRAFT_KEY, {
      items: [
        {
          invoiceNumber: invoice.invoiceNumber,
          lineNumber: 1,
          chargeCode: line.chargeCode,
          chargeName: line.chargeName,
          amount: line.amount,
          disputedAmount: '1',
        },
      ],
      reason: 'INCORRECT_RATE',
      comment: '',
      idempotencyKey: null,
    });
    const { user } = renderWithProviders(<NewDisputePage />, {
      loginGuard: true,
      route: '/e-finance/disputes/new',
      routes: [{ path: '/e-finance/disputes/:disputeId', element: <DisputeDetailPage survey={survey} /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Submit dispute' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Dispute DSP\d{7}$/ })).toBeInTheDocument();
    const offer = await screen.findByRole('region', { name: 'Tell us how it went' });
    expect(
      await within(offer).findByRole('region', { name: 'How was paying or disputing invoices online?' }),
    ).toBeInTheDocument();
  }, 60_000);

  it('is not offered on a dispute opened later', async () => {
    const { invoice, line } = disputedLine();
    const dispute = await createDispute(
      {
        items: [{ invoiceNumber: invoice.invoiceNumber, lineNumber: 1, disputedAmount: line.amount }],
        reason: 'INCORRECT_RATE',
        comment: '',
        attachments: [],
      },
      'key-survey-dispute',
    );
    renderWithProviders(<DisputeDetailPage survey={survey} />, {
      loginGuard: true,
      route: `/e-finance/disputes/${dispute.disputeId}`,
      path: '/e-finance/disputes/:disputeId',
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Dispute ${dispute.disputeId}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tell us how it went' })).not.toBeInTheDocument();
    expect(localStorage.getItem(`${SURVEY_OFFER_KEY_PREFIX}${US_PAYER}`)).toBeNull();
  });
});

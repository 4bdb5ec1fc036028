import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { SiListResponse } from '@/domain/documentation/si-list-contract';
import { sessionStore } from '@/domain/session/session-store';
import { AdvanceDelayNoticePage } from '@/features/documentation/notices/advance-delay-notice-page';
import { ArrivalNoticePage } from '@/features/documentation/notices/arrival-notice-page';
import { BlSurrenderNoticePage } from '@/features/documentation/notices/bl-surrender-notice-page';
import { SiDetailsPage } from '@/features/documentation/si-details/si-details-page';
import { SiFormPage } from '@/features/documentation/si-form/si-form-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS, DEMO_USERS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { axeViolations } from '../../components/ui/axe';
import { callMock, tokenOf } from '../../mocks/booking/booking-http';
import { renderWithProviders } from '../../render';

/*
 * The pages that take a shipment reference from their URL, against the mock backend: a reference of another user (or
 * of nobody) shows one "not found among your shipments" page without a step to take on it, and a malformed one shows
 * the same page without asking the server; no heading repeats a reference the server has not answered for.
 */

/** A booking with a surrendered B/L of `userId` (seeded: every demo user has one); by default another user's. */
async function foreignSurrendered(
  userId: string = DEMO_USERS.expired.user.userId,
): Promise<{ bookingNumber: string; blNumber: string }> {
  const token = await tokenOf(userId);
  const list = await callMock<SiListResponse>('GET', 'v1/shipping-instructions', {
    token,
    query: { summaryStatus: 'SURRENDERED', pageSize: '50' },
  });
  const row = list.body.items[0];
  if (!row?.transportDocumentReference) throw new Error('no surrendered B/L of the other user');
  return { bookingNumber: row.carrierBookingReference, blNumber: row.transportDocumentReference };
}

/** Every API request the test makes from now on. */
function recordApiRequests(): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(request.url);
  });
  return urls;
}

const SPOOF = '"><IMG SRC=x>Pay to account 123';

function renderAt(ui: ReactElement, route: string) {
  return renderWithProviders(ui, { route });
}

async function expectNotFound() {
  expect(await screen.findByRole('heading', { name: 'Not found among your shipments' })).toBeInTheDocument();
  expect(screen.getByText(/is not among the shipments of your account/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My shipments' })).toHaveAttribute('href', '/manage-shipment/shipments');
  expect(screen.queryByRole('button', { name: /retry|try again/i })).not.toBeInTheDocument();
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  server.events.removeAllListeners();
  sessionStore.getState().logOut();
});

describe('a reference that is not among the user’s shipments', () => {
  it('SI details of another user’s booking: not found, no offer to send shipping instructions', async () => {
    const { bookingNumber } = await foreignSurrendered();
    renderAt(<SiDetailsPage />, `/documentation/si-details?bookingNo=${bookingNumber}`);
    await expectNotFound();
    expect(screen.queryByRole('link', { name: 'Send shipping instructions' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SI Details');
    expect(await axeViolations()).toEqual([]);
  });

  it('surrender notice of another user’s B/L: not found, not "has not been surrendered"', async () => {
    const { blNumber } = await foreignSurrendered();
    renderAt(<BlSurrenderNoticePage />, `/print/bl-surrender-notice?blNo=${blNumber}`);
    await expectNotFound();
    expect(screen.queryByText(/has not been surrendered/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(blNumber);
  });

  it('arrival notice of another user’s B/L: not found', async () => {
    const { blNumber } = await foreignSurrendered();
    renderAt(<ArrivalNoticePage />, `/print/arrival-notice?blNo=${blNumber}`);
    await expectNotFound();
    expect(screen.queryByText(/There is no arrival notice/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(blNumber);
  });

  it('advance delay notice of another user’s booking: not found, no retry that cannot help', async () => {
    const { bookingNumber } = await foreignSurrendered();
    renderAt(<AdvanceDelayNoticePage />, `/print/advance-delay-notice?bookingNo=${bookingNumber}`);
    await expectNotFound();
    expect(screen.queryByText('The notice could not be loaded.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(bookingNumber);
  });
});

describe('the SI form of a reference that is not among the user’s shipments', () => {
  it('another user’s booking: not found, and the booking number in no heading or tab title', async () => {
    const { bookingNumber } = await foreignSurrendered();
    renderAt(<SiFormPage />, `/documentation/si-submission-amendment?bookingNo=${bookingNumber}`);
    await expectNotFound();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(bookingNumber);
    expect(document.title).not.toContain(bookingNumber);
  });
});

describe('the user’s own reference', () => {
  it('names the B/L and the booking in the headings once the server has answered for them', async () => {
    const { bookingNumber, blNumber } = await foreignSurrendered(DEMO_USERS.shipper.user.userId);
    const view = renderAt(<BlSurrenderNoticePage />, `/print/bl-surrender-notice?blNo=${blNumber}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `B/L surrender notice for ${blNumber}` }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: `B/L surrender notice ${blNumber}` })).toBeInTheDocument();
    view.unmount();

    renderAt(<SiDetailsPage />, `/documentation/si-details?bookingNo=${bookingNumber.toLowerCase()}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Shipping instructions for booking ${bookingNumber}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Not found among your shipments' })).not.toBeInTheDocument();
  });
});

describe('a malformed reference in the URL', () => {
  it.each([
    ['SI details', <SiDetailsPage key="si" />, '/documentation/si-details?bookingNo='],
    ['arrival notice', <ArrivalNoticePage key="an" />, '/print/arrival-notice?blNo='],
    ['surrender notice', <BlSurrenderNoticePage key="sn" />, '/print/bl-surrender-notice?blNo='],
    ['advance delay notice', <AdvanceDelayNoticePage key="dn" />, '/print/advance-delay-notice?bookingNo='],
    ['SI form', <SiFormPage key="sf" />, '/documentation/si-submission-amendment?bookingNo='],
  ])('%s: the not-found page, the text nowhere on the page, no request', async (_name, page, route) => {
    const requests = recordApiRequests();
    renderAt(page, `${route}${encodeURIComponent(SPOOF)}`);
    await expectNotFound();
    expect(document.body).not.toHaveTextContent(/IMG SRC|Pay to account/i);
    expect(document.title).not.toMatch(/IMG SRC|Pay to account/i);
    // Nothing was asked: the page knew from the reference's format alone.
    await waitFor(() => {
      expect(requests.filter((url) => url.includes('/api/v1/'))).toEqual([]);
    });
  });
});

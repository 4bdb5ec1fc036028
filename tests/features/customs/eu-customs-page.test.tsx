import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { EuCustomsPage } from '@/features/customs/components/eu-customs-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

const PATH = '/booking/eu-customs-information';

/** The first listed booking with nothing filed (the seed is deterministic per week, so search rather than name it). */
async function firstNotFiled(): Promise<HTMLElement | undefined> {
  const list = await screen.findByRole('region', { name: 'Your bookings that touch the EU' });
  return within(list)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(/Not filed/));
}

function renderPage(route: string = PATH) {
  return renderWithProviders(<EuCustomsPage />, { loginGuard: true, route, path: PATH });
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  server.events.removeAllListeners('response:mocked');
  sessionStore.getState().logOut();
});

describe('EU customs information page', () => {
  it('lists EU-bound bookings, marks what is missing and keeps what was typed as a draft', async () => {
    const view = renderPage();
    const notFiled = await firstNotFiled();
    if (!notFiled) throw new Error('no booking without a filing');
    expect(within(notFiled).getByText(/\d+ items? missing/)).toBeInTheDocument();
    const link = within(notFiled).getByRole('link', { name: /^Booking / });
    const reference = link.textContent.replace('Booking ', '');
    await view.user.click(link);

    const eori = await screen.findByRole('textbox', { name: "Shipper's EORI number" });
    await waitFor(() => {
      expect(eori).toHaveAttribute('aria-invalid', 'true');
    });
    expect(eori).toHaveAccessibleDescription(/Enter the EORI number/);
    await view.user.type(eori, 'KR1234567890');
    await waitFor(() => {
      expect(eori).not.toHaveAttribute('aria-invalid');
    });
    view.unmount();

    renderPage(`${PATH}?booking=${reference}`);
    const restored = await screen.findByRole('textbox', { name: "Shipper's EORI number" });
    expect(restored).toHaveValue('KR1234567890');
    expect(screen.getByText('We restored what you typed last time; it is not saved yet.')).toBeInTheDocument();
  });

  it('refuses a vague description with a clear message', async () => {
    const view = renderPage();
    const notFiled = await firstNotFiled();
    if (!notFiled) throw new Error('no booking without a filing');
    await view.user.click(within(notFiled).getByRole('link', { name: /^Booking / }));
    const description = (await screen.findAllByRole('textbox', { name: 'Description of goods' }))[0];
    if (!description) throw new Error('no commodity');
    await view.user.type(description, 'FAK');
    await waitFor(() => {
      expect(description).toHaveAccessibleDescription(/Describe the goods precisely/);
    });
    await view.user.clear(description);
    await view.user.type(description, 'Truck tyres, radial, 22.5 inch');
    await waitFor(() => {
      expect(description).not.toHaveAttribute('aria-invalid');
    });
  });

  it("shows the server's refusal of an HS code as a translated message at the field, not the server's words", async () => {
    const view = renderPage();
    const notFiled = await firstNotFiled();
    if (!notFiled) throw new Error('no booking without a filing');
    await view.user.click(within(notFiled).getByRole('link', { name: /^Booking / }));
    const hsCode = (await screen.findAllByRole('textbox', { name: 'HS code (6 to 10 digits)' }))[0];
    if (!hsCode) throw new Error('no commodity');
    await view.user.clear(hsCode);
    await view.user.type(hsCode, '8542');
    const answered = new Promise<void>((resolve) => {
      server.events.on('response:mocked', ({ request }) => {
        if (request.method === 'PUT') resolve();
      });
    });
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await answered;
    // The refusal lands at the field (focus moves there), in the reader's words.
    await waitFor(() => {
      expect(hsCode).toHaveFocus();
    });
    expect(hsCode).toHaveAttribute('aria-invalid', 'true');
    expect(hsCode).toHaveAccessibleDescription(/Enter the HS code: 6 to 10 digits/);
    expect(hsCode).not.toHaveAccessibleDescription(/an HS code has/);
  });

  it("another user's booking: not found among your shipments, without its reference echoed", async () => {
    // A booking number of the carrier's format that is not the demo shipper's (the mock answers 404).
    renderPage(`${PATH}?booking=ZZZZ99999999`);
    expect(await screen.findByRole('heading', { name: 'Not found among your shipments' })).toBeInTheDocument();
    expect(screen.queryByText(/ZZZZ99999999/)).not.toBeInTheDocument();
  });

  it('a malformed booking reference: not found without asking the server', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    renderPage(`${PATH}?booking=${encodeURIComponent('"><IMG SRC=x>')}`);
    expect(await screen.findByRole('heading', { name: 'Not found among your shipments' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/IMG SRC/);
    expect(requests.filter((url) => url.includes('ics2'))).toEqual([]);
    server.events.removeAllListeners('request:start');
  });
});

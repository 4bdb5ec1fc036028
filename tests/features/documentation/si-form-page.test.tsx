import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { getSiList } from '@/domain/documentation/si-list-api';
import { sessionStore } from '@/domain/session/session-store';
import { SiFormPage } from '@/features/documentation/si-form/si-form-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

const PATH = '/documentation/si-submission-amendment';

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
  sessionStore.getState().logOut();
});

async function openBooking(): Promise<string> {
  const list = await getSiList({ summaryStatus: 'NOT_SUBMITTED', pageSize: 10 });
  const bookingNumber = list.items[0]?.carrierBookingReference;
  if (!bookingNumber) throw new Error('demo.shipper has no booking without an SI');
  return bookingNumber;
}

describe('SI submission', () => {
  // A long typing journey: on a busy shared machine it outlasts the default 15 s.
  it('refuses a wrong check digit at the field, then sends the SI once', async () => {
    const bookingNumber = await openBooking();
    const { user } = renderWithProviders(<SiFormPage />, {
      route: `${PATH}?bookingNo=${bookingNumber}`,
      path: PATH,
      routes: [{ path: '/documentation/si-details', element: <p>SI details page</p> }],
    });
    await screen.findByRole('heading', { name: `Shipping instructions for booking ${bookingNumber}` });
    const containers = await screen.findByRole('group', { name: /^Containers/ });
    while (within(containers).getAllByRole('button', { name: /^Remove row/ }).length > 1) {
      await user.click(
        within(containers)
          .getAllByRole('button', { name: /^Remove row/ })
          .at(-1)!,
      );
    }
    const cell = (label: string) => screen.getByRole('textbox', { name: `${label}, row 1` });
    await user.type(cell('Container number'), 'CSQU3054384');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size-type, row 1' }), '45G1');
    await user.type(cell('Seal number'), 'SL100234');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Package type, row 1' }), 'CT');
    await user.type(cell('Packages'), '120');
    await user.clear(cell('Cargo weight (kg)'));
    await user.type(cell('Cargo weight (kg)'), '12000');
    await user.type(cell('Tare (kg)'), '3900');
    await user.type(screen.getByRole('textbox', { name: 'Marks and numbers' }), 'HANBIT 1-120');
    await user.click(screen.getByRole('button', { name: 'Send shipping instructions' }));
    expect(await screen.findByText('Wrong check digit: it should be 3.')).toBeInTheDocument();
    expect(cell('Container number')).toHaveAttribute('aria-invalid', 'true');
    // One container left of the booking's: the declared total no longer adds up.
    const total = screen.getByRole('textbox', { name: 'Total cargo gross weight (kg)' });
    await waitFor(() => {
      expect(total).toHaveAccessibleDescription(/The containers' cargo weights add up to 12000 kg/);
    });
    await user.clear(total);
    await user.type(total, '12000');

    await user.clear(cell('Container number'));
    await user.type(cell('Container number'), 'CSQU3054383');
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/v1/shipping-instructions')) posts += 1;
    });
    await user.dblClick(screen.getByRole('button', { name: 'Send shipping instructions' }));
    expect(await screen.findByText('SI details page')).toBeInTheDocument();
    await waitFor(async () => {
      const row = (await getSiList({ carrierBookingReferences: bookingNumber })).items[0];
      expect(row?.summaryStatus).toBe('SUBMITTED');
    });
    expect(posts).toBe(1);
  }, 60_000);

  it('clears the wrong check digit message as soon as the container number is corrected', async () => {
    const bookingNumber = await openBooking();
    const { user } = renderWithProviders(<SiFormPage />, {
      route: `${PATH}?bookingNo=${bookingNumber}`,
      path: PATH,
    });
    const number = await screen.findByRole('textbox', { name: 'Container number, row 1' });
    await user.type(number, 'CSQU3054384');
    await user.click(screen.getByRole('button', { name: 'Send shipping instructions' }));
    expect(await screen.findByText('Wrong check digit: it should be 3.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.clear(number);
    await user.type(number, 'CSQU3054383');
    await waitFor(() => {
      expect(screen.queryByText('Wrong check digit: it should be 3.')).not.toBeInTheDocument();
    });
    expect(number).not.toHaveAttribute('aria-invalid');
    // Other fields still wrong keep their messages until they are fixed or the form is sent again.
    expect(screen.getByRole('textbox', { name: 'Seal number, row 1' })).toHaveAttribute('aria-invalid', 'true');
  }, 60_000);
});

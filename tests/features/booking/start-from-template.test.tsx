import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';
import { PAGE_TEST, SLOW } from './booking-request-harness';

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('booking request: start from a template', PAGE_TEST, () => {
  it('fills the template’s fields, and asks before replacing what the user typed (Keep mine keeps it)', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const { user } = renderWithProviders(<BookingRequestPage />, {
      loginGuard: true,
      route: '/booking/booking-request',
    });
    const remarks = await screen.findByRole('textbox', { name: /^Remarks to the booking desk/ }, SLOW);
    await user.type(remarks, 'Call before pick-up');

    await user.click(screen.getByRole('button', { name: 'Start from a template' }));
    const picker = await screen.findByRole('dialog', { name: 'Start from a template' });
    await user.click(await within(picker).findByRole('button', { name: 'Busan - Hamburg, refrigerators' }, SLOW));

    const ask = await screen.findByRole('alertdialog', { name: 'Replace your entries?' });
    expect(ask).toHaveTextContent('You already changed these fields: Remarks.');
    await user.click(within(ask).getByRole('button', { name: 'Keep mine' }));

    expect(remarks).toHaveValue('Call before pick-up');
    // The equipment lines are the template's (new lines: the inputs are new too).
    expect(screen.getByRole('textbox', { name: /^Commodity/ })).toHaveValue('Household refrigerators');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Hamburg');
    expect(
      screen.getByText(/Template “Busan - Hamburg, refrigerators” applied\. Your own entries were kept for: Remarks\./),
    ).toBeInTheDocument();

    // The same template again, now replacing: the template's remark wins.
    await user.click(screen.getByRole('button', { name: 'Start from a template' }));
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Start from a template' })).findByRole('button', {
        name: 'Busan - Hamburg, refrigerators',
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Replace your entries?' })).getByRole('button', {
        name: 'Replace with the template',
      }),
    );
    expect(remarks).toHaveValue('Stack no more than two high.');
  });
});

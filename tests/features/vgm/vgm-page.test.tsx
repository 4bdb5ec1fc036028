import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { VgmPage } from '@/features/vgm/components/vgm-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';

/*
 * The VGM page (docs/areas/vgm-delivery-orders.md, "VGM") against the mock carrier: a pasted list marks a wrong check
 * digit on its row and warns a VGM more than 5 % off the SI; a submit shows the declared containers and their history.
 */

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

describe('VgmPage', () => {
  it('marks a wrong check digit and a mismatch on their rows, then declares', async () => {
    renderWithProviders(<VgmPage />, { route: '/documentation/vgm?booking=PUSB10000005', path: '/documentation/vgm' });
    expect(await screen.findByRole('heading', { name: 'Booking PUSB10000005' }, { timeout: 20_000 })).toBeVisible();
    fireEvent.change(screen.getByLabelText('Or paste rows from a spreadsheet, with the header row'), {
      target: { value: 'Container number\tVGM\nONEU1000505\t20000\nCSQU3054384\t21000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the pasted rows' }));
    expect(await screen.findByText('The check digit is wrong (ISO 6346): it should be 3.')).toBeVisible();
    expect(screen.getByText(/Differs from the SI's cargo weight plus tare \(17800 kg\)/)).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: 'Container number, row 2' }), {
      target: { value: 'CSQU3054383' },
    });
    fireEvent.change(screen.getByLabelText(/^Weighing party/), { target: { value: 'Busan Weighbridge' } });
    fireEvent.change(screen.getByLabelText(/^Responsible party/), { target: { value: 'Hanil Electronics' } });
    fireEvent.change(screen.getByLabelText(/^Authorised signatory/), { target: { value: 'Min-jun Kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit VGM' }));
    expect(
      await screen.findByText(/VGMs of 2 containers submitted\. 1 differs from the SI/, {}, { timeout: 20_000 }),
    ).toBeVisible();
    expect(await screen.findByText(/booked, 2 declared$/, {}, { timeout: 20_000 })).toBeVisible();
    expect(screen.getAllByText(/by Min-jun Kim: declared/)).toHaveLength(2);
  }, 60_000);
});

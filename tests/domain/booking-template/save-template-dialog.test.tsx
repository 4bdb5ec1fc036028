import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SaveTemplateButton } from '@/domain/booking-template/save-template-dialog';
import { sessionStore } from '@/domain/session/session-store';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('Save as template', () => {
  it('asks for a name, proposes one, and saves without submitting the booking form around it', async () => {
    await logIn(DEMO_LOGINS.shipper);
    const submitBooking = vi.fn();
    const { user } = renderWithProviders(
      <form
        aria-label="Booking request"
        onSubmit={(event) => {
          event.preventDefault();
          submitBooking();
        }}
      >
        <SaveTemplateButton userId="demo.shipper" source={() => ({ fields: {} })} suggestedName="Busan - Rotterdam" />
      </form>,
      { route: '/booking/booking-request' },
    );
    await user.click(screen.getByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' });
    const name = within(dialog).getByRole('textbox', { name: /Template name/ });
    expect(name).toHaveValue('Busan - Rotterdam');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('Enter a name for the template.');
    });

    await user.type(name, '  Busan weekly ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Open my booking templates')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('Template “Busan weekly” saved.', { exact: false }).length).toBeGreaterThan(0);
    expect(submitBooking).not.toHaveBeenCalled();
  });
});

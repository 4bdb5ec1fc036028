import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DEFAULT_CONFIRM_DELAY_MS, getBookingConfirmDelayMs } from '../../mocks/booking/booking-settings';
import { QaPanel } from '../../mocks/qa-panel';
import { renderWithProviders } from '../render';

describe('QA panel', () => {
  it('sets the booking confirm delay, kept in the mock database', async () => {
    const { user } = renderWithProviders(<QaPanel />);
    await user.click(screen.getByRole('button', { name: 'QA fault scenarios' }));
    const delay = screen.getByRole('spinbutton', { name: 'Confirm delay (ms)' });
    expect(delay).toHaveValue(DEFAULT_CONFIRM_DELAY_MS);
    await user.clear(delay);
    await user.type(delay, '8000');
    await user.click(screen.getByRole('button', { name: 'Set delay' }));
    expect(getBookingConfirmDelayMs()).toBe(8000);
    expect(screen.getByText('Bookings are now decided 8000 ms after each step.')).toBeInTheDocument();
  });
});

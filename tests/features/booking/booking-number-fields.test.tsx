import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { BookingRequestPage } from '@/features/booking/components/booking-request-page';
import { logIn } from '@/services/session/session-auth';

import { createUser } from '../../../mocks/auth/accounts';
import { renderWithProviders } from '../../render';
import { PAGE_TEST, SLOW } from './booking-request-harness';

/** Four values typed and checked in one test: more than the default 15 s on a busy machine. */
const LONG_TEST_MS = PAGE_TEST.timeout;

async function renderForNewShipper() {
  const account = createUser({ user: { companyName: 'Busan Test Exports Co., Ltd.', customerCountry: 'KR' } });
  await logIn({ userId: account.user.userId, password: account.password });
  return renderWithProviders(<BookingRequestPage />, { loginGuard: true, route: '/booking/booking-request' });
}

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('booking request: numbers stay as typed', PAGE_TEST, () => {
  it(
    'keeps a quantity as typed and says which whole numbers it takes',
    async () => {
      const { user } = await renderForNewShipper();
      const quantity = await screen.findByRole('textbox', { name: 'Quantity' }, SLOW);
      for (const typed of ['10000', '1.5', '1e3', '-1']) {
        await user.clear(quantity);
        await user.type(quantity, typed);
        await user.tab();
        expect(quantity).toHaveValue(typed);
        await waitFor(() => {
          expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999.');
        });
      }
    },
    LONG_TEST_MS,
  );

  it(
    'keeps a negative weight as typed and says it must be more than 0',
    async () => {
      const { user } = await renderForNewShipper();
      const weight = await screen.findByRole('textbox', { name: 'Cargo weight per container' }, SLOW);
      await user.type(weight, '-500');
      await user.tab();
      expect(weight).toHaveValue('-500');
      await waitFor(() => {
        expect(weight).toHaveAccessibleDescription(/^Enter a number more than 0\./);
      });
    },
    LONG_TEST_MS,
  );

  it(
    'keeps a weight with letters or too many decimals as typed and says what is wrong',
    async () => {
      const { user } = await renderForNewShipper();
      const weight = await screen.findByRole('textbox', { name: 'Cargo weight per container' }, SLOW);
      await user.type(weight, '1e3');
      await user.tab();
      expect(weight).toHaveValue('1e3');
      await waitFor(() => {
        expect(weight).toHaveAccessibleDescription(/^Enter a number more than 0\./);
      });
      await user.clear(weight);
      await user.type(weight, '12.3456');
      expect(weight).toHaveValue('12.3456');
      await waitFor(() => {
        expect(weight).toHaveAccessibleDescription(/^Enter at most 3 decimals\./);
      });
    },
    LONG_TEST_MS,
  );
});

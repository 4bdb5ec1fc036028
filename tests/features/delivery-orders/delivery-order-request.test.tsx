import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createDeliveryOrder } from '@/domain/delivery-order/delivery-order-api';
import { sessionStore } from '@/domain/session/session-store';
import { DeliveryOrderDetailPage } from '@/features/delivery-orders/components/delivery-order-detail-page';
import { NewDeliveryOrderPage } from '@/features/delivery-orders/components/new-delivery-order-page';
import { addDaysToIsoDate, todayIn } from '@/lib/dates';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { IMPORT_BL_NUMBERS } from '../../../mocks/delivery-orders/import-bls';
import { renderWithProviders } from '../../render';

const [SURRENDERED, SWB_OPEN] = IMPORT_BL_NUMBERS as [string, string];

function renderRequest(bl: string) {
  return renderWithProviders(<NewDeliveryOrderPage />, {
    loginGuard: true,
    route: `/documentation/delivery-orders/new?blNo=${bl}`,
    path: '/documentation/delivery-orders/new',
    routes: [{ path: '/documentation/delivery-orders/:deliveryOrderReference', element: <DeliveryOrderDetailPage /> }],
  });
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('the delivery order request', () => {
  it('shows field errors, keeps what was typed over a reload, and lands on the requested DO', async () => {
    const { user, unmount } = renderRequest(SURRENDERED);
    await user.click(await screen.findByRole('button', { name: 'Request delivery order' }));
    expect(await screen.findByRole('combobox', { name: /Trucking company or agent/ })).toHaveAccessibleDescription(
      /Enter this\./,
    );
    expect(screen.getByRole('combobox', { name: /^From/ })).toHaveAccessibleDescription('Choose a time.');
    await user.type(screen.getByRole('combobox', { name: /Trucking company or agent/ }), 'Busan Haulage Co.');
    await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Lee Jun-ho');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), 'call me');
    expect(await screen.findByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(/6 to 20 digits/);
    unmount();

    // A reload: the draft brings the typed values back.
    const view = renderRequest(SURRENDERED);
    expect(await screen.findByRole('textbox', { name: /Contact name/ })).toHaveValue('Lee Jun-ho');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    expect(phone).toHaveValue('call me');
    await view.user.clear(phone);
    await view.user.type(phone, '+82 51 600 1234');
    const tomorrow = addDaysToIsoDate(todayIn('Asia/Seoul'), 1);
    await view.user.type(screen.getByRole('textbox', { name: /Pickup date/ }), tomorrow);
    await view.user.selectOptions(screen.getByRole('combobox', { name: /^From/ }), '09:00');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /^Until/ }), '08:00');
    await view.user.click(screen.getByRole('button', { name: 'Request delivery order' }));
    expect(await screen.findByRole('combobox', { name: /^Until/ })).toHaveAccessibleDescription(
      'The end must be after the start.',
    );
    await view.user.selectOptions(screen.getByRole('combobox', { name: /^Until/ }), '12:00');
    await view.user.click(screen.getByRole('button', { name: 'Request delivery order' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Delivery order DOPUS\d{7}$/ })).toBeInTheDocument();
    expect(await screen.findByText('DCSA status RECE (received)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cancel delivery order' })).toBeInTheDocument();
  }, 60_000);

  it('refuses a B/L whose collect charges are open, with a link to its open invoice', async () => {
    renderRequest(SWB_OPEN);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/collect charges of this B\/L are not paid/);
    const invoice = within(alert).getByRole('link', { name: /^INVKR\d{9}3$/ });
    expect(invoice).toHaveAttribute('href', `/e-finance/invoices/${invoice.textContent}`);
    expect(screen.queryByRole('button', { name: 'Request delivery order' })).not.toBeInTheDocument();
  }, 60_000);

  it('cancels a DO that is not released yet, after asking', async () => {
    const order = await createDeliveryOrder(
      {
        transportDocumentReference: SURRENDERED,
        releaseParty: { partyName: 'Busan Haulage Co.', contactName: 'Lee Jun-ho', phone: '+82 51 600 1234' },
        pickupWindow: { startDateTime: '2030-01-02T09:00:00+09:00', endDateTime: '2030-01-02T12:00:00+09:00' },
      },
      'cancel-key',
    );
    const { user } = renderWithProviders(<DeliveryOrderDetailPage />, {
      loginGuard: true,
      route: `/documentation/delivery-orders/${order.deliveryOrderReference}`,
      path: '/documentation/delivery-orders/:deliveryOrderReference',
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel delivery order' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Cancel delivery order ${order.deliveryOrderReference}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel delivery order' }));
    expect(await screen.findByText('DCSA status CANC (cancelled)')).toBeInTheDocument();
  }, 60_000);
});

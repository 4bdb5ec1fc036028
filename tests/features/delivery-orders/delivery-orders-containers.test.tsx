import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createDeliveryOrder } from '@/domain/delivery-order/delivery-order-api';
import { sessionStore } from '@/domain/session/session-store';
import { DeliveryOrdersPage } from '@/features/delivery-orders/components/delivery-orders-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { IMPORT_BL_NUMBERS } from '../../../mocks/delivery-orders/import-bls';
import { renderWithProviders } from '../../render';

// The consignee's view of an import B/L's containers (docs/areas/vgm-delivery-orders.md): the mock's import B/Ls are
// not the demo users' bookings, so the DO list is where a consignee sees each container's DO status.
const [REQUESTED_BL, OTHER_BL] = IMPORT_BL_NUMBERS as [string, string];

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('delivery orders list: containers', () => {
  it("shows each container's DO status and link, and no status for a B/L without a DO", async () => {
    const order = await createDeliveryOrder(
      {
        transportDocumentReference: REQUESTED_BL,
        releaseParty: { partyName: 'Busan Haulage Co.', contactName: 'Lee Jun-ho', phone: '+82 51 600 1234' },
        pickupWindow: { startDateTime: '2030-01-02T09:00:00+09:00', endDateTime: '2030-01-02T12:00:00+09:00' },
      },
      'list-containers-key',
    );
    renderWithProviders(<DeliveryOrdersPage />, {
      loginGuard: true,
      route: '/documentation/delivery-orders',
      path: '/documentation/delivery-orders',
    });
    const reference = order.deliveryOrderReference;
    for (const container of ['ONEU7123404', 'TGHU8802150']) {
      const link = await screen.findByRole('link', { name: `Delivery order ${reference} of container ${container}` });
      expect(link).toHaveAttribute('href', `/documentation/delivery-orders/${reference}`);
    }
    // The DO list has answered (the links above): the sea waybill's container has no DO, so no status.
    const otherRow = screen.getByRole('row', { name: new RegExp(OTHER_BL) });
    expect(within(otherRow).getByText('ONEU5540219')).toBeInTheDocument();
    expect(within(otherRow).queryByRole('link', { name: /of container/ })).not.toBeInTheDocument();
    expect(within(otherRow).queryByText('Requested')).not.toBeInTheDocument();
  }, 60_000);
});

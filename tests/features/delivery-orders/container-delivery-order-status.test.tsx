import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ContainerDeliveryOrderStatus } from '@/domain/delivery-order/container-delivery-order-status';
import { createDeliveryOrder } from '@/domain/delivery-order/delivery-order-api';
import { sessionStore } from '@/domain/session/session-store';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { IMPORT_BL_NUMBERS } from '../../../mocks/delivery-orders/import-bls';
import { renderWithProviders } from '../../render';

const BL = IMPORT_BL_NUMBERS[0]!;

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('ContainerDeliveryOrderStatus', () => {
  it("shows the container's DO status with a link to it, and nothing for a container without one", async () => {
    const order = await createDeliveryOrder(
      {
        transportDocumentReference: BL,
        releaseParty: { partyName: 'Busan Haulage Co.', contactName: 'Lee Jun-ho', phone: '+82 51 600 1234' },
        pickupWindow: { startDateTime: '2030-01-02T09:00:00+09:00', endDateTime: '2030-01-02T12:00:00+09:00' },
      },
      'container-status-key',
    );
    const { queryClient } = renderWithProviders(
      <>
        <ContainerDeliveryOrderStatus transportDocumentReference={BL} equipmentReference="ONEU7123404" />
        <ContainerDeliveryOrderStatus transportDocumentReference={BL} equipmentReference="CSQU3054383" />
      </>,
    );
    const link = await screen.findByRole('link', {
      name: `Delivery order ${order.deliveryOrderReference} of container ONEU7123404`,
    });
    expect(link).toHaveAttribute('href', `/documentation/delivery-orders/${order.deliveryOrderReference}`);
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  }, 60_000);
});

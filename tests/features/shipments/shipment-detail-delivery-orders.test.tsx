import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { deliveryOrderQueries } from '@/domain/delivery-order/delivery-order-api';
import type { DeliveryOrderSummary } from '@/domain/delivery-order/delivery-order-contract';
import { sessionStore } from '@/domain/session/session-store';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { server } from '../../../mocks/node';
import { createBooking, fakeBookingBackend } from './booking-fixtures';
import { renderDetail } from './shipment-detail-harness';

// The mock's DOs belong to import B/Ls the demo users did not book (docs/areas/vgm-delivery-orders.md), so the
// company's DO list is answered here: a company that is both booking party and consignee of booking PUSB12345600.

function deliveryOrder(overrides: Partial<DeliveryOrderSummary>): DeliveryOrderSummary {
  return {
    deliveryOrderReference: 'DOPUS0000007',
    transportDocumentReference: 'ONEYPUSB12345600',
    documentStatus: 'PENC',
    deliveryStatus: 'ISSUED',
    equipmentReferences: ['ONEU7123404'],
    requestedDateTime: '2026-11-20T01:00:00Z',
    updatedDateTime: '2026-11-20T01:00:30Z',
    ...overrides,
  };
}

function answerDeliveryOrders(deliveryOrders: DeliveryOrderSummary[]) {
  server.use(...fakeBookingBackend([createBooking()]).handlers);
  server.use(http.get('*/v1/delivery-orders', () => HttpResponse.json({ deliveryOrders })));
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('shipment detail: delivery order status per container', () => {
  it("shows each container's DO status with a link to the DO", async () => {
    answerDeliveryOrders([
      deliveryOrder({}),
      deliveryOrder({
        deliveryOrderReference: 'DOPUS0000003',
        transportDocumentReference: 'ONEYSHAE26110101',
        equipmentReferences: ['TGHU8802150'],
      }),
    ]);
    renderDetail('PUSB12345600');
    const section = await screen.findByRole('region', { name: 'Delivery orders of B/L ONEYPUSB12345600' });
    const link = within(section).getByRole('link', { name: 'Delivery order DOPUS0000007 of container ONEU7123404' });
    expect(link).toHaveAttribute('href', '/documentation/delivery-orders/DOPUS0000007');
    expect(within(section).getByText('Issued')).toBeInTheDocument();
    // Another B/L's DO and its container stay off this booking.
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  }, 60_000);

  it('shows no DO status when no DO of the company holds a container of the booking', async () => {
    answerDeliveryOrders([
      deliveryOrder({ transportDocumentReference: 'ONEYSHAE26110101', equipmentReferences: ['ONEU7123404'] }),
    ]);
    const { queryClient } = renderDetail('PUSB12345600');
    await screen.findByRole('region', { name: 'Equipment and cargo' });
    const listKey = deliveryOrderQueries.list(sessionStore.getState().user?.userId ?? '').queryKey;
    await waitFor(() => {
      expect(queryClient.getQueryState(listKey)?.status).toBe('success');
    });
    expect(screen.queryByRole('region', { name: /Delivery orders/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Delivery order/ })).not.toBeInTheDocument();
  }, 60_000);
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createDeliveryOrder } from '@/domain/delivery-order/delivery-order-api';
import { sessionStore } from '@/domain/session/session-store';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { IMPORT_BL_NUMBERS } from '../../../mocks/delivery-orders/import-bls';
import { renderDetail } from './shipment-detail-harness';

// The consignee's way to the shipment detail (docs/areas/vgm-delivery-orders.md): the mock carrier answers the booking
// of an import B/L to its consignee or notify party, read only, and the page shows the DO status of its containers.
const [BL = ''] = IMPORT_BL_NUMBERS;
const BOOKING_NUMBER = BL.slice('ONEY'.length);

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('shipment detail of an import B/L', () => {
  it("shows the consignee the containers' DO status, read only", async () => {
    await logIn(DEMO_LOGINS.shipper);
    const order = await createDeliveryOrder(
      {
        transportDocumentReference: BL,
        releaseParty: { partyName: 'Busan Haulage Co.', contactName: 'Lee Jun-ho', phone: '+82 51 600 1234' },
        pickupWindow: { startDateTime: '2030-01-02T09:00:00+09:00', endDateTime: '2030-01-02T12:00:00+09:00' },
      },
      'import-party-detail-key',
    );
    renderDetail(BOOKING_NUMBER);
    const section = await screen.findByRole('region', { name: `Delivery orders of B/L ${BL}` });
    const reference = order.deliveryOrderReference;
    for (const container of ['ONEU7123404', 'TGHU8802150']) {
      const link = within(section).getByRole('link', { name: `Delivery order ${reference} of container ${container}` });
      expect(link).toHaveAttribute('href', `/documentation/delivery-orders/${reference}`);
    }
    expect(within(section).getAllByText('Requested')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: `Booking ${BOOKING_NUMBER}` })).toBeInTheDocument();
    const note = await screen.findByRole('region', { name: 'You are consignee on this shipment' });
    expect(within(note).getByRole('link', { name: 'Delivery orders of your company' })).toHaveAttribute(
      'href',
      '/documentation/delivery-orders',
    );
    // Tracking answers anyone who has the B/L number: the consignee follows its cargo by it.
    expect(await within(note).findByRole('link', { name: `Track B/L ${BL}` })).toHaveAttribute(
      'href',
      `/manage-shipment/cargo-tracking?trakNoParam=${BL}&trakNoTpCdParam=B`,
    );
    // The booker's actions and links are not the consignee's.
    expect(screen.queryByRole('group', { name: 'Booking actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Amend booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Copy as new booking request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /VGM/ })).not.toBeInTheDocument();
  }, 60_000);

  it('is not found for a company that is no party to the B/L', async () => {
    await logIn(DEMO_LOGINS.forwarder);
    renderDetail(BOOKING_NUMBER);
    expect(await screen.findByRole('heading', { name: 'Not found among your shipments' })).toBeInTheDocument();
  }, 60_000);
});

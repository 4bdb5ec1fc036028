import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createDeliveryOrder, deliveryOrderQueries } from '@/domain/delivery-order/delivery-order-api';
import { sessionStore, useCurrentUserId } from '@/domain/session/session-store';
import { useDeliveryOrder } from '@/features/delivery-orders/hooks/use-delivery-orders';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { DO_ISSUE_AFTER_MS } from '../../../mocks/delivery-orders/do-store';
import { IMPORT_BL_NUMBERS } from '../../../mocks/delivery-orders/import-bls';
import { renderWithProviders } from '../../render';

const [REQUESTED_BL] = IMPORT_BL_NUMBERS as [string];

// What a user sees: the DO detail page polls while the carrier is expected to move the DO on; the list (DO list page,
// shipment detail) is cached for minutes. When the detail sees a new status, the list must show it too.
function Probe({ reference }: { reference: string }) {
  const userId = useCurrentUserId() ?? '';
  const detail = useDeliveryOrder(reference);
  const list = useQuery(deliveryOrderQueries.list(userId));
  const listed = list.data?.deliveryOrders.find((order) => order.deliveryOrderReference === reference);
  return (
    <>
      <p>Detail: {detail.kind === 'ready' ? detail.data.deliveryStatus : detail.kind}</p>
      <p>List: {listed?.deliveryStatus ?? 'none'}</p>
    </>
  );
}

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.getState().logOut();
});

describe('delivery order list refresh', () => {
  it('shows the status the polled detail found in the cached list as well', async () => {
    const order = await createDeliveryOrder(
      {
        transportDocumentReference: REQUESTED_BL,
        releaseParty: { partyName: 'Busan Haulage Co.', contactName: 'Lee Jun-ho', phone: '+82 51 600 1234' },
        pickupWindow: { startDateTime: '2030-01-02T09:00:00+09:00', endDateTime: '2030-01-02T12:00:00+09:00' },
      },
      'list-refresh-key',
    );
    const reference = order.deliveryOrderReference;
    const { queryClient } = renderWithProviders(<Probe reference={reference} />);
    expect(await screen.findByText('Detail: REQUESTED')).toBeInTheDocument();
    expect(await screen.findByText('List: REQUESTED')).toBeInTheDocument();

    // The carrier issues it (the mock's clock), and the detail's next poll sees it.
    const issuedAt = Date.now() + DO_ISSUE_AFTER_MS + 1_000;
    vi.spyOn(Date, 'now').mockReturnValue(issuedAt);
    await queryClient.refetchQueries({ predicate: (query) => query.queryKey.includes('detail') });
    expect(await screen.findByText('Detail: ISSUED')).toBeInTheDocument();
    expect(await screen.findByText('List: ISSUED')).toBeInTheDocument();
  }, 60_000);
});

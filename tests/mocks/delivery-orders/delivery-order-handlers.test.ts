import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  DELIVERY_ORDERS_PATH,
  type DeliveryOrder,
  deliveryOrderCancellationPath,
  type DeliveryOrderListResponse,
  deliveryOrderPath,
  type DeliveryOrderRequest,
  deliveryOrderSchema,
  IMPORT_DOCUMENTS_PATH,
  type ImportDocumentListResponse,
} from '@/domain/delivery-order/delivery-order-contract';
import { ARRIVAL_NOTICES_PATH } from '@/domain/documentation/arrival-notice-contract';
import type { ApiErrorBody } from '@/lib/api-error';

import { DEMO_USERS } from '../../../mocks/auth/demo-users';
import { DO_ISSUE_AFTER_MS, DO_RELEASE_AFTER_MS } from '../../../mocks/delivery-orders/do-store';
import { IMPORT_BL_NUMBERS } from '../../../mocks/delivery-orders/import-bls';
import { callMock, tokenOf } from '../booking/booking-http';
import { dcsaErrorsOf } from '../dcsa-schemas';
import { deoEventValidator } from './deo-schema';

/*
 * The mock carrier's delivery order API (docs/areas/vgm-delivery-orders.md): who may request a DO, one DO per
 * Idempotency-Key, the status moving on with the clock, cancel until released, and every DO event a DCSA DEO
 * deliveryOrderShipmentEvent (ajv, closed where DEO defines the object).
 */

const NOW_MS = Date.parse('2026-11-21T02:00:00Z');
const SHIPPER = DEMO_USERS.shipper.user.userId;
const [SURRENDERED, SWB_OPEN, NOT_SURRENDERED] = IMPORT_BL_NUMBERS as [string, string, string];

let validateEvent: ValidateFunction;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW_MS);
  validateEvent = deoEventValidator();
});
afterAll(() => {
  vi.useRealTimers();
});

function requestOf(bl: string): DeliveryOrderRequest {
  return {
    transportDocumentReference: bl,
    releaseParty: { partyName: 'Busan Haulage Co.', contactName: 'Lee Jun-ho', phone: '+82 51 600 1234' },
    pickupWindow: { startDateTime: '2026-11-22T09:00:00+09:00', endDateTime: '2026-11-22T12:00:00+09:00' },
  };
}

async function call<T>(method: string, path: string, options: { body?: unknown; key?: string; user?: string } = {}) {
  return callMock<T & Partial<ApiErrorBody>>(method, path, {
    token: await tokenOf(options.user ?? SHIPPER, Date.now()),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.key !== undefined ? { idempotencyKey: options.key } : {}),
  });
}

function expectDeoEvents(order: DeliveryOrder) {
  expect(deliveryOrderSchema.safeParse(order).success).toBe(true);
  for (const event of order.events) expect(dcsaErrorsOf(validateEvent, event)).toEqual([]);
}

describe('the delivery order mock', () => {
  it("lists the demo shipper's import B/Ls as consignee and notify party, none for the forwarder", async () => {
    const answer = await call<ImportDocumentListResponse>('GET', IMPORT_DOCUMENTS_PATH);
    const byBl = new Map(
      answer.body.importDocuments.map((document) => [document.transportDocumentReference, document]),
    );
    expect(byBl.get(SURRENDERED)).toMatchObject({
      transportDocumentStatus: 'SURRENDERED_FOR_DELIVERY',
      partyFunction: 'CN',
      collectInvoices: [expect.objectContaining({ status: 'PAID' })],
      hasArrivalNotice: true,
    });
    expect(byBl.get(SWB_OPEN)).toMatchObject({ transportDocumentTypeCode: 'SWB', partyFunction: 'N1' });
    expect(byBl.get(SWB_OPEN)?.collectInvoices[0]?.status).toBe('OPEN');
    const forwarder = await call<ImportDocumentListResponse>('GET', IMPORT_DOCUMENTS_PATH, {
      user: DEMO_USERS.forwarder.user.userId,
    });
    expect(forwarder.body.importDocuments).toEqual([]);
    const notices = await callMock<{ arrivalNotices: unknown[] }>('GET', ARRIVAL_NOTICES_PATH, {
      token: await tokenOf(SHIPPER, Date.now()),
      query: { transportDocumentReferences: SURRENDERED },
    });
    expect(notices.body.arrivalNotices).toHaveLength(1);
  });

  it('refuses a B/L whose collect charges are open, or whose originals are not surrendered, with 409', async () => {
    const open = await call('POST', DELIVERY_ORDERS_PATH, { body: requestOf(SWB_OPEN), key: 'k-open' });
    expect([open.status, open.body.code]).toEqual([409, 'COLLECT_CHARGES_OPEN']);
    const held = await call('POST', DELIVERY_ORDERS_PATH, { body: requestOf(NOT_SURRENDERED), key: 'k-held' });
    expect([held.status, held.body.code]).toEqual([409, 'BL_NOT_SURRENDERED']);
    const missing = await call('POST', DELIVERY_ORDERS_PATH, { body: requestOf(SURRENDERED) });
    expect(missing.status).toBe(400);
  });

  it('makes one DO per Idempotency-Key, moves it RECE -> PENC -> CONF and answers DEO events', async () => {
    const first = await call<DeliveryOrder>('POST', DELIVERY_ORDERS_PATH, { body: requestOf(SURRENDERED), key: 'k1' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ deliveryStatus: 'REQUESTED', documentStatus: 'RECE' });
    expect(first.body.utilizedTransportEquipments).toHaveLength(2);
    expectDeoEvents(first.body);
    const retry = await call<DeliveryOrder>('POST', DELIVERY_ORDERS_PATH, { body: requestOf(SURRENDERED), key: 'k1' });
    expect([retry.status, retry.body.deliveryOrderReference]).toEqual([200, first.body.deliveryOrderReference]);
    const second = await call('POST', DELIVERY_ORDERS_PATH, { body: requestOf(SURRENDERED), key: 'k2' });
    expect([second.status, second.body.code]).toEqual([409, 'DELIVERY_ORDER_EXISTS']);

    const path = deliveryOrderPath(first.body.deliveryOrderReference);
    vi.setSystemTime(NOW_MS + DO_ISSUE_AFTER_MS);
    const issued = await call<DeliveryOrder>('GET', path);
    expect(issued.body).toMatchObject({ deliveryStatus: 'ISSUED', documentStatus: 'PENC' });
    vi.setSystemTime(NOW_MS + DO_ISSUE_AFTER_MS + DO_RELEASE_AFTER_MS);
    const released = await call<DeliveryOrder>('GET', path);
    expect(released.body).toMatchObject({ deliveryStatus: 'RELEASED', documentStatus: 'CONF' });
    expect(released.body.events.map((event) => event.payload.shipmentEventTypeCode)).toEqual(['RECE', 'PENC', 'CONF']);
    expectDeoEvents(released.body);
    const late = await call('POST', deliveryOrderCancellationPath(first.body.deliveryOrderReference));
    expect([late.status, late.body.code]).toEqual([409, 'DELIVERY_ORDER_NOT_CANCELLABLE']);
    vi.setSystemTime(Date.parse('2026-11-22T01:00:00Z'));
    const collected = await call<DeliveryOrder>('GET', path);
    expect(collected.body).toMatchObject({ deliveryStatus: 'COLLECTED', documentStatus: 'CONF' });
    vi.setSystemTime(NOW_MS);
  });

  it('cancels a DO not yet released (CANC event) and then takes a new request', async () => {
    const created = await call<DeliveryOrder>('POST', DELIVERY_ORDERS_PATH, {
      body: requestOf(SURRENDERED),
      key: 'c1',
    });
    const cancelled = await call<DeliveryOrder>(
      'POST',
      deliveryOrderCancellationPath(created.body.deliveryOrderReference),
    );
    expect(cancelled.body).toMatchObject({ deliveryStatus: 'CANCELLED', documentStatus: 'CANC' });
    expectDeoEvents(cancelled.body);
    const list = await call<DeliveryOrderListResponse>('GET', DELIVERY_ORDERS_PATH);
    expect(list.body.deliveryOrders[0]?.deliveryStatus).toBe('CANCELLED');
    const again = await call('POST', DELIVERY_ORDERS_PATH, { body: requestOf(SURRENDERED), key: 'c2' });
    expect(again.status).toBe(201);
  });

  it('the closed DEO schema refuses a field DEO does not define', () => {
    const event = {
      metadata: { eventID: 'x', eventCreatedDateTime: '2026-11-21T02:00:00Z', eventType: 'SHIPMENT' },
      payload: {
        eventClassifierCode: 'ACT',
        eventDateTime: '2026-11-21T02:00:00Z',
        shipmentEventTypeCode: 'RECE',
        documentTypeCode: 'DEO',
        documentReference: 'DO1',
        deliveryStatus: 'REQUESTED',
      },
    };
    expect(dcsaErrorsOf(validateEvent, event)).not.toEqual([]);
    expect(
      dcsaErrorsOf(validateEvent, { ...event, payload: { ...event.payload, shipmentEventTypeCode: 'DONE' } }),
    ).not.toEqual([]);
  });
});

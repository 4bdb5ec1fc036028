import {
  type DeliveryOrder,
  type DeliveryOrderEvent,
  type DeliveryOrderRequest,
  type DeliveryOrderSummary,
  type DeliveryStatus,
  DEO_STATUS_OF,
  type ReleaseLocation,
} from '@/domain/delivery-order/delivery-order-contract';

import { defineTable } from '../db';

/*
 * The delivery orders of the mock carrier (docs/areas/vgm-delivery-orders.md, "Delivery orders"), stored per company
 * (customerCode) in the mock db. The status moves with the clock like the invoice disputes': REQUESTED (DEO RECE) at
 * the request, ISSUED (PENC) {@link DO_ISSUE_AFTER_MS} later, RELEASED (CONF) {@link DO_RELEASE_AFTER_MS} after that,
 * COLLECTED half an hour into the pickup window (or after the release, when later). A cancel stops it where it is.
 */

const MINUTE_MS = 60_000;
/** The carrier issues a DO this long after the request, in ms. */
export const DO_ISSUE_AFTER_MS = MINUTE_MS / 2;
/** The terminal confirms the release this long after the issue, in ms. */
export const DO_RELEASE_AFTER_MS = MINUTE_MS;
/** The trucker gates out this long after the later of release and pickup window start, in ms. */
const COLLECT_AFTER_MS = 30 * MINUTE_MS;

/** A stored DO: the request, what the B/L gave it, who asked, when (epoch ms), under which Idempotency-Key. */
export interface StoredDeliveryOrder extends DeliveryOrderRequest {
  deliveryOrderReference: string;
  userId: string;
  idempotencyKey: string;
  requestedMs: number;
  cancelledMs?: number;
  releaseLocation: ReleaseLocation;
  equipments: { equipmentReference: string; ISOEquipmentCode: string }[];
  vesselName: string;
  carrierImportVoyageNumber: string;
  consigneeName: string;
}

interface DeliveryOrderTable {
  byCompany: Record<string, StoredDeliveryOrder[]>;
  count: number;
}

const table = defineTable<DeliveryOrderTable>('delivery-orders', () => ({ byCompany: {}, count: 0 }));

/** The company's DOs, oldest first. */
export function deliveryOrdersOf(customerCode: string): StoredDeliveryOrder[] {
  return table.read().byCompany[customerCode] ?? [];
}

/** The DO the user already requested with `idempotencyKey`, if any (a retried submit). */
export function deliveryOrderByKey(customerCode: string, userId: string, key: string): StoredDeliveryOrder | undefined {
  return deliveryOrdersOf(customerCode).find((entry) => entry.userId === userId && entry.idempotencyKey === key);
}

/** Stores a new DO for the company: reference 'DOPUS' + 7 digits of the count. */
export function storeDeliveryOrder(
  customerCode: string,
  order: Omit<StoredDeliveryOrder, 'deliveryOrderReference'>,
): StoredDeliveryOrder {
  return table.update((current) => {
    current.count += 1;
    const stored: StoredDeliveryOrder = {
      ...order,
      deliveryOrderReference: `DOPUS${String(current.count).padStart(7, '0')}`,
    };
    (current.byCompany[customerCode] ??= []).push(stored);
    return stored;
  });
}

/** Marks the DO cancelled at `nowMs`; returns false when it is not the company's. */
export function cancelDeliveryOrder(customerCode: string, reference: string, nowMs: number): boolean {
  return table.update((current) => {
    const found = current.byCompany[customerCode]?.find((entry) => entry.deliveryOrderReference === reference);
    if (found) found.cancelledMs = nowMs;
    return found !== undefined;
  });
}

/** The steps `order` has reached by `nowMs`, each with its instant (epoch ms), in order. */
export function stepsOf(order: StoredDeliveryOrder, nowMs: number): { status: DeliveryStatus; atMs: number }[] {
  const issuedMs = order.requestedMs + DO_ISSUE_AFTER_MS;
  const releasedMs = issuedMs + DO_RELEASE_AFTER_MS;
  const collectedMs = Math.max(releasedMs, Date.parse(order.pickupWindow.startDateTime)) + COLLECT_AFTER_MS;
  const until = order.cancelledMs ?? nowMs;
  const steps = [
    { status: 'REQUESTED' as const, atMs: order.requestedMs },
    { status: 'ISSUED' as const, atMs: issuedMs },
    { status: 'RELEASED' as const, atMs: releasedMs },
    { status: 'COLLECTED' as const, atMs: collectedMs },
  ].filter((step) => step.atMs <= until);
  return order.cancelledMs !== undefined && order.cancelledMs <= nowMs
    ? [...steps, { status: 'CANCELLED', atMs: order.cancelledMs }]
    : steps;
}

/** The DO's step at `nowMs`. */
export function statusOf(order: StoredDeliveryOrder, nowMs: number): DeliveryStatus {
  return stepsOf(order, nowMs).at(-1)?.status ?? 'REQUESTED';
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The list row of `order` at `nowMs`. */
export function summaryOf(order: StoredDeliveryOrder, nowMs: number): DeliveryOrderSummary {
  const steps = stepsOf(order, nowMs);
  const status = steps.at(-1)?.status ?? 'REQUESTED';
  return {
    deliveryOrderReference: order.deliveryOrderReference,
    transportDocumentReference: order.transportDocumentReference,
    documentStatus: DEO_STATUS_OF[status],
    deliveryStatus: status,
    equipmentReferences: order.equipments.map((equipment) => equipment.equipmentReference),
    requestedDateTime: iso(order.requestedMs),
    updatedDateTime: iso(steps.at(-1)?.atMs ?? order.requestedMs),
  };
}

/** DEO events of the steps (COLLECTED is no DEO event: DEO ends at the release). */
function eventsOf(order: StoredDeliveryOrder, nowMs: number): DeliveryOrderEvent[] {
  return stepsOf(order, nowMs)
    .filter((step) => step.status !== 'COLLECTED')
    .map((step, index) => ({
      metadata: {
        eventID: `${order.deliveryOrderReference}-${String(index + 1)}`,
        eventCreatedDateTime: iso(step.atMs),
        eventType: 'SHIPMENT',
      },
      payload: {
        eventClassifierCode: 'ACT',
        eventDateTime: iso(step.atMs),
        shipmentEventTypeCode: DEO_STATUS_OF[step.status],
        documentTypeCode: 'DEO',
        documentReference: order.deliveryOrderReference,
        relatedDocumentReferences: [{ type: 'TRD', value: order.transportDocumentReference }],
        ...(step.status === 'CANCELLED' ? { reason: 'Cancelled by the consignee.' } : {}),
      },
    }));
}

/** The answer's view of `order` at `nowMs`. */
export function deliveryOrderView(order: StoredDeliveryOrder, nowMs: number): DeliveryOrder {
  const steps = stepsOf(order, nowMs);
  const issued = steps.find((step) => step.status === 'ISSUED');
  const collected = steps.find((step) => step.status === 'COLLECTED');
  return {
    ...summaryOf(order, nowMs),
    releaseParty: order.releaseParty,
    pickupWindow: order.pickupWindow,
    releaseLocation: order.releaseLocation,
    utilizedTransportEquipments: order.equipments.map((equipment) => ({ equipment })),
    vesselName: order.vesselName,
    carrierImportVoyageNumber: order.carrierImportVoyageNumber,
    consigneeName: order.consigneeName,
    ...(issued ? { issueDateTime: iso(issued.atMs) } : {}),
    ...(collected ? { collectedDateTime: iso(collected.atMs) } : {}),
    events: eventsOf(order, nowMs),
  };
}

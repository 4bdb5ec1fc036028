import { http, HttpResponse, type RequestHandler } from 'msw';

import { BOOKINGS_PATH } from '@/domain/booking/booking-contract';
import {
  DELIVERY_ORDER_ISSUES,
  DELIVERY_ORDERS_PATH,
  deliveryOrderListResponseSchema,
  type DeliveryOrderRequest,
  deliveryOrderRequestSchema,
  deliveryOrderSchema,
  IMPORT_DOCUMENTS_PATH,
  type ImportDocument,
  importDocumentListResponseSchema,
  type ReleaseBlock,
} from '@/domain/delivery-order/delivery-order-contract';
import { ARRIVAL_NOTICES_PATH, arrivalNoticesQuerySchema } from '@/domain/documentation/arrival-notice-contract';

import { findAccount } from '../auth/accounts';
import { verifyAccessToken } from '../auth/auth-db';
import { getBooking } from '../booking/booking-store';
import { collectInvoicesOf, type CollectInvoiceStatus } from '../e-finance/collect-invoices';
import { apiUrl, badRequest, errorResponse, fieldErrorResponse, requireIdempotencyKey } from '../http';
import {
  cancelDeliveryOrder,
  deliveryOrderByKey,
  deliveryOrdersOf,
  deliveryOrderView,
  statusOf,
  storeDeliveryOrder,
  summaryOf,
} from './do-store';
import { findImportBl, IMPORT_BL_NUMBERS, type ImportBl, importBlsOf } from './import-bls';
import { importBookingFor } from './import-booking';

/*
 * The mock carrier's delivery order API (contract: src/domain/delivery-order/delivery-order-contract.ts; docs/areas/
 * vgm-delivery-orders.md). A DO is refused with 409 BL_NOT_SURRENDERED while an original B/L (BOL, paper) is not
 * surrendered (a sea waybill or a telex release needs none), 409 COLLECT_CHARGES_OPEN while a collect invoice of the
 * B/L is not PAID in e-finance (../e-finance/collect-invoices.ts: the invoice list's status, so a dispute or a payment
 * moves the gate), 409 DELIVERY_ORDER_EXISTS while another DO of the B/L is not cancelled.
 */

async function userOf(request: Request): Promise<string | Response> {
  const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
  const userId = token ? await verifyAccessToken(token) : null;
  return userId ?? errorResponse(401, 'UNAUTHORIZED', 'Log in to see your delivery orders.');
}

const customerCodeOf = (userId: string) => findAccount(userId)?.user.customerCode ?? `USER:${userId}`;

/** Why `bl`, with its collect invoices `invoices` (their e-finance status now), cannot be released yet, or null. */
function releaseBlockOf(bl: ImportBl, invoices: readonly CollectInvoiceStatus[]): ReleaseBlock | null {
  const { document } = bl;
  const needsOriginals = document.transportDocumentTypeCode === 'BOL' && !document.isElectronic;
  if (needsOriginals && document.transportDocumentStatus !== 'SURRENDERED_FOR_DELIVERY') return 'BL_NOT_SURRENDERED';
  return invoices.every((invoice) => invoice.status === 'PAID') ? null : 'COLLECT_CHARGES_OPEN';
}

const BLOCK_MESSAGES: Record<ReleaseBlock, string> = {
  BL_NOT_SURRENDERED: 'The original bills of lading have not been surrendered.',
  COLLECT_CHARGES_OPEN: 'The collect charges of this B/L are not paid.',
};

function releaseLocationOf(bl: ImportBl) {
  const pickup = bl.arrivalNotice?.pickupInformation?.pickupLocation;
  const pod = bl.facts.pod;
  return {
    locationName: pod.locationName,
    UNLocationCode: pod.UNLocationCode,
    facilityName: pickup?.facility?.facilityName ?? `${pod.locationName} Container Terminal`,
    facilityCode: pickup?.facility?.facilityCode ?? `${pod.UNLocationCode.slice(2)}CT`,
    timeZone: bl.timeZone,
  };
}

function importDocumentOf(bl: ImportBl, userId: string, nowMs: number): ImportDocument {
  const { document, facts } = bl;
  const reference = document.transportDocumentReference;
  const latest = deliveryOrdersOf(customerCodeOf(userId))
    .filter((order) => order.transportDocumentReference === reference)
    .at(-1);
  return {
    transportDocumentReference: reference,
    transportDocumentTypeCode: document.transportDocumentTypeCode === 'SWB' ? 'SWB' : 'BOL',
    transportDocumentStatus: document.transportDocumentStatus,
    isElectronic: document.isElectronic,
    partyFunction: bl.partyFunction,
    shipperName: document.documentParties.shipper.partyName,
    vesselName: facts.vesselName,
    carrierImportVoyageNumber: facts.carrierExportVoyageNumber,
    portOfLoading: facts.pol,
    releaseLocation: releaseLocationOf(bl),
    arrivalDate: facts.arrivalDate,
    hasArrivalNotice: bl.arrivalNotice !== undefined,
    collectInvoices: collectInvoicesOf(userId, reference, nowMs),
    utilizedTransportEquipments: document.utilizedTransportEquipments.map(({ equipment }) => ({
      equipment: { equipmentReference: equipment.equipmentReference, ISOEquipmentCode: equipment.ISOEquipmentCode },
    })),
    ...(latest ? { latestDeliveryOrder: summaryOf(latest, nowMs) } : {}),
  };
}

/** Field errors of the window: parsable instants with an offset, the end after the start. */
function windowErrors(request: DeliveryOrderRequest): { jsonPath: string; message: string }[] {
  const start = Date.parse(request.pickupWindow.startDateTime);
  const end = Date.parse(request.pickupWindow.endDateTime);
  if (!Number.isFinite(start))
    return [{ jsonPath: '$.pickupWindow.startDateTime', message: DELIVERY_ORDER_ISSUES.date }];
  if (!Number.isFinite(end) || end <= start) {
    return [{ jsonPath: '$.pickupWindow.endDateTime', message: DELIVERY_ORDER_ISSUES.timeOrder }];
  }
  const missing = (['partyName', 'contactName', 'phone'] as const).filter((key) => !request.releaseParty[key].trim());
  return missing.map((key) => ({ jsonPath: `$.releaseParty.${key}`, message: DELIVERY_ORDER_ISSUES.required }));
}

/** Handlers of the delivery order resources. */
export const deliveryOrderHandlers: RequestHandler[] = [
  // The arrival notice of an import B/L of the user's company (consignee or notify party). Any other B/L's notice is
  // the documentation mock's: a resolver that returns nothing hands the request to the next handler (MSW), so this
  // list comes before documentationHandlers in mocks/handlers.ts, and the documentation mock needs no import from here.
  http.get(apiUrl(ARRIVAL_NOTICES_PATH), async ({ request }) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    const userId = token ? await verifyAccessToken(token) : null;
    const parsed = arrivalNoticesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!userId || !parsed.success) return undefined;
    const blNumber = parsed.data.transportDocumentReferences.toUpperCase();
    const imported = findImportBl(userId, blNumber, Date.now())?.arrivalNotice;
    return imported ? HttpResponse.json({ arrivalNotices: [imported] }) : undefined;
  }),
  http.get(apiUrl(IMPORT_DOCUMENTS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const nowMs = Date.now();
    const importDocuments = importBlsOf(userId, nowMs).map((bl) => importDocumentOf(bl, userId, nowMs));
    return HttpResponse.json(importDocumentListResponseSchema.parse({ importDocuments }));
  }),
  http.get(apiUrl(DELIVERY_ORDERS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const nowMs = Date.now();
    const deliveryOrders = deliveryOrdersOf(customerCodeOf(userId))
      .map((order) => summaryOf(order, nowMs))
      .reverse();
    return HttpResponse.json(deliveryOrderListResponseSchema.parse({ deliveryOrders }));
  }),
  http.post(apiUrl(DELIVERY_ORDERS_PATH), async ({ request }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const key = requireIdempotencyKey(request);
    if (key instanceof Response) return key;
    const nowMs = Date.now();
    const customerCode = customerCodeOf(userId);
    const earlier = deliveryOrderByKey(customerCode, userId, key);
    if (earlier) return HttpResponse.json(deliveryOrderSchema.parse(deliveryOrderView(earlier, nowMs)));
    const parsed = deliveryOrderRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return badRequest(parsed.error);
    const errors = windowErrors(parsed.data);
    if (errors.length) return fieldErrorResponse(400, 'INVALID_REQUEST', 'Some fields are not valid.', errors);
    const reference = parsed.data.transportDocumentReference.trim().toUpperCase();
    const bl = findImportBl(userId, reference, nowMs);
    if (!bl) {
      return errorResponse(404, 'TRANSPORT_DOCUMENT_NOT_FOUND', `There is no import B/L ${reference} of your company.`);
    }
    const block = releaseBlockOf(bl, collectInvoicesOf(userId, reference, nowMs));
    if (block) return errorResponse(409, block, BLOCK_MESSAGES[block]);
    const open = deliveryOrdersOf(customerCode).find(
      (order) => order.transportDocumentReference === reference && statusOf(order, nowMs) !== 'CANCELLED',
    );
    if (open) {
      return errorResponse(409, 'DELIVERY_ORDER_EXISTS', `Delivery order ${open.deliveryOrderReference} exists.`);
    }
    const consignee = bl.document.documentParties.consignee?.partyName ?? '';
    const stored = storeDeliveryOrder(customerCode, {
      ...parsed.data,
      transportDocumentReference: reference,
      userId,
      idempotencyKey: key,
      requestedMs: nowMs,
      releaseLocation: releaseLocationOf(bl),
      equipments: bl.document.utilizedTransportEquipments.map(({ equipment }) => ({
        equipmentReference: equipment.equipmentReference,
        ISOEquipmentCode: equipment.ISOEquipmentCode,
      })),
      vesselName: bl.facts.vesselName,
      carrierImportVoyageNumber: bl.facts.carrierExportVoyageNumber,
      consigneeName: consignee,
    });
    return HttpResponse.json(deliveryOrderSchema.parse(deliveryOrderView(stored, nowMs)), { status: 201 });
  }),
  http.get(apiUrl('v1/delivery-order/:reference'), async ({ request, params }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const reference = String(params.reference);
    const order = deliveryOrdersOf(customerCodeOf(userId)).find((o) => o.deliveryOrderReference === reference);
    return order
      ? HttpResponse.json(deliveryOrderSchema.parse(deliveryOrderView(order, Date.now())))
      : errorResponse(404, 'DELIVERY_ORDER_NOT_FOUND', `There is no delivery order ${reference} of your company.`);
  }),
  http.post(apiUrl('v1/delivery-order/:reference/cancellation'), async ({ request, params }) => {
    const userId = await userOf(request);
    if (userId instanceof Response) return userId;
    const nowMs = Date.now();
    const customerCode = customerCodeOf(userId);
    const reference = String(params.reference);
    const order = deliveryOrdersOf(customerCode).find((o) => o.deliveryOrderReference === reference);
    if (!order) {
      return errorResponse(404, 'DELIVERY_ORDER_NOT_FOUND', `There is no delivery order ${reference} of your company.`);
    }
    const status = statusOf(order, nowMs);
    if (status === 'CANCELLED') return HttpResponse.json(deliveryOrderSchema.parse(deliveryOrderView(order, nowMs)));
    if (status !== 'REQUESTED' && status !== 'ISSUED') {
      return errorResponse(409, 'DELIVERY_ORDER_NOT_CANCELLABLE', 'A released delivery order cannot be cancelled.');
    }
    cancelDeliveryOrder(customerCode, reference, nowMs);
    const cancelled = deliveryOrdersOf(customerCode).find((o) => o.deliveryOrderReference === reference) ?? order;
    return HttpResponse.json(deliveryOrderSchema.parse(deliveryOrderView(cancelled, nowMs)));
  }),
];

/**
 * GET {API}/v1/bookings/{booking number} for a party to an import B/L (docs/areas/vgm-delivery-orders.md, "How a
 * consignee reaches the shipment"): the consignee or notify party of B/L 'ONEY' + booking number gets the shipment's
 * booking, read only (./import-booking.ts, a DCSA Booking 2.0.5). Every other request, and the booker's own booking,
 * goes on to the booking mock (a resolver that returns nothing hands the request to the next handler, MSW), which
 * answers 404 BOOKING_NOT_FOUND to anyone else and keeps PUT and PATCH to the booker. So this list comes before
 * bookingHandlers in mocks/handlers.ts, and the booking mock needs no import from here.
 */
export const importBookingHandlers: RequestHandler[] = [
  http.get(apiUrl(`${BOOKINGS_PATH}/:bookingReference`), async ({ request, params }) => {
    const reference = String(params.bookingReference);
    // Most booking reads are of no import B/L: hand them on before verifying the token or deriving any B/L.
    if (!IMPORT_BL_NUMBERS.includes(`ONEY${reference}`)) return undefined;
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    const userId = token ? await verifyAccessToken(token) : null;
    if (!userId) return undefined;
    const nowMs = Date.now();
    const booking = importBookingFor(userId, reference, nowMs);
    if (!booking || getBooking(userId, reference, nowMs)) return undefined;
    return HttpResponse.json(booking);
  }),
];

import type { DeliveryStatus, ImportDocument, ReleaseBlock } from '@/domain/delivery-order/delivery-order-contract';

/*
 * When a delivery order can be requested and what a DO's step allows (docs/areas/vgm-delivery-orders.md, "Delivery
 * orders"). The carrier checks the same on the request (409 with the block's code); the page tells it beforehand.
 */

/**
 * Why the cargo of `document` cannot be released yet, or null: an original paper B/L (BOL) must have been surrendered
 * (DCSA transportDocumentStatus SURRENDERED_FOR_DELIVERY, which a telex release also gives); a sea waybill or an
 * electronic B/L needs no originals. Then every collect invoice must be PAID.
 */
export function releaseBlockOf(
  document: Pick<
    ImportDocument,
    'transportDocumentTypeCode' | 'transportDocumentStatus' | 'isElectronic' | 'collectInvoices'
  >,
): ReleaseBlock | null {
  const needsOriginals = document.transportDocumentTypeCode === 'BOL' && !document.isElectronic;
  if (needsOriginals && document.transportDocumentStatus !== 'SURRENDERED_FOR_DELIVERY') return 'BL_NOT_SURRENDERED';
  return document.collectInvoices.every((invoice) => invoice.status === 'PAID') ? null : 'COLLECT_CHARGES_OPEN';
}

/** Whether a DO in `status` still holds the B/L (a new one cannot be requested): anything but cancelled. */
export function isActive(status: DeliveryStatus): boolean {
  return status !== 'CANCELLED';
}

/** What the B/L's row offers: request a DO, show the active one, or tell why it is blocked. */
export type ImportAction =
  { kind: 'request' } | { kind: 'view'; deliveryOrderReference: string } | { kind: 'blocked'; block: ReleaseBlock };

/** The action of `document`: its active DO first, else the release block, else a request. */
export function importActionOf(document: ImportDocument): ImportAction {
  const latest = document.latestDeliveryOrder;
  if (latest && isActive(latest.deliveryStatus)) {
    return { kind: 'view', deliveryOrderReference: latest.deliveryOrderReference };
  }
  const block = releaseBlockOf(document);
  return block ? { kind: 'blocked', block } : { kind: 'request' };
}

/** A DO can be cancelled until the terminal has confirmed the release (requested or issued). */
export function isCancellable(status: DeliveryStatus): boolean {
  return status === 'REQUESTED' || status === 'ISSUED';
}

/** The carrier moves a DO on by itself while it is requested or issued: the page polls then. */
export function isChangeExpected(status: DeliveryStatus): boolean {
  return status === 'REQUESTED' || status === 'ISSUED';
}

/** Printable once issued (the terminal needs the carrier's DO); not after a cancel. */
export function isPrintable(status: DeliveryStatus): boolean {
  return status === 'ISSUED' || status === 'RELEASED' || status === 'COLLECTED';
}

/** The steps shown as progress, in order. */
export const PROGRESS_STEPS: readonly DeliveryStatus[] = ['REQUESTED', 'ISSUED', 'RELEASED', 'COLLECTED'];

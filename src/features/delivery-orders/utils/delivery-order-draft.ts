import { z } from '@/config/zod-mini';
import { readDraft, writeDraft } from '@/lib/draft-storage';

import {
  type DeliveryOrderFormValues,
  deliveryOrderFormValuesSchema,
  EMPTY_DELIVERY_ORDER_FORM,
} from './delivery-order-form';

/*
 * The user's draft of a delivery order request, one per import B/L, kept by lib/draft-storage (it survives a reload
 * and a session timeout) with the Idempotency-Key of a press, so a retried submit after a reload makes one DO.
 */

/** Draft key of the request for B/L `transportDocumentReference`. */
export const deliveryOrderDraftKey = (transportDocumentReference: string) =>
  `delivery-order:${transportDocumentReference}`;

const draftSchema = z.object({ values: deliveryOrderFormValuesSchema, idempotencyKey: z.nullable(z.string()) });
/** The stored draft: the form's values and the key of a press on its way. */
export type DeliveryOrderDraft = z.infer<typeof draftSchema>;

/** The current user's draft for the B/L, or an empty one. */
export function readDeliveryOrderDraft(transportDocumentReference: string): DeliveryOrderDraft {
  return (
    readDraft(deliveryOrderDraftKey(transportDocumentReference), draftSchema) ?? {
      values: EMPTY_DELIVERY_ORDER_FORM,
      idempotencyKey: null,
    }
  );
}

/** Stores the draft for the B/L. */
export function writeDeliveryOrderDraft(transportDocumentReference: string, draft: DeliveryOrderDraft): void {
  writeDraft(deliveryOrderDraftKey(transportDocumentReference), draft);
}

/** Keeps `values`, with the draft's key. */
export function saveDeliveryOrderValues(transportDocumentReference: string, values: DeliveryOrderFormValues): void {
  writeDeliveryOrderDraft(transportDocumentReference, {
    ...readDeliveryOrderDraft(transportDocumentReference),
    values,
  });
}

import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';
import { userScope } from '@/lib/user-scope';

import {
  DELIVERY_ORDERS_PATH,
  type DeliveryOrder,
  deliveryOrderCancellationPath,
  type DeliveryOrderListResponse,
  deliveryOrderListResponseSchema,
  deliveryOrderPath,
  type DeliveryOrderRequest,
  deliveryOrderSchema,
  IMPORT_DOCUMENTS_PATH,
  type ImportDocumentListResponse,
  importDocumentListResponseSchema,
} from './delivery-order-contract';

/*
 * Fetchers and queries of the delivery order API (delivery-order-contract.ts lists the calls). In domain/ because the
 * delivery orders area and the shipment detail (ContainerDeliveryOrderStatus) both read DOs. Each fetcher rejects with
 * ApiError, or with a ZodError when the answer does not have the contract's shape.
 */

/** GET v1/delivery-orders/import-documents: the company's import B/Ls, newest arrival first. */
export async function getImportDocuments(signal?: AbortSignal): Promise<ImportDocumentListResponse> {
  const { data } = await apiClient.get<unknown>(IMPORT_DOCUMENTS_PATH, { signal });
  return importDocumentListResponseSchema.parse(data);
}

/** GET v1/delivery-orders: the company's DOs, newest first. */
export async function getDeliveryOrders(signal?: AbortSignal): Promise<DeliveryOrderListResponse> {
  const { data } = await apiClient.get<unknown>(DELIVERY_ORDERS_PATH, { signal });
  return deliveryOrderListResponseSchema.parse(data);
}

/** GET v1/delivery-order/{reference}: one DO; 404 when unknown or another company's. */
export async function getDeliveryOrder(reference: string, signal?: AbortSignal): Promise<DeliveryOrder> {
  const { data } = await apiClient.get<unknown>(deliveryOrderPath(reference), { signal });
  return deliveryOrderSchema.parse(data);
}

/** POST v1/delivery-orders: a new DO; the same `idempotencyKey` answers the same DO. 409 with a release block code. */
export async function createDeliveryOrder(
  request: DeliveryOrderRequest,
  idempotencyKey: string,
): Promise<DeliveryOrder> {
  const { data } = await apiClient.post<unknown>(DELIVERY_ORDERS_PATH, request, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  return deliveryOrderSchema.parse(data);
}

/** POST v1/delivery-order/{reference}/cancellation: cancels a DO not yet released (409 once released). */
export async function cancelDeliveryOrder(reference: string): Promise<DeliveryOrder> {
  const { data } = await apiClient.post<unknown>(deliveryOrderCancellationPath(reference), {});
  return deliveryOrderSchema.parse(data);
}

/** Query factory of DOs: all -> user(userId) -> importDocuments | list | detail(reference). Keys carry the user. */
export const deliveryOrderQueries = {
  all: () => ['delivery-orders'] as const,
  user: (userId: string) => [...deliveryOrderQueries.all(), userScope(userId)] as const,
  importDocuments: (userId: string) =>
    queryOptions({
      queryKey: [...deliveryOrderQueries.user(userId), 'import-documents'] as const,
      queryFn: ({ signal }) => getImportDocuments(signal),
      meta: { errorHandling: 'custom' },
    }),
  list: (userId: string) =>
    queryOptions({
      queryKey: [...deliveryOrderQueries.user(userId), 'list'] as const,
      queryFn: ({ signal }) => getDeliveryOrders(signal),
      meta: { errorHandling: 'custom' },
    }),
  detail: (userId: string, reference: string) =>
    queryOptions({
      queryKey: [...deliveryOrderQueries.user(userId), 'detail', reference] as const,
      queryFn: ({ signal }) => getDeliveryOrder(reference, signal),
      meta: { errorHandling: 'custom' },
    }),
};

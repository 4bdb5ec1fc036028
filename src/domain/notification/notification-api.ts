import {
  type MarkReadRequest,
  type MarkReadResponse,
  markReadResponseSchema,
  type NotificationList,
  notificationListSchema,
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATIONS_PATH,
  NOTIFICATIONS_READ_PATH,
} from '@/domain/notification/notification-contract';
import { apiClient } from '@/lib/api-client';

/*
 * Fetchers of the notifications API (notification-contract.ts lists the calls; docs/areas/notifications.md). Both need the
 * bearer (the API client refreshes it once on a 401) and reject with ApiError, or with a ZodError when the answer does
 * not have the contract's shape.
 */

/**
 * GET v1/notifications?limit: the user's newest `limit` (1..100, default 100) notifications, newest first, with the
 * unread count of all of them and `lastEventId` (where the feed starts; null when the user has none).
 */
export async function getNotifications(
  limit: number = NOTIFICATIONS_MAX_LIMIT,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const { data } = await apiClient.get<unknown>(NOTIFICATIONS_PATH, { params: { limit }, signal });
  return notificationListSchema.parse(data);
}

/**
 * POST v1/notifications/read with `{ids}` (1..100 ids; unknown ones are ignored) or `{all: true}`: marks them read
 * for the user (kept by the server, so it survives reloads); resolves with the user's unread count after the change.
 */
export async function markNotificationsReadOnServer(request: MarkReadRequest): Promise<MarkReadResponse> {
  const { data } = await apiClient.post<unknown>(NOTIFICATIONS_READ_PATH, request);
  return markReadResponseSchema.parse(data);
}

import { type Notice, NOTICES_PATH, noticesResponseSchema } from '@/features/home/api/home-contract';
import { apiClient } from '@/lib/api-client';

/** GET the latest notices. Rejects with ApiError. */
export async function getNotices(signal?: AbortSignal): Promise<Notice[]> {
  const { data } = await apiClient.get<unknown>(NOTICES_PATH, { signal });
  return noticesResponseSchema.parse(data).notices;
}

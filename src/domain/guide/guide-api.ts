import { z } from '@/config/zod-mini';
import {
  GUIDES_PATH,
  type GuideView,
  guideViewPath,
  guideViewSchema,
  type MenuGuide,
  menuGuideSchema,
} from '@/domain/guide/guide-contract';
import { apiClient } from '@/lib/api-client';

/** GET /v1/guides (docs/requirements.md §7): the video guides per menu. Rejects with ApiError (or ZodError on a bad body). */
export async function getGuides(): Promise<MenuGuide[]> {
  const response = await apiClient.get<unknown>(GUIDES_PATH);
  return z.array(menuGuideSchema).parse(response.data);
}

/** GET /v1/view-guides/{guideId} (docs/requirements.md §7): `{ isShown }`. Rejects with ApiError. */
export async function getGuideView(guideId: string): Promise<GuideView> {
  const response = await apiClient.get<unknown>(guideViewPath(guideId));
  return guideViewSchema.parse(response.data);
}

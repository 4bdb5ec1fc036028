import { queryOptions } from '@tanstack/react-query';

import { apiClient } from '@/lib/api-client';

/** The video guide of one menu (spec section 3): `video` and `documentGuide` are URLs. */
export interface MenuGuide {
  menuCode: string;
  video: string;
  documentGuide: string;
}

/** GET /v1/guides (spec section 7): the video guides per menu. Rejects with ApiError. */
export async function getGuides(): Promise<MenuGuide[]> {
  const response = await apiClient.get<MenuGuide[]>('v1/guides');
  return response.data;
}

/** Query factory of the guides (TkDodo hierarchy). Placeholder until the guides work lands. */
export const guideQueries = {
  all: () => ['guides'] as const,
  list: () => queryOptions({ queryKey: [...guideQueries.all(), 'list'], queryFn: getGuides }),
};

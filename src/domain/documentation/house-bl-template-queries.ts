import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import {
  createHouseBlTemplate,
  deleteHouseBlTemplate,
  getHouseBlTemplates,
  updateHouseBlTemplate,
} from '@/domain/documentation/house-bl-template-api';
import type { HouseBlTemplateInput } from '@/domain/documentation/house-bl-template-contract';
import { userScope } from '@/lib/user-scope';

/**
 * Query factory of the house B/L templates: all -> user(userId) -> list. Mutations refresh the user's list. Used by
 * the templates page and the SI form's house B/Ls.
 */
export const houseBlTemplateQueries = {
  all: () => ['house-bl-templates'] as const,
  user: (userId: string) => [...houseBlTemplateQueries.all(), userScope(userId)] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: [...houseBlTemplateQueries.user(userId), 'list'] as const,
      queryFn: ({ signal }) => getHouseBlTemplates(signal),
      meta: { errorHandling: 'custom' },
    }),
};

function useInvalidate(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: houseBlTemplateQueries.user(userId) });
}

/** Saves a new template (`id` undefined) or replaces template `id`; failures (400, 409) are the caller's to show. */
export function useSaveHouseBlTemplate(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: HouseBlTemplateInput }) =>
      id ? updateHouseBlTemplate(id, input) : createHouseBlTemplate(input),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Deletes template `id`. */
export function useDeleteHouseBlTemplate(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (id: string) => deleteHouseBlTemplate(id),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import {
  createBookingTemplate,
  deleteBookingTemplate,
  getBookingTemplate,
  getBookingTemplates,
  revokeBookingTemplateShare,
  shareBookingTemplate,
  updateBookingTemplate,
} from '@/domain/booking-template/template-api';
import type {
  BookingTemplateListParams,
  CreateBookingTemplate,
  UpdateBookingTemplate,
} from '@/domain/booking-template/template-contract';
import { userScope } from '@/lib/user-scope';

/**
 * Query factory of booking templates: all -> user(userId) -> lists -> list(params), user -> details -> detail(id).
 * Every key but `all()` carries `userScope(userId)`. Lists always load afresh when a list page mounts
 * (`refetchOnMount: 'always'`: docs/requirements.md §2, switching between the template routes reloads) and when the window regains
 * focus (a change made in another tab shows when the user comes back to this one).
 */
export const templateQueries = {
  all: () => ['booking-templates'] as const,
  user: (userId: string) => [...templateQueries.all(), userScope(userId)] as const,
  lists: (userId: string) => [...templateQueries.user(userId), 'list'] as const,
  list: (userId: string, params: BookingTemplateListParams) =>
    queryOptions({
      queryKey: [...templateQueries.lists(userId), { scope: params.scope ?? 'usable', q: params.q ?? '' }] as const,
      queryFn: ({ signal }) => getBookingTemplates(params, signal),
      refetchOnMount: 'always',
      refetchOnWindowFocus: 'always',
      meta: { errorHandling: 'custom' },
    }),
  details: (userId: string) => [...templateQueries.user(userId), 'detail'] as const,
  detail: (userId: string, id: string) =>
    queryOptions({
      queryKey: [...templateQueries.details(userId), id] as const,
      queryFn: ({ signal }) => getBookingTemplate(id, signal),
      meta: { errorHandling: 'custom' },
    }),
};

function useInvalidateTemplates(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateQueries.user(userId) });
}

/** Creates a template of `userId` (from fields or a booking); the user's template lists and details reload. */
export function useCreateBookingTemplate(userId: string) {
  const invalidate = useInvalidateTemplates(userId);
  return useMutation({
    mutationFn: (body: CreateBookingTemplate) => createBookingTemplate(body),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Renames or edits one of the user's templates. */
export function useUpdateBookingTemplate(userId: string) {
  const invalidate = useInvalidateTemplates(userId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateBookingTemplate }) => updateBookingTemplate(id, body),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Deletes one of the user's templates. */
export function useDeleteBookingTemplate(userId: string) {
  const invalidate = useInvalidateTemplates(userId);
  return useMutation({
    mutationFn: (id: string) => deleteBookingTemplate(id),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Shares one of the user's templates with colleagues (user IDs or e-mails); field errors per recipient on a 400. */
export function useShareBookingTemplate(userId: string) {
  const invalidate = useInvalidateTemplates(userId);
  return useMutation({
    mutationFn: ({ id, recipients }: { id: string; recipients: string[] }) => shareBookingTemplate(id, { recipients }),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

/** Revokes one colleague's access to one of the user's templates. */
export function useRevokeBookingTemplateShare(userId: string) {
  const invalidate = useInvalidateTemplates(userId);
  return useMutation({
    mutationFn: ({ id, colleagueId }: { id: string; colleagueId: string }) =>
      revokeBookingTemplateShare(id, colleagueId),
    meta: { errorHandling: 'custom' },
    onSuccess: invalidate,
  });
}

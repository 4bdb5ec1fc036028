import { useMutation, useQueryClient } from '@tanstack/react-query';

import { updateProfile } from './profile-api';
import { profileQueries } from './profile-queries';

/** Saves the profile of `userId`; on success that user's cached profile is replaced by the server's answer. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The form shows a failed save next to its button; session-wide statuses (401, 429, 503, 504) still pop up.
    meta: { errorHandling: 'custom' },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueries.detail(userId).queryKey, profile);
    },
  });
}

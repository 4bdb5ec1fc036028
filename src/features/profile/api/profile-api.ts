import { type Profile, PROFILE_PATH, profileSchema, type ProfileUpdate } from '@/features/profile/api/profile-contract';
import { apiClient } from '@/lib/api-client';

/** GET the current user's profile. Rejects with ApiError. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await apiClient.get<unknown>(PROFILE_PATH, { signal });
  return profileSchema.parse(data);
}

/** PUT the editable fields; resolves to the saved profile. Rejects with ApiError (400 with a message on bad input). */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const { data } = await apiClient.put<unknown>(PROFILE_PATH, update);
  return profileSchema.parse(data);
}

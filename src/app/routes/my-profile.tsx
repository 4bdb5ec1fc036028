import { ProfilePage } from '@/features/profile/components/profile-page';

/** `/my-profile` (docs/requirements.md §2, from the avatar menu). */
export default function MyProfileRoute() {
  return <ProfilePage />;
}

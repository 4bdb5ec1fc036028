import { NotFoundPage } from '@/features/pages/components/not-found-page';

/** `/404` and any unknown route (docs/requirements.md §2). */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}

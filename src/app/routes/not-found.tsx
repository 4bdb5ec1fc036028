import { NotFoundPage } from '@/features/pages/components/not-found-page';

/** `/404` and any unknown route (spec section 2). */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}

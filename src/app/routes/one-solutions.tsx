import { OneSolutionsPage } from '@/features/pages/components/one-solutions-page';

/** `/one-solutions` (spec section 2). */
export default function OneSolutionsRoute() {
  return <OneSolutionsPage />;
}

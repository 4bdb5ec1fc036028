import { OneSolutionsPage } from '@/features/pages/components/one-solutions-page';

/** `/one-solutions` (docs/requirements.md §2). */
export default function OneSolutionsRoute() {
  return <OneSolutionsPage />;
}

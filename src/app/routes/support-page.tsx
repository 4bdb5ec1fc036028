import { SupportPage } from '@/features/pages/components/support-page';

/** `/support-page` (docs/requirements.md §2). */
export default function SupportRoute() {
  return <SupportPage />;
}

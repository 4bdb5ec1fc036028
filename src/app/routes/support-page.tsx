import { SupportPage } from '@/features/pages/components/support-page';

/** `/support-page` (spec section 2). */
export default function SupportRoute() {
  return <SupportPage />;
}

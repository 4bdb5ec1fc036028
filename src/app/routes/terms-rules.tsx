import { TermsRulesPage } from '@/features/pages/components/terms-rules-page';

/** `/terms-rules/general` (spec section 2). */
export default function TermsRulesRoute() {
  return <TermsRulesPage />;
}

import { TermsRulesPage } from '@/features/pages/components/terms-rules-page';

/** `/terms-rules/general` (docs/requirements.md §2). */
export default function TermsRulesRoute() {
  return <TermsRulesPage />;
}

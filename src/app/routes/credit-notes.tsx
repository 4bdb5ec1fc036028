import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { CreditNotesPage } from '@/features/e-finance/components/credit-notes-page';

/**
 * /e-finance/credit-notes: the company's credit notes. Login required (router); unavailable while 'eFinance' is off,
 * like My invoices.
 */
export default function CreditNotesRoute() {
  return (
    <FeatureGate flag="eFinance">
      <CreditNotesPage />
    </FeatureGate>
  );
}

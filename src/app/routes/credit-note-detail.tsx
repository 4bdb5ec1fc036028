import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { CreditNoteDetailPage } from '@/features/e-finance/components/credit-note-detail-page';

/**
 * /e-finance/credit-notes/:creditNoteNumber: one credit note. Login required (router); unavailable while 'eFinance' is
 * off, like My invoices.
 */
export default function CreditNoteDetailRoute() {
  return (
    <FeatureGate flag="eFinance">
      <CreditNoteDetailPage />
    </FeatureGate>
  );
}

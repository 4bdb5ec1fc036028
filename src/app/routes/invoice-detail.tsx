import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { InvoiceDetailPage } from '@/features/e-finance/components/invoice-detail-page';

/** /e-finance/invoices/:invoiceNumber: one invoice. Login required (router); unavailable while 'eFinance' is off. */
export default function InvoiceDetailRoute() {
  return (
    <FeatureGate flag="eFinance">
      <InvoiceDetailPage />
    </FeatureGate>
  );
}

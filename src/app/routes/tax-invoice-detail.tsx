import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { TaxInvoiceDetailPage } from '@/features/e-finance/components/tax-invoice-detail-page';

/**
 * /e-finance/tax-invoices/:taxInvoiceId: one tax invoice in its country's legal layout.
 * Login required (router); inside the e-finance gate, unavailable while 'taxInvoice' is off (KR and IN only): the same
 * answer as any other page behind a flag.
 */
export default function TaxInvoiceDetailRoute() {
  return (
    <FeatureGate flag="eFinance">
      <FeatureGate flag="taxInvoice">
        <TaxInvoiceDetailPage />
      </FeatureGate>
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { TaxInvoicesPage } from '@/features/e-finance/components/tax-invoices-page';

/**
 * /e-finance/tax-invoices: the company's tax invoices (Korean e-tax invoices or Indian GST e-invoices).
 * Login required (router); inside the e-finance gate, unavailable while 'taxInvoice' is off (KR and IN only): the same
 * answer as any other page behind a flag.
 */
export default function TaxInvoicesRoute() {
  return (
    <FeatureGate flag="eFinance">
      <FeatureGate flag="taxInvoice">
        <TaxInvoicesPage />
      </FeatureGate>
    </FeatureGate>
  );
}

import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { TaxInvoicePrintPage } from '@/features/e-finance/components/tax-invoice-print-page';

/**
 * /print/tax-invoice?taxInvoiceId=: one tax invoice on A4.
 * Login required (router); inside the e-finance gate, unavailable while 'taxInvoice' is off (KR and IN only): the same
 * answer as any other page behind a flag.
 */
export default function TaxInvoicePrintRoute() {
  return (
    <FeatureGate flag="eFinance">
      <FeatureGate flag="taxInvoice">
        <TaxInvoicePrintPage />
      </FeatureGate>
    </FeatureGate>
  );
}

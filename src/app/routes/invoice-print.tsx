import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { InvoicePrintPage } from '@/features/e-finance/components/invoice-print-page';

/** /print/invoice?invoiceNumber=: one invoice on A4. Login required (router); unavailable while 'eFinance' is off. */
export default function InvoicePrintRoute() {
  return (
    <FeatureGate flag="eFinance">
      <InvoicePrintPage />
    </FeatureGate>
  );
}

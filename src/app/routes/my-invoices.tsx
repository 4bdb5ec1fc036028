import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { InvoicesPage } from '@/features/e-finance/components/invoices-page';

/**
 * /e-finance/my-invoices: every invoice of the user's company. Login required (the router's guard); unavailable while
 * the 'eFinance' flag is off (the same answer as any other page behind a flag).
 */
export default function MyInvoicesRoute() {
  return (
    <FeatureGate flag="eFinance">
      <InvoicesPage />
    </FeatureGate>
  );
}

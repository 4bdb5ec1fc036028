import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { OneQuotePage } from '@/features/prices/components/one-quote/one-quote-page';

/** /prices/one-quote (docs/requirements.md §2): public search, login to accept; the quote flag gates it. */
export default function OneQuoteRoute() {
  return (
    <FeatureGate flag="quote">
      <OneQuotePage />
    </FeatureGate>
  );
}

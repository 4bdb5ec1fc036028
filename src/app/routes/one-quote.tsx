import { FeatureGate } from '@/domain/feature-flag/feature-gate';
import { OneQuotePage } from '@/features/prices/components/one-quote/one-quote-page';

/** /prices/one-quote (spec section 2, issue 15 section 4): public search, login to accept; the quote flag gates it. */
export default function OneQuoteRoute() {
  return (
    <FeatureGate flag="quote">
      <OneQuotePage />
    </FeatureGate>
  );
}

import { describe, expect, it } from 'vitest';

import { quoteQueries } from '@/domain/quote/quote-queries';
import { quoteDetailQuery } from '@/features/booking/api/quote-detail-query';

describe('quoteDetailQuery', () => {
  it("reads under domain/quote's detail key, so the ONE Quote page's accepted quote is the booking request's too", () => {
    expect(quoteDetailQuery('demo.shipper', 'QKR260012345').queryKey).toEqual(
      quoteQueries.detail('demo.shipper', 'QKR260012345').queryKey,
    );
  });
});

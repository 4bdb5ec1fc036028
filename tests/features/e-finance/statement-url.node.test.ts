import { describe, expect, it } from 'vitest';

import { defaultPeriod, parseStatementSearch, statementHref } from '@/features/e-finance/utils/statement-url';

const TODAY = '2026-11-29';

describe('statement URL', () => {
  it('defaults to this month and the eleven before it, up to today', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2025-12-01', to: TODAY });
    expect(defaultPeriod('2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('writes currency and period, leaves the first page and the default page size out, and reads them back', () => {
    const search = { currency: 'KRW', from: '2026-03-01', to: '2026-08-31', page: 1, pageSize: 50 };
    const href = statementHref(search);
    expect(href).toBe('/e-finance/statement?currency=KRW&from=2026-03-01&to=2026-08-31');
    expect(parseStatementSearch(new URL(href, 'http://x').searchParams, TODAY)).toEqual(search);
    expect(statementHref({ ...search, currency: undefined, page: 3, pageSize: 20 })).toBe(
      '/e-finance/statement?from=2026-03-01&to=2026-08-31&page=3&pageSize=20',
    );
  });

  it('throws on a period the contract refuses, and reads one as the default period', () => {
    expect(() => statementHref({ from: '2026-05-02', to: '2026-05-01', page: 1, pageSize: 50 })).toThrow();
    const reversed = new URLSearchParams('currency=usd&from=2026-05-02&to=2026-05-01&page=x');
    expect(parseStatementSearch(reversed, TODAY)).toEqual({ from: '2025-12-01', to: TODAY, page: 1, pageSize: 50 });
    const long = new URLSearchParams('from=2025-01-01&to=2026-01-02&pageSize=7');
    expect(parseStatementSearch(long, TODAY)).toEqual({ from: '2025-12-01', to: TODAY, page: 1, pageSize: 50 });
  });
});

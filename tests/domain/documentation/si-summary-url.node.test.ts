import { describe, expect, it } from 'vitest';

import { parseSiSummarySearch, siListQueryOf, siSummaryHref } from '@/domain/documentation/si-summary-url';

describe('SI summary links', () => {
  it('writes the tab, the filters and paging, leaving defaults out', () => {
    expect(siSummaryHref()).toBe('/documentation/si-summary?tab=list');
    expect(siSummaryHref({ tab: 'dashboard' })).toBe('/documentation/si-summary?tab=dashboard');
    expect(siSummaryHref({ status: 'DRAFT_TO_REVIEW', due: '24h', sort: 'dueDateTime', page: 1, pageSize: 10 })).toBe(
      '/documentation/si-summary?tab=list&status=DRAFT_TO_REVIEW&due=24h',
    );
    expect(siSummaryHref({ q: 'PUSB', sort: '-dueDateTime', page: 3, pageSize: 50 })).toBe(
      '/documentation/si-summary?tab=list&q=PUSB&sort=-dueDateTime&page=3&pageSize=50',
    );
  });

  it('refuses values the page would refuse', () => {
    expect(() => siSummaryHref({ pageSize: 15 })).toThrow();
  });

  it('reads back what it wrote, and drops bad values one by one', () => {
    const href = siSummaryHref({ tab: 'list', status: 'ISSUED', due: 'overdue', page: 2 });
    expect(parseSiSummarySearch(new URL(href, 'http://x').searchParams)).toEqual({
      tab: 'list',
      status: 'ISSUED',
      due: 'overdue',
      page: 2,
    });
    expect(
      parseSiSummarySearch(new URLSearchParams('tab=charts&status=LOST&due=48h&page=0&pageSize=20&sort=eta')),
    ).toEqual({ due: '48h', pageSize: 20 });
  });

  it('turns a search into the list call: due filters for SIs not sent, upper-case search', () => {
    expect(siListQueryOf({ due: '48h', q: 'pusb1' })).toEqual({
      dueWithinHours: 48,
      q: 'PUSB1',
      sort: 'dueDateTime',
      page: 1,
      pageSize: 10,
    });
    expect(siListQueryOf({ due: 'overdue', status: 'NOT_SUBMITTED', page: 4 })).toMatchObject({
      overdue: true,
      summaryStatus: 'NOT_SUBMITTED',
      page: 4,
    });
  });
});

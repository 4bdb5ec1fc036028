import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { type UrlListSearch, useUrlListSearch } from '@/components/ui/use-url-list-search';

import { renderWithProviders } from '../../render';

interface DemoSearch {
  q?: string;
  status?: string;
  page: number;
}

const parse = (params: URLSearchParams): DemoSearch => ({
  ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
  ...(params.get('status') ? { status: params.get('status') ?? '' } : {}),
  page: Number(params.get('page') ?? '1'),
});

const href = (search: DemoSearch): string => {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.status) params.set('status', search.status);
  if (search.page !== 1) params.set('page', String(search.page));
  return params.size > 0 ? `/list?${params.toString()}` : '/list';
};

let handle: UrlListSearch<DemoSearch> | null = null;

function DemoList() {
  handle = useUrlListSearch(parse, href);
  return <p>{`Page ${String(handle.search.page)} ${handle.search.q ?? '-'} ${handle.search.status ?? '-'}`}</p>;
}

function current(): UrlListSearch<DemoSearch> {
  if (!handle) throw new Error('not rendered');
  return handle;
}

describe('useUrlListSearch', () => {
  it('keeps a change made before the previous one has rendered (navigations render in a transition)', async () => {
    const { router } = renderWithProviders(<DemoList />, { route: '/list?page=3', path: '/list' });
    expect(await screen.findByText('Page 3 - -')).toBeInTheDocument();
    const { update } = current();
    // Two changes from the same render: the second must build on the first, not on the rendered state.
    act(() => {
      update({ q: 'PO-77' }, { replace: true });
      update({ status: 'CONFIRMED' });
    });
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=PO-77&status=CONFIRMED');
    });
    expect(await screen.findByText('Page 1 PO-77 CONFIRMED')).toBeInTheDocument();
  });

  it('builds on the URL a Back step shows', async () => {
    const { router } = renderWithProviders(<DemoList />, { route: '/list', path: '/list' });
    await screen.findByText('Page 1 - -');
    act(() => {
      current().update({ q: 'A' });
    });
    await screen.findByText('Page 1 A -');
    await act(async () => {
      await router.navigate(-1);
    });
    await screen.findByText('Page 1 - -');
    act(() => {
      current().update({ status: 'RECEIVED' });
    });
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=RECEIVED');
    });
  });
});

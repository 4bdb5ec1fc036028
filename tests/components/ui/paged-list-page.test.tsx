import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { PagedListEmpty, PagedListPage, type PagedListQuery } from '@/components/ui/paged-list-page';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

interface Page {
  totalCount: number;
  rows: string[];
}

const LABELS = { loadError: 'Could not load the list.', updating: 'Updating…', loading: 'Loading the list…' };

function List({
  query,
  phone = false,
  activeFilters = 0,
}: {
  query: PagedListQuery<Page>;
  phone?: boolean;
  activeFilters?: number;
}) {
  const [page, setPage] = useState(1);
  return (
    <PagedListPage<Page>
      titleId="list-title"
      title="My things"
      actions={<button type="button">Download</button>}
      phone={phone}
      filters={<input aria-label="Reference" />}
      activeFilters={activeFilters}
      filtersToggle={(count) => (count > 0 ? `Filters (${count})` : 'Filters')}
      query={query}
      labels={LABELS}
      paging={{ label: 'Pages', page, pageSize: 10 }}
      onPaging={(change) => {
        if ('page' in change) setPage(change.page);
      }}
    >
      {(data) =>
        data.rows.length === 0 ? (
          <PagedListEmpty>Nothing here.</PagedListEmpty>
        ) : (
          <ul aria-label="Things">
            {data.rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )
      }
    </PagedListPage>
  );
}

const loaded = (rows: string[], extra: Partial<PagedListQuery<Page>> = {}): PagedListQuery<Page> => ({
  data: { totalCount: 25, rows },
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...extra,
});

describe('PagedListPage', () => {
  it('shows a spinner until the first page, then the rows, the actions and the pages', async () => {
    const { rerender } = renderWithProviders(
      <List
        query={{ data: undefined, isError: false, isFetching: true, isPlaceholderData: false, refetch: vi.fn() }}
      />,
    );
    expect(await screen.findByText('Loading the list…')).toBeInTheDocument();

    rerender(<List query={loaded(['ONEU1', 'ONEU2'])} />);
    const region = await screen.findByRole('region', { name: 'My things' });
    expect(within(region).getByRole('list', { name: 'Things' })).toHaveTextContent('ONEU1ONEU2');
    expect(within(region).getByRole('button', { name: 'Download' })).toBeVisible();
    expect(within(region).getByRole('navigation', { name: 'Pages' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Reference' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    renderWithProviders(<List query={loaded(['ONEU1'], { isFetching: true, isPlaceholderData: true })} />);

    expect(await screen.findByText('Updating…')).toHaveAttribute('role', 'status');
    // The page on screen stays readable while it is marked busy (aria-busy on the results, not on the section).
    expect(screen.getByRole('list', { name: 'Things' })).toHaveTextContent('ONEU1');
    expect(screen.getByRole('region', { name: 'My things' })).not.toHaveAttribute('aria-busy');
  });

  it('says when a page has no matches', async () => {
    renderWithProviders(<List query={loaded([], { data: { totalCount: 0, rows: [] } })} />);

    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
  });

  it('shows the failure with a retry that fetches again', async () => {
    const refetch = vi.fn();
    const { user } = renderWithProviders(
      <List query={{ data: undefined, isError: true, isFetching: false, isPlaceholderData: false, refetch }} />,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the list.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('folds the filters on a phone, open at first when the address carries filters', async () => {
    const { user, unmount } = renderWithProviders(<List query={loaded(['ONEU1'])} phone />);
    const closed = await screen.findByText('Filters');
    expect(screen.getByRole('textbox', { name: 'Reference', hidden: true })).not.toBeVisible();
    await user.click(closed);
    expect(await screen.findByRole('textbox', { name: 'Reference' })).toBeVisible();
    unmount();

    renderWithProviders(<List query={loaded(['ONEU1'])} phone activeFilters={2} />);
    expect(await screen.findByText('Filters (2)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reference' })).toBeVisible();
  });
});

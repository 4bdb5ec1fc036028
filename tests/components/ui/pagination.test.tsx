import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { getPageList, Pagination } from '@/components/ui/pagination';
import { DEFAULT_PAGE_SIZE } from '@/config/limits';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

function RoutePages({
  totalItems,
  onPageSizeChange,
}: {
  totalItems: number;
  onPageSizeChange?: (size: number) => void;
}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  return (
    <Pagination
      label="Route pages"
      page={page}
      pageSize={pageSize}
      totalItems={totalItems}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        onPageSizeChange?.(size);
      }}
    />
  );
}

describe('Pagination', () => {
  it('shows the range and disables previous on the first page', async () => {
    renderWithProviders(<RoutePages totalItems={57} />);
    const nav = screen.getByRole('navigation', { name: 'Route pages' });

    expect(within(nav).getByText('1–10 of 57')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });

  it('moves between pages and disables next on the last page', async () => {
    const { user } = renderWithProviders(<RoutePages totalItems={57} />);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('11–20 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(screen.getByText('51–57 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('41–50 of 57')).toBeInTheDocument();
  });

  it('changes the page size from the "Rows per page" select', async () => {
    const onPageSizeChange = vi.fn();
    const { user } = renderWithProviders(<RoutePages totalItems={57} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '30', '50']);

    await user.selectOptions(select, '20');

    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(screen.getByText('1–20 of 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  });

  it('handles an empty result', () => {
    renderWithProviders(<RoutePages totalItems={0} />);

    expect(screen.getByText('No items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('getPageList', () => {
  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(getPageList(1, 1)).toEqual([1]);
    expect(getPageList(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageList(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(getPageList(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(getPageList(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(getPageList(10, 10)).toEqual([1, 'gap-start', 9, 10]);
  });
});

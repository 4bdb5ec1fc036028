import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ScrollTable } from '@/components/ui/scroll-table';
import { sortableHeaders } from '@/components/ui/sortable-header';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

const KEYS = ['dueDate', 'status'] as const;

/** A server-sorted table as the lists build it: the sort lives in state here, in the URL in the app. */
function Invoices() {
  const [sort, setSort] = useState<string>('-dueDate');
  const header = sortableHeaders(sort, KEYS, '-dueDate', setSort);
  return (
    <>
      <p>Sort: {sort}</p>
      <ScrollTable label="Your invoices">
        <thead>
          <tr>
            {header('Invoice')}
            {header('Due date', 'dueDate')}
            {header('Status', 'status')}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">INVKR2600012345</th>
            <td>2026-12-14</td>
            <td>Open</td>
          </tr>
        </tbody>
      </ScrollTable>
    </>
  );
}

describe('ScrollTable and sortableHeaders', () => {
  it('names the scrolling frame and the table alike, and lets the keyboard reach the frame', async () => {
    renderWithProviders(<Invoices />);

    const region = await screen.findByRole('region', { name: 'Your invoices' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Your invoices' })).toBeInTheDocument();
    expect(within(region).getByRole('columnheader', { name: 'Invoice' })).not.toHaveAttribute('aria-sort');
    expect(await axeViolations()).toEqual([]);
  });

  it('sorts by a header press: ascending, descending, then back to the default order', async () => {
    const { user } = renderWithProviders(<Invoices />);
    const status = () => screen.getByRole('columnheader', { name: /Status/ });

    expect(await screen.findByRole('columnheader', { name: /Due date/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(status()).getByRole('button', { name: /Status/ }));
    expect(await screen.findByText('Sort: status')).toBeInTheDocument();
    expect(status()).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Due date/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(status()).getByRole('button', { name: /Status/ }));
    expect(await screen.findByText('Sort: -status')).toBeInTheDocument();
    expect(status()).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(status()).getByRole('button', { name: /Status/ }));
    expect(await screen.findByText('Sort: -dueDate')).toBeInTheDocument();
    expect(status()).not.toHaveAttribute('aria-sort');
  });
});

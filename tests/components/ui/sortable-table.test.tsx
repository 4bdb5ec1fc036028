import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createSortableColumnHelper, SortableTable } from '@/components/ui/sortable-table';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

interface Invoice {
  invoiceNo: string;
  blNo: string;
  amountUsd: number;
  dueDate: string;
}

const INVOICES: Invoice[] = [
  { invoiceNo: 'SGNI2611-0042', blNo: 'ONEYSINB01234500', amountUsd: 1850.5, dueDate: '2026-12-05' },
  { invoiceNo: 'KRPI2611-0007', blNo: 'ONEYPUSB07654300', amountUsd: 420, dueDate: '2026-11-28' },
  { invoiceNo: 'NLRI2611-0113', blNo: 'ONEYRTMB00998800', amountUsd: 12900, dueDate: '2026-12-01' },
];

const helper = createSortableColumnHelper<Invoice>();
const COLUMNS = helper.columns([
  helper.accessor('invoiceNo', { header: 'Invoice' }),
  helper.accessor('blNo', { header: 'B/L number', enableSorting: false }),
  helper.accessor('amountUsd', { header: 'Amount (USD)', cell: (info) => info.getValue().toFixed(2) }),
  helper.accessor('dueDate', { header: 'Due date' }),
]);

function firstColumn(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('SortableTable', () => {
  it('sorts by a header button: ascending, descending, then the original order, with aria-sort', async () => {
    const { user } = renderWithProviders(
      <SortableTable caption="Open invoices" columns={COLUMNS} data={INVOICES} getRowId={(row) => row.invoiceNo} />,
    );
    expect(screen.getByRole('table', { name: 'Open invoices' })).toBeInTheDocument();
    expect(firstColumn()).toEqual(['SGNI2611-0042', 'KRPI2611-0007', 'NLRI2611-0113']);
    const amountHeader = screen.getByRole('columnheader', { name: /Amount \(USD\)/ });
    expect(amountHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(amountHeader).getByRole('button', { name: /Amount \(USD\)/ }));
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['KRPI2611-0007', 'SGNI2611-0042', 'NLRI2611-0113']);

    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['NLRI2611-0113', 'SGNI2611-0042', 'KRPI2611-0007']);

    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['SGNI2611-0042', 'KRPI2611-0007', 'NLRI2611-0113']);
    expect(await axeViolations()).toEqual([]);
  });

  it('sorts one column at a time, with the keyboard, and leaves unsortable columns alone', async () => {
    const { user } = renderWithProviders(
      <SortableTable
        caption="Open invoices"
        columns={COLUMNS}
        data={INVOICES}
        initialSorting={[{ id: 'invoiceNo', desc: false }]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Invoice/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(
      within(screen.getByRole('columnheader', { name: 'B/L number' })).queryByRole('button'),
    ).not.toBeInTheDocument();

    within(screen.getByRole('columnheader', { name: /Due date/ }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /Due date/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Invoice/ })).not.toHaveAttribute('aria-sort');
    expect(firstColumn()).toEqual(['KRPI2611-0007', 'NLRI2611-0113', 'SGNI2611-0042']);

    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: /Due date/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('shows a message when there are no rows', () => {
    renderWithProviders(<SortableTable caption="Open invoices" columns={COLUMNS} data={[]} />);
    expect(screen.getByRole('cell', { name: 'No rows to show' })).toBeInTheDocument();
  });
});

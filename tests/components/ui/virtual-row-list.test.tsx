import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { VirtualRowList, type VirtualRowListProps } from '@/components/ui/virtual-row-list';

/*
 * The long form list of the SI's containers and the VGM declaration: every row below the threshold, a window of rows
 * from it on (each carrying its position), and the first bad row brought into view after a refused submit.
 */

const fieldsOf = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `row-${String(index)}` }));

function list(props: Partial<VirtualRowListProps> & { fields: VirtualRowListProps['fields'] }) {
  return (
    <VirtualRowList
      errors={undefined}
      submitCount={0}
      virtualFrom={40}
      estimateSize={100}
      overscan={2}
      errorAlign="start"
      aria-label="Containers"
      renderRow={(index) => `Container ${String(index + 1)}`}
      {...props}
    />
  );
}

/**
 * jsdom lays nothing out: each row measures 100 px high (TanStack Virtual reads offsetHeight) and the page is as tall
 * as 500 of them (the scroll's end), as in a browser.
 */
function rowsMeasure100px() {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? 100 : 0;
  });
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(50_000);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('VirtualRowList', () => {
  it('renders every row, without positions, below the threshold', () => {
    render(list({ fields: fieldsOf(39) }));
    const rows = within(screen.getByRole('list', { name: 'Containers' })).getAllByRole('listitem');
    expect(rows).toHaveLength(39);
    expect(rows[38]).toHaveTextContent('Container 39');
    expect(rows[0]).not.toHaveAttribute('aria-posinset');
  });

  it('renders only a window of rows from the threshold on, each with its position in the whole list', () => {
    rowsMeasure100px();
    render(list({ fields: fieldsOf(500) }));
    const rows = within(screen.getByRole('list', { name: 'Containers' })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveTextContent('Container 1');
    expect(screen.queryByText('Container 500')).not.toBeInTheDocument();
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '500');
  });

  it('scrolls the first bad row into view after a refused submit, and not before', async () => {
    rowsMeasure100px();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const toRow301: unknown = expect.objectContaining({ top: 30_000 });
    const fields = fieldsOf(500);
    const errors: unknown[] = [];
    errors[300] = { containerNumber: { message: 'check digit' } };
    errors[420] = { containerNumber: { message: 'check digit' } };
    const view = render(list({ fields, errors }));
    // Errors from typing alone (no submit yet) move nothing.
    await screen.findByText('Container 1');
    expect(scrollTo).not.toHaveBeenCalledWith(toRow301);
    view.rerender(list({ fields, errors, submitCount: 1 }));
    // Row 301 starts 300 rows of 100 px down the list (the list's own top is 0 in jsdom).
    await waitFor(() => {
      expect(scrollTo).toHaveBeenCalledWith(toRow301);
    });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { SearchForm } from '@/components/ui/search-form';
import { useUrlFilterForm, useUrlSearchForm } from '@/components/ui/use-url-search-form';

interface Values {
  reference: string;
}

const accept: Resolver<Values> = (values) => ({ values, errors: {} });

function ReferenceSearch({ urlFilters }: { urlFilters: { reference?: string } }) {
  const { register } = useUrlSearchForm(accept, urlFilters, (filters) => ({ reference: filters.reference ?? '' }));
  return (
    <form role="search" aria-label="Find">
      <label>
        B/L
        <input {...register('reference')} />
      </label>
    </form>
  );
}

describe('useUrlSearchForm', () => {
  it("starts from the URL's values, keeps what is typed over an equal source, and shows a new source", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ReferenceSearch urlFilters={{ reference: 'ONEYSELA1234567' }} />);
    const field = screen.getByRole('textbox', { name: 'B/L' });
    expect(field).toHaveValue('ONEYSELA1234567');

    await user.clear(field);
    await user.type(field, 'ONEYRTMA');
    // A re-render with a new object of the same values (the page re-parsed the same URL).
    rerender(<ReferenceSearch urlFilters={{ reference: 'ONEYSELA1234567' }} />);
    expect(screen.getByRole('textbox', { name: 'B/L' })).toHaveValue('ONEYRTMA');

    // Back, or a link: the URL now holds other filters.
    rerender(<ReferenceSearch urlFilters={{ reference: 'ONEYHKGA7654321' }} />);
    expect(await screen.findByDisplayValue('ONEYHKGA7654321')).toBeInTheDocument();
  });
});

function BlFilters({ urlFilters, onSearch }: { urlFilters: { bl?: string }; onSearch: (f: { bl?: string }) => void }) {
  const { form, submit, clear } = useUrlFilterForm<Values, { bl?: string }>({
    resolver: accept,
    filters: urlFilters,
    valuesOf: (filters) => ({ reference: filters.bl ?? '' }),
    filtersOf: (values) => (values.reference.trim() ? { bl: values.reference.trim() } : {}),
    empty: {},
    onSearch,
  });
  return (
    <SearchForm label="Filter" onSubmit={submit} submitLabel="Search" onClear={clear} clearLabel="Clear">
      <label>
        B/L
        <input {...form.register('reference')} />
      </label>
    </SearchForm>
  );
}

describe('useUrlFilterForm', () => {
  it('searches for the typed filters, and Clear empties the fields and searches for no filter', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<BlFilters urlFilters={{ bl: 'ONEYSELA1234567' }} onSearch={onSearch} />);
    const field = screen.getByRole('textbox', { name: 'B/L' });
    await user.clear(field);
    await user.type(field, ' ONEYRTMA7654321 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => {
      expect(onSearch).toHaveBeenLastCalledWith({ bl: 'ONEYRTMA7654321' });
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(await screen.findByRole('textbox', { name: 'B/L' })).toHaveValue('');
  });
});

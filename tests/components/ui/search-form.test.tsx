import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { SearchForm } from '@/components/ui/search-form';

import { axeViolations } from './axe';

/*
 * The lists' search form: a named search landmark, the fields, "Search" that submits through react-hook-form (which
 * checks the fields first) and "Clear" only where the page gives one.
 */

function BlSearch({ onSearch, onClear }: { onSearch: (bl: string) => void; onClear?: () => void }) {
  const { register, handleSubmit, formState } = useForm({ defaultValues: { bl: '' } });
  return (
    <SearchForm
      label="Filter invoices"
      onSubmit={handleSubmit((values) => {
        onSearch(values.bl);
      })}
      submitLabel="Search"
      {...(onClear ? { onClear, clearLabel: 'Clear' } : {})}
    >
      <label>
        B/L
        <input aria-invalid={formState.errors.bl ? true : undefined} {...register('bl', { required: true })} />
      </label>
    </SearchForm>
  );
}

describe('SearchForm', () => {
  it('submits the checked values with Search (also with Enter) and refuses an empty required field', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<BlSearch onSearch={onSearch} />);
    const form = screen.getByRole('search', { name: 'Filter invoices' });
    expect(form).toHaveAttribute('novalidate');
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'B/L' })).toHaveAttribute('aria-invalid', 'true');
    });
    expect(onSearch).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'B/L' }), 'ONEYSELA1234567{Enter}');
    await vi.waitFor(() => {
      expect(onSearch).toHaveBeenCalledWith('ONEYSELA1234567');
    });
  });

  it('offers Clear when the page gives it, and Clear does not submit', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onClear = vi.fn();
    render(<BlSearch onSearch={onSearch} onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { FormNativeSelect } from '@/components/ui/form-native-select';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

/*
 * A native select bound to a form field: it shows the field's value, the form saves the option the user picks, and
 * afterChange hears the choice (the tariff search fits the size-type to a new cargo type).
 */

interface PeriodForm {
  weeks: string;
}

function PeriodForm({
  onSave,
  afterChange,
}: {
  onSave: (values: PeriodForm) => void;
  afterChange?: (value: string) => void;
}) {
  const { control, handleSubmit } = useForm<PeriodForm>({ defaultValues: { weeks: '2' } });
  return (
    <form aria-label="Port schedule" onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <FormNativeSelect
        control={control}
        name="weeks"
        label="Weeks"
        options={[
          { value: '1', label: '1 week' },
          { value: '2', label: '2 weeks' },
          { value: '4', label: '4 weeks' },
        ]}
        {...(afterChange ? { afterChange } : {})}
      />
      <button type="submit">Search</button>
    </form>
  );
}

describe('FormNativeSelect', () => {
  it("shows the field's value, saves the option the user picks and reports it", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const afterChange = vi.fn();
    renderWithProviders(<PeriodForm onSave={onSave} afterChange={afterChange} />);
    const select = screen.getByRole('combobox', { name: 'Weeks' });
    expect(select).toHaveValue('2');
    expect(await axeViolations()).toEqual([]);

    await user.selectOptions(select, '4 weeks');
    await vi.waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Weeks' })).toHaveValue('4');
    });
    expect(afterChange).toHaveBeenLastCalledWith('4');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ weeks: '4' }, expect.anything());
    });
  });
});

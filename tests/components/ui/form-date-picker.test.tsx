import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { FormDatePicker } from '@/components/ui/form-date-picker';

import { renderWithProviders } from '../../render';

interface DateForm {
  cargoReadyDate?: string;
}

function DateForm({
  onSave,
  afterChange,
  fallbackValue,
}: {
  onSave: (values: DateForm) => void;
  afterChange?: (value: string, previous: string) => void;
  fallbackValue?: string;
}) {
  const { control, handleSubmit } = useForm<DateForm>({
    defaultValues: fallbackValue ? {} : { cargoReadyDate: '' },
  });
  return (
    <form aria-label="Booking" onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <FormDatePicker
        control={control}
        name="cargoReadyDate"
        label="Cargo ready date"
        today={new Date(2026, 10, 28)}
        {...(afterChange ? { afterChange } : {})}
        {...(fallbackValue ? { fallbackValue } : {})}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormDatePicker', () => {
  it('holds the typed date in the form and tells what changed', async () => {
    const onSave = vi.fn();
    const afterChange = vi.fn();
    const { user } = renderWithProviders(<DateForm onSave={onSave} afterChange={afterChange} />);

    const input = await screen.findByRole('textbox', { name: 'Cargo ready date' });
    await user.type(input, '2026-12-03');
    expect(afterChange).toHaveBeenLastCalledWith('2026-12-03', '2026-12-0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(
      () => {
        expect(onSave).toHaveBeenCalledWith({ cargoReadyDate: '2026-12-03' }, expect.anything());
      },
      { timeout: 10_000 },
    );
  });

  it('shows the fallback while the field holds nothing', async () => {
    renderWithProviders(<DateForm onSave={vi.fn()} fallbackValue="2026-11-28" />);

    expect(await screen.findByRole('textbox', { name: 'Cargo ready date' })).toHaveValue('2026-11-28');
  });
});

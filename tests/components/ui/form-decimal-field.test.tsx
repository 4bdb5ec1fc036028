import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { FormDecimalField } from '@/components/ui/form-decimal-field';

import { renderWithProviders } from '../../render';

interface WeightForm {
  weight: string;
}

function WeightForm({ onSave }: { onSave: (values: WeightForm) => void }) {
  const { control, handleSubmit } = useForm<WeightForm>({ defaultValues: { weight: '' } });
  return (
    <form aria-label="Cargo" onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <FormDecimalField control={control} name="weight" label="Weight per container (kg)" required maxDecimals={3} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormDecimalField', () => {
  it('keeps the text exactly as typed in the form, comma included', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<WeightForm onSave={onSave} />);

    const input = await screen.findByRole('textbox', { name: /Weight per container/ });
    await user.type(input, '12500,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(
      () => {
        expect(onSave).toHaveBeenCalledWith({ weight: '12500,5' }, expect.anything());
      },
      { timeout: 10_000 },
    );
    expect(input).toHaveValue('12500,5');
  });
});

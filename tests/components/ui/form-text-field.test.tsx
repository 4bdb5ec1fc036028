import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { FormTextField } from '@/components/ui/form-text-field';

import { renderWithProviders } from '../../render';

interface CargoForm {
  quantity: string;
  commodity: string;
}

function CargoForm({ onSave }: { onSave: (values: CargoForm) => void }) {
  const { control, handleSubmit, setError } = useForm<CargoForm>({ defaultValues: { quantity: '', commodity: '' } });
  const save = (values: CargoForm) => {
    if (values.commodity.trim() === '') {
      setError('commodity', { type: 'required', message: 'required' }, { shouldFocus: true });
      return;
    }
    onSave(values);
  };
  return (
    <form aria-label="Cargo" onSubmit={(event) => void handleSubmit(save)(event)}>
      <FormTextField
        control={control}
        name="quantity"
        label="Number of containers"
        inputMode="numeric"
        keep={(typed) => typed.replace(/\D/g, '')}
      />
      <FormTextField
        control={control}
        name="commodity"
        label="Commodity"
        issueText={{ ns: 'booking', prefix: 'errors.' }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('stores what `keep` lets through, shows the form’s error at the field and takes the focus', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(<CargoForm onSave={onSave} />);
    const quantity = await screen.findByRole('textbox', { name: 'Number of containers' });
    await user.type(quantity, '1x2');
    expect(quantity).toHaveValue('12');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const commodity = screen.getByRole('textbox', { name: 'Commodity' });
    await waitFor(() => {
      expect(commodity).toHaveAccessibleDescription('This field is required.');
    });
    expect(commodity).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(commodity, 'Furniture');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ quantity: '12', commodity: 'Furniture' });
    });
  });
});

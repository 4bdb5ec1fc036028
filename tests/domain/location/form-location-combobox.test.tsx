import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { FormLocationCombobox } from '@/domain/location/form-location-combobox';
import type { LocationOption } from '@/domain/location/location-combobox';

import { renderWithProviders } from '../../render';

/*
 * The location search bound to a form field: the field holds the chosen port, and afterChange hears the new and the
 * previous port (the booking form drops its sailing when the origin changes).
 */

interface RouteForm {
  origin: LocationOption | null;
}

function RouteSearch({
  onSave,
  afterChange,
}: {
  onSave: (values: RouteForm) => void;
  afterChange: (value: LocationOption | null, previous: LocationOption | null) => void;
}) {
  const { control, handleSubmit } = useForm<RouteForm>({ defaultValues: { origin: null } });
  return (
    <form aria-label="Route" noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <FormLocationCombobox
        control={control}
        name="origin"
        label="Origin"
        placeholder="City or port"
        emptyMessage="No ports"
        afterChange={afterChange}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormLocationCombobox', () => {
  it('saves the chosen port and tells afterChange the new and the previous one', async () => {
    const onSave = vi.fn();
    const afterChange = vi.fn();
    const { user } = renderWithProviders(<RouteSearch onSave={onSave} afterChange={afterChange} />);
    const input = screen.getByRole('combobox', { name: /Origin/ });
    await user.type(input, 'Rotterdam');
    await user.click(await screen.findByRole('option', { name: /Rotterdam, Netherlands/ }));
    await vi.waitFor(() => {
      expect(afterChange).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'NLRTM' }), null);
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onSave.mock.calls[0]?.[0]).toMatchObject({ origin: { code: 'NLRTM' } });
    });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { FormRadioGroup } from '@/components/ui/form-radio-group';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

/*
 * A radio group bound to a form field: the field holds the checked option, a fallback is checked while it holds none,
 * and afterChange hears the new and the previous choice (the booking form clears the sailing when a term changes).
 */

type Term = 'CY' | 'SD';

interface TermForm {
  receiptType?: Term;
}

function TermForm({
  onSave,
  afterChange,
}: {
  onSave: (values: TermForm) => void;
  afterChange?: (value: Term, previous: Term | undefined) => void;
}) {
  const { control, handleSubmit } = useForm<TermForm>({ defaultValues: {} });
  return (
    <form aria-label="Booking" onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <FormRadioGroup
        control={control}
        name="receiptType"
        legend="Receipt at origin"
        fallbackValue="CY"
        options={[
          { value: 'CY', label: 'CY' },
          { value: 'SD', label: 'Door' },
        ]}
        {...(afterChange ? { afterChange } : {})}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormRadioGroup', () => {
  it('checks the fallback while the field is empty and saves the option the user picks', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const afterChange = vi.fn();
    renderWithProviders(<TermForm onSave={onSave} afterChange={afterChange} />);
    const group = screen.getByRole('group', { name: 'Receipt at origin' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'CY' })).toBeChecked();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Door' }));
    expect(await screen.findByRole('radio', { name: 'Door', checked: true })).toBeInTheDocument();
    expect(afterChange).toHaveBeenLastCalledWith('SD', undefined);

    await user.click(screen.getByRole('radio', { name: 'CY' }));
    await vi.waitFor(() => {
      expect(afterChange).toHaveBeenLastCalledWith('CY', 'SD');
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ receiptType: 'CY' }, expect.anything());
    });
  });

  it('moves the choice with the arrow keys, as native radios do', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(<TermForm onSave={onSave} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'CY' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('radio', { name: 'Door', checked: true })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith({ receiptType: 'SD' }, expect.anything());
    });
  });
});

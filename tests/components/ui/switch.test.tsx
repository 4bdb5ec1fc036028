import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Switch } from '@/components/ui/switch';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

function Co2Switch({ disabled, onChange }: { disabled?: boolean; onChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="Show CO₂ emissions"
      description="Well-to-wheel, kg per TEU"
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
      disabled={disabled}
    />
  );
}

describe('Switch', () => {
  it('toggles on click, on its label and with Space', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Co2Switch onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Show CO₂ emissions' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('Well-to-wheel, kg per TEU');
    expect(await axeViolations()).toEqual([]);

    await user.click(control);
    expect(control).toBeChecked();

    await user.click(screen.getByText('Show CO₂ emissions'));
    expect(control).not.toBeChecked();

    await user.keyboard(' ');
    expect(control).toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
    expect(await axeViolations()).toEqual([]);
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Co2Switch disabled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Show CO₂ emissions' });

    await user.click(control);
    await user.click(screen.getByText('Show CO₂ emissions'));

    expect(control).toBeDisabled();
    expect(control).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});

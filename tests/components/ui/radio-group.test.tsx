import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { RadioGroup } from '@/components/ui/radio-group';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

type View = 'list' | 'calendar';
const VIEWS = [
  { value: 'list', label: 'List' },
  { value: 'calendar', label: 'Calendar' },
] as const;

type Trip = 'all' | 'D' | 'T';
const TRIPS = [
  { value: 'all', label: 'All' },
  { value: 'D', label: 'Direct' },
  { value: 'T', label: 'Transshipment' },
] as const;

function TripType({ onChange, disabled }: { onChange?: (value: Trip) => void; disabled?: boolean }) {
  const [value, setValue] = useState<Trip>('all');
  return (
    <RadioGroup<Trip>
      legend="Trip type"
      name="tsFlag"
      value={value}
      options={TRIPS}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      disabled={disabled}
    />
  );
}

describe('RadioGroup', () => {
  it('is a labelled group of radios with one checked', async () => {
    renderWithProviders(<TripType />);

    expect(screen.getByRole('group', { name: 'Trip type' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Direct' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('selects on click and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<TripType onChange={onChange} />);

    await user.click(screen.getByRole('radio', { name: 'Direct' }));
    expect(screen.getByRole('radio', { name: 'Direct' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('D');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Transshipment' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Transshipment' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('T');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Direct' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('D');
  });

  it('tabs into the checked radio only', async () => {
    const { user } = renderWithProviders(
      <RadioGroup<View> legend="View" name="view" value="calendar" options={VIEWS} onChange={vi.fn()} />,
    );

    await user.tab();

    expect(screen.getByRole('radio', { name: 'Calendar' })).toHaveFocus();
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<TripType disabled onChange={onChange} />);

    await user.click(screen.getByRole('radio', { name: 'Direct' }));

    expect(screen.getByRole('radio', { name: 'Direct' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });
});

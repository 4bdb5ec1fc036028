import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { DatePicker, type DatePickerProps } from '@/components/ui/date-picker';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

const TODAY = new Date(2026, 2, 15); // Sunday 2026-03-15

type HarnessProps = Partial<DatePickerProps> & { initialValue?: string };

function DepartureDate({ initialValue = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <DatePicker
      label="Departure date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      today={TODAY}
      {...props}
    />
  );
}

function getYears(): string[] {
  const years = screen.getByRole('combobox', { name: 'Year' });
  return within(years)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('DatePicker', () => {
  it('lets the user type a date', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DepartureDate onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Departure date' });
    expect(input).toHaveAttribute('placeholder', 'yyyy-MM-dd');
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await user.type(input, '2026-04-01');

    expect(input).toHaveValue('2026-04-01');
    expect(onChange).toHaveBeenLastCalledWith('2026-04-01');
    expect(
      screen.getByRole('button', { name: 'Choose Departure date, selected date is Wednesday, April 1st, 2026' }),
    ).toBeInTheDocument();
  });

  it('turns typed digits into yyyy-MM-dd on blur', async () => {
    const { user } = renderWithProviders(<DepartureDate />);
    const input = screen.getByRole('textbox', { name: 'Departure date' });

    await user.type(input, '20260305');
    await user.tab();

    expect(input).toHaveValue('2026-03-05');
  });

  it("opens on today's month with today focused and picks a day as yyyy-MM-dd", async () => {
    const { user } = renderWithProviders(<DepartureDate />);
    const button = screen.getByRole('button', { name: 'Choose Departure date' });
    expect(await axeViolations()).toEqual([]);

    await user.click(button);
    // The month grid is a lazy chunk: its first import can take over a second on a busy 2-core machine.
    await screen.findByRole('grid');

    const dialog = screen.getByRole('dialog', { name: 'Choose Departure date' });
    expect(within(dialog).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
    expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2026');
    // The grid can render a moment before the day takes focus.
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: /March 15th, 2026/ })).toHaveFocus();
    });
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: /March 20th, 2026/ }));

    expect(screen.getByRole('textbox', { name: 'Departure date' })).toHaveValue('2026-03-20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const updatedButton = screen.getByRole('button', { name: /selected date is Friday, March 20th, 2026/ });
    // Radix hands focus back to the trigger after the popover unmounts.
    await waitFor(() => {
      expect(updatedButton).toHaveFocus();
    });
  });

  it('moves by day and month with the keyboard and picks with Enter', async () => {
    const { user } = renderWithProviders(<DepartureDate />);
    await user.click(screen.getByRole('button', { name: 'Choose Departure date' }));
    // The month grid is a lazy chunk: its first import can take over a second on a busy 2-core machine.
    await screen.findByRole('grid');
    // Arrow keys act on the focused day: wait for focus to land on today first.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /March 15th, 2026/ })).toHaveFocus();
    });

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /March 16th, 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /March 23rd, 2026/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: /April 23rd, 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('textbox', { name: 'Departure date' })).toHaveValue('2026-04-23');
  });

  it('closes with Escape and returns focus to the button', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DepartureDate onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Choose Departure date' });
    await user.click(button);
    // The month grid is a lazy chunk: its first import can take over a second on a busy 2-core machine.
    await screen.findByRole('grid');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(button).toHaveFocus();
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens on the month of the current value with that day selected', async () => {
    const { user } = renderWithProviders(<DepartureDate initialValue="2025-07-04" />);

    await user.click(screen.getByRole('button', { name: /^Choose Departure date, selected date is/ }));
    // The month grid is a lazy chunk: its first import can take over a second on a busy 2-core machine.
    await screen.findByRole('grid');

    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('July');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2025');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /July 4th, 2025, selected/ })).toHaveFocus();
    });
  });

  it('offers 10 years either side of the current year by default', async () => {
    const { user } = renderWithProviders(<DepartureDate />);
    await user.click(screen.getByRole('button', { name: 'Choose Departure date' }));
    // The month grid is a lazy chunk: its first import can take over a second on a busy 2-core machine.
    await screen.findByRole('grid');

    const years = getYears();
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2036');
    expect(years).toHaveLength(21);
  });

  it('offers only the allowed years and changes the year from the dropdown', async () => {
    const { user } = renderWithProviders(<DepartureDate yearsBefore={1} yearsAfter={1} />);
    await user.click(screen.getByRole('button', { name: 'Choose Departure date' }));
    // The month grid is a lazy chunk: its first import can take over a second on a busy 2-core machine.
    await screen.findByRole('grid');

    expect(getYears()).toEqual(['2025', '2026', '2027']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2027');
    await user.click(screen.getByRole('button', { name: /March 1st, 2027/ }));
    expect(screen.getByRole('textbox', { name: 'Departure date' })).toHaveValue('2027-03-01');
  });

  it('disables days outside minDate and maxDate', async () => {
    const { user } = renderWithProviders(<DepartureDate minDate="2026-03-10" maxDate="2026-03-20" />);
    await user.click(screen.getByRole('button', { name: 'Choose Departure date' }));
    // The month grid is a lazy chunk: its first import can take over a second on a busy 2-core machine.
    await screen.findByRole('grid');

    expect(screen.getByRole('button', { name: /March 9th, 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /March 10th, 2026/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /March 21st, 2026/ })).toBeDisabled();
  });

  it('links the error and marks the field required', async () => {
    renderWithProviders(<DepartureDate required error="Enter a date as yyyy-MM-dd" />);
    const input = screen.getByRole('textbox', { name: 'Departure date' });

    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a date as yyyy-MM-dd');
    expect(await axeViolations()).toEqual([]);
  });
});

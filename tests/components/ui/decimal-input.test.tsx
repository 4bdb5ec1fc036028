import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { DecimalInput, type DecimalInputProps } from '@/components/ui/decimal-input';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

function Temperature(props: Partial<DecimalInputProps>) {
  const [text, setText] = useState('');
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <DecimalInput
        label="Set temperature (°C)"
        value={text}
        onValueChange={(next, number) => {
          setText(next);
          setValue(number);
        }}
        {...props}
      />
      <output aria-label="Parsed">{value === null ? 'none' : String(value)}</output>
    </>
  );
}

describe('DecimalInput', () => {
  it('accepts an optional minus and a comma or dot', async () => {
    const { user } = renderWithProviders(<Temperature allowNegative maxDecimals={1} required />);
    const input = screen.getByRole('textbox', { name: 'Set temperature (°C)' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toBeRequired();

    await user.type(input, '-18,5');
    expect(input).toHaveValue('-18,5');
    expect(screen.getByRole('status', { name: 'Parsed' })).toHaveTextContent('-18.5');
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps what was typed that the rules do not allow, and holds no number for it', async () => {
    const { user } = renderWithProviders(<Temperature maxDecimals={1} />);
    const input = screen.getByRole('textbox', { name: 'Set temperature (°C)' });
    const parsed = screen.getByRole('status', { name: 'Parsed' });

    for (const typed of ['1e3', '-4', '4.25', '12x']) {
      await user.clear(input);
      await user.type(input, typed);
      expect(input).toHaveValue(typed);
      expect(parsed).toHaveTextContent('none');
    }
  });

  it('keeps pasted text as pasted', async () => {
    const { user } = renderWithProviders(<Temperature maxDecimals={2} />);
    const input = screen.getByRole('textbox', { name: 'Set temperature (°C)' });
    await user.click(input);
    await user.paste('USD 1 250.759');
    expect(input).toHaveValue('USD 1 250.759');
    expect(screen.getByRole('status', { name: 'Parsed' })).toHaveTextContent('none');
  });

  it('shows an error linked to the field', () => {
    renderWithProviders(<Temperature error="Enter a temperature between -35 and 30 °C" />);
    const input = screen.getByRole('textbox', { name: 'Set temperature (°C)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a temperature between -35 and 30 °C');
  });
});

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
  it('accepts an optional minus, a comma or dot, and limits the decimals', async () => {
    const { user } = renderWithProviders(<Temperature allowNegative maxDecimals={1} required />);
    const input = screen.getByRole('textbox', { name: 'Set temperature (°C)' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toBeRequired();

    await user.type(input, '-18,55');
    expect(input).toHaveValue('-18,5');
    expect(screen.getByRole('status', { name: 'Parsed' })).toHaveTextContent('-18.5');

    await user.clear(input);
    await user.type(input, '4.25');
    expect(input).toHaveValue('4.2');
    expect(await axeViolations()).toEqual([]);
  });

  it('blocks e, E and letters, and a minus when negatives are not allowed', async () => {
    const { user } = renderWithProviders(<Temperature />);
    const input = screen.getByRole('textbox', { name: 'Set temperature (°C)' });

    await user.type(input, '1e2E3x-4');
    expect(input).toHaveValue('1234');
  });

  it('cleans pasted text', async () => {
    const { user } = renderWithProviders(<Temperature maxDecimals={2} />);
    const input = screen.getByRole('textbox', { name: 'Set temperature (°C)' });
    await user.click(input);
    await user.paste('USD 1 250.759');
    expect(input).toHaveValue('1250.75');
    expect(screen.getByRole('status', { name: 'Parsed' })).toHaveTextContent('1250.75');
  });

  it('shows an error linked to the field', () => {
    renderWithProviders(<Temperature error="Enter a temperature between -35 and 30 °C" />);
    const input = screen.getByRole('textbox', { name: 'Set temperature (°C)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a temperature between -35 and 30 °C');
  });
});

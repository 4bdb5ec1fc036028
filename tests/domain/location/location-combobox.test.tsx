import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { LocationCombobox, type LocationOption } from '@/domain/location/location-combobox';

import { renderWithProviders } from '../../render';

/** A form that owns the chosen port, as every page does, and shows it. */
function Host({ initial }: { initial: LocationOption | null }) {
  const [value, setValue] = useState(initial);
  const [resets, setResets] = useState(0);
  return (
    <>
      <LocationCombobox
        label="Origin"
        placeholder="City or port"
        emptyMessage="No ports"
        value={value}
        onChange={setValue}
      />
      <p>{`Chosen: ${value?.code ?? 'none'}`}</p>
      <button
        type="button"
        onClick={() => {
          setValue(null);
          setResets(resets + 1);
        }}
      >
        Reset
      </button>
    </>
  );
}

const BUSAN = { code: 'KRPUS', name: 'Busan, South Korea' };

describe('LocationCombobox', () => {
  it('keeps the text typed over a chosen port in one edit (paste), and offers ports for it', async () => {
    const { user } = renderWithProviders(<Host initial={BUSAN} />);
    const input = screen.getByRole('combobox', { name: 'Origin' });
    expect(input).toHaveValue('Busan, South Korea');

    await user.tripleClick(input);
    await user.paste('Rotterdam');

    expect(input).toHaveValue('Rotterdam');
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Rotterdam, Netherlands/ }));
    expect(input).toHaveValue('Rotterdam, Netherlands');
    expect(screen.getByText('Chosen: NLRTM')).toBeInTheDocument();
  });

  it('empties the text when the form clears the port itself (a reset)', async () => {
    const { user } = renderWithProviders(<Host initial={BUSAN} />);
    const input = screen.getByRole('combobox', { name: 'Origin' });

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(input).toHaveValue('');
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
  });
});

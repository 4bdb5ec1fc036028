import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Combobox, type ComboboxProps } from '@/components/ui/combobox';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

interface Port {
  code: string;
  name: string;
}

const PORTS: Port[] = [
  { code: 'KRPUS', name: 'Busan' },
  { code: 'KRKAN', name: 'Gwangyang' },
  { code: 'SGSIN', name: 'Singapore' },
  { code: 'NLRTM', name: 'Rotterdam' },
];

type HarnessProps = Partial<ComboboxProps<Port>> & { onSelect?: (port: Port | null) => void };

/** The caller changes text and selection itself, as a form reset or an origin/destination swap does. */
function ResettablePortCombobox() {
  const [inputValue, setInputValue] = useState('');
  const [selected, setSelected] = useState<Port | null>(null);
  const items = PORTS.filter((port) => port.name.toLowerCase().includes(inputValue.trim().toLowerCase()));
  return (
    <>
      <Combobox<Port>
        label="Origin"
        items={items}
        selectedItem={selected}
        onSelectedItemChange={setSelected}
        inputValue={inputValue}
        onInputValueChange={setInputValue}
        itemToString={(port) => (port ? `${port.name} (${port.code})` : '')}
        itemToKey={(port) => port.code}
      />
      <button
        type="button"
        onClick={() => {
          setInputValue('');
          setSelected(null);
        }}
      >
        Reset
      </button>
      <button
        type="button"
        onClick={() => {
          setSelected(PORTS[3] ?? null);
        }}
      >
        Use Rotterdam
      </button>
      <button
        type="button"
        onClick={() => {
          setInputValue('sin');
        }}
      >
        Type sin
      </button>
    </>
  );
}

/** A caller like the schedule search: owns text and selection, filters by case-insensitive "contains". */
function PortCombobox({ onSelect, ...props }: HarnessProps) {
  const [inputValue, setInputValue] = useState('');
  const [selected, setSelected] = useState<Port | null>(null);
  const items = PORTS.filter((port) => port.name.toLowerCase().includes(inputValue.trim().toLowerCase()));
  return (
    <Combobox<Port>
      label="Origin"
      items={items}
      selectedItem={selected}
      onSelectedItemChange={(port) => {
        setSelected(port);
        onSelect?.(port);
      }}
      inputValue={inputValue}
      onInputValueChange={setInputValue}
      itemToString={(port) => (port ? `${port.name} (${port.code})` : '')}
      itemToKey={(port) => port.code}
      {...props}
    />
  );
}

describe('Combobox', () => {
  it('shows a hint instead of options below two characters', async () => {
    const { user } = renderWithProviders(<PortCombobox />);
    const input = screen.getByRole('combobox', { name: 'Origin' });
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'b');

    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Enter at least 2 characters');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('moves the active option with the arrows and selects with Enter', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<PortCombobox onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Origin' });

    await user.type(input, 'an');
    const listbox = screen.getByRole('listbox', { name: 'Origin' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Busan (KRPUS)', 'Gwangyang (KRKAN)']);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions available');
    expect(input).toHaveAttribute('aria-activedescendant', '');
    expect(await axeViolations()).toEqual([]);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(PORTS[0]);
    expect(input).toHaveValue('Busan (KRPUS)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes with Escape and clears with a second Escape', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<PortCombobox onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Origin' });

    await user.type(input, 'sing');
    expect(screen.getByRole('option', { name: 'Singapore (SGSIN)' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('sing');

    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('opens with Alt+Down without moving the active option', async () => {
    const { user } = renderWithProviders(<PortCombobox />);
    const input = screen.getByRole('combobox', { name: 'Origin' });
    await user.type(input, 'rot');
    await user.keyboard('{Escape}');

    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');

    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', '');
    expect(screen.getByRole('option', { name: 'Rotterdam (NLRTM)' })).toBeInTheDocument();
  });

  it('selects an option on click', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<PortCombobox onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Origin' });

    await user.type(input, 'gw');
    await user.click(screen.getByRole('option', { name: 'Gwangyang (KRKAN)' }));

    expect(onSelect).toHaveBeenLastCalledWith(PORTS[1]);
    expect(input).toHaveValue('Gwangyang (KRKAN)');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('clears the selection, but keeps the text, when the user edits after selecting', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<PortCombobox onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Origin' });
    await user.type(input, 'busan');
    await user.click(screen.getByRole('option', { name: 'Busan (KRPUS)' }));
    expect(onSelect).toHaveBeenLastCalledWith(PORTS[0]);

    await user.type(input, '{Backspace}');

    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('Busan (KRPUS');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('announces that it is searching while loading', async () => {
    const { user } = renderWithProviders(<PortCombobox isLoading />);
    const input = screen.getByRole('combobox', { name: 'Origin' });

    await user.type(input, 'bus');

    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('announces when nothing matches', async () => {
    const { user } = renderWithProviders(<PortCombobox emptyMessage="No location found" />);

    await user.type(screen.getByRole('combobox', { name: 'Origin' }), 'xy');

    expect(screen.getByRole('status')).toHaveTextContent('No location found');
    expect(await axeViolations()).toEqual([]);
  });

  it('links the error and description and marks the field required', async () => {
    renderWithProviders(<PortCombobox required error="Enter an origin" description="City or UN/LOCODE" />);
    const input = screen.getByRole('combobox', { name: 'Origin' });

    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Enter an origin City or UN/LOCODE');
    expect(await axeViolations()).toEqual([]);
  });

  it('does nothing when disabled', async () => {
    const { user } = renderWithProviders(<PortCombobox disabled />);
    const input = screen.getByRole('combobox', { name: 'Origin' });

    await user.type(input, 'busan');

    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the caret where the user edits in the middle of the text', async () => {
    const { user } = renderWithProviders(<PortCombobox />);
    const input = screen.getByRole('combobox', { name: 'Origin' });
    await user.type(input, 'rotdam');

    await user.type(input, 'ter', { initialSelectionStart: 3, initialSelectionEnd: 3 });

    expect(input).toHaveValue('rotterdam');
    expect(input).toHaveProperty('selectionStart', 6);
  });

  it('follows text and selection set by the caller', async () => {
    const { user } = renderWithProviders(<ResettablePortCombobox />);
    const input = screen.getByRole('combobox', { name: 'Origin' });
    await user.type(input, 'busan');
    await user.click(screen.getByRole('option', { name: 'Busan (KRPUS)' }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Use Rotterdam' }));
    expect(input).toHaveValue('Rotterdam (NLRTM)');

    await user.click(screen.getByRole('button', { name: 'Type sin' }));
    expect(input).toHaveValue('sin');
  });
});

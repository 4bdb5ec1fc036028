import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Autocomplete, filterOptions } from '@/components/ui/autocomplete';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@/config/limits';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';
import { useFakeTimersWithUser, useRealTimersAgain } from './fake-timers';

interface Country {
  code: string;
  name: string;
}

const COUNTRIES: Country[] = [
  { code: 'KR', name: 'South Korea' },
  { code: 'KP', name: 'North Korea' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'BR', name: 'Brazil' },
  { code: 'ST', name: 'São Tomé & Príncipe' },
];

function CountryField({ onChange }: { onChange?: (country: Country | null) => void }) {
  const [value, setValue] = useState<Country | null>(null);
  return (
    <Autocomplete<Country>
      label="Country"
      options={COUNTRIES}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      getOptionLabel={(country) => country.name}
      getOptionKey={(country) => country.code}
    />
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('filterOptions', () => {
  it('matches case-insensitive "contains", ignoring accents', () => {
    const label = (country: Country) => country.name;
    expect(filterOptions(COUNTRIES, 'KOREA', label).map((c) => c.code)).toEqual(['KR', 'KP']);
    expect(filterOptions(COUNTRIES, 'sao tome', label).map((c) => c.code)).toEqual(['ST']);
    expect(filterOptions(COUNTRIES, '  ', label)).toEqual([]);
  });
});

describe('Autocomplete', () => {
  let user: UserEvent;
  beforeEach(() => {
    user = useFakeTimersWithUser();
  });
  afterEach(() => {
    useRealTimersAgain();
  });

  it('suggests after 2 characters and 200 ms of quiet, then selects', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CountryField onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });

    await user.type(input, 's');
    advance(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('Enter at least 2 characters')).toBeInTheDocument();

    await user.type(input, 'OUTH');
    advance(AUTOCOMPLETE_DEBOUNCE_MS - 1);
    expect(screen.queryAllByRole('option')).toEqual([]);
    advance(1);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['South Korea', 'South Africa']);

    await user.click(screen.getByRole('option', { name: 'South Africa' }));
    expect(input).toHaveValue('South Africa');
    expect(onChange).toHaveBeenLastCalledWith({ code: 'ZA', name: 'South Africa' });
  });

  it('says when nothing matches', async () => {
    renderWithProviders(<CountryField />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Narnia');
    advance(AUTOCOMPLETE_DEBOUNCE_MS);
    expect(screen.getByText('No matches found')).toBeInTheDocument();
  });
});

describe('Autocomplete accessibility', () => {
  it('has no axe violations with suggestions open', async () => {
    const { user: realUser } = renderWithProviders(<CountryField />);
    await realUser.type(screen.getByRole('combobox', { name: 'Country' }), 'korea');
    expect(await screen.findByRole('option', { name: 'North Korea' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

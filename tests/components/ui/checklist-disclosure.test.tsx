import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { ChecklistDisclosure } from '@/components/ui/checklist-disclosure';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

const OPTIONS = [
  { value: 'OPEN', label: 'Open' },
  { value: 'OVERDUE', label: 'Overdue' },
];

function StatusFilter() {
  const [ticked, setTicked] = useState<string[]>([]);
  return (
    <ChecklistDisclosure
      summary={ticked.length > 0 ? `Status: ${ticked.length} selected` : 'Status: any'}
      legend="Status"
      options={OPTIONS}
      inputProps={(value) => ({
        checked: ticked.includes(value),
        onChange: (event) => {
          setTicked((now) => (event.target.checked ? [...now, value] : now.filter((item) => item !== value)));
        },
      })}
    />
  );
}

describe('ChecklistDisclosure', () => {
  it('opens a named group of checkboxes from its summary, which counts what is ticked', async () => {
    const { user } = renderWithProviders(<StatusFilter />);

    await user.click(await screen.findByText('Status: any'));
    const group = await screen.findByRole('group', { name: 'Status' });
    expect(group).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Overdue' }));

    expect(await screen.findByText('Status: 1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Overdue' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Open' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from '@/components/ui/button';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

describe('Button', () => {
  it('acts on a press and, inside a form, does not submit unless it is the submit button', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <form
        aria-label="Party"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button onClick={onClick}>Add row</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy is aria-disabled, stays focusable, shows its busy label and ignores presses and Enter', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <form
        aria-label="Party"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Button type="submit" variant="primary" busy busyLabel="Saving…" onClick={onClick}>
          Save
        </Button>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();

    await user.click(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });
});

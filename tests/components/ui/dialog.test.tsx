import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Dialog } from '@/components/ui/dialog';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

function LeaveGuard() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Leave page
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Leave this page?"
        description="You have unsaved changes."
        size="sm"
        footer={
          <button
            type="button"
            onClick={() => {
              setOpen(false);
            }}
          >
            Stay
          </button>
        }
      >
        <p>Your search criteria will be lost.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal with focus inside', async () => {
    const { user } = renderWithProviders(<LeaveGuard />);

    await user.click(screen.getByRole('button', { name: 'Leave page' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes.');
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    });
    expect(screen.getByText('Your search criteria will be lost.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const { user } = renderWithProviders(<LeaveGuard />);
    const opener = screen.getByRole('button', { name: 'Leave page' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Leave this page?' });

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix hands focus back to the opener after the dialog unmounts.
    await waitFor(() => {
      expect(opener).toHaveFocus();
    });
  });

  it('closes with the Close button', async () => {
    const { user } = renderWithProviders(<LeaveGuard />);
    await user.click(screen.getByRole('button', { name: 'Leave page' }));

    await user.click(await screen.findByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Leave page' })).toHaveFocus();
    });
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(<LeaveGuard />);
    await user.click(screen.getByRole('button', { name: 'Leave page' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    const stay = screen.getByRole('button', { name: 'Stay' });
    await waitFor(() => {
      expect(close).toHaveFocus();
    });

    // The body is a focusable region so keyboard users can scroll it.
    await user.tab();
    expect(screen.getByRole('region', { name: 'Leave this page?' })).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(stay).toHaveFocus();
  });
});

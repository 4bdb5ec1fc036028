import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AlertDialog } from '@/components/ui/alert-dialog';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

function LeaveGuard({ onConfirm, onCancel }: { onConfirm?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Leave booking
      </button>
      <AlertDialog
        open={open}
        onOpenChange={setOpen}
        title="Leave this page?"
        description="You have unsaved changes, are you sure?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        {...(onConfirm ? { onConfirm } : {})}
        {...(onCancel ? { onCancel } : {})}
      />
    </>
  );
}

describe('AlertDialog', () => {
  it('opens as a named alert dialog with focus on the least destructive action', async () => {
    const { user } = renderWithProviders(<LeaveGuard />);
    await user.click(screen.getByRole('button', { name: 'Leave booking' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes, are you sure?');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('confirms or cancels, closes, and returns focus to the opener', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(<LeaveGuard onConfirm={onConfirm} onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Leave booking' });

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Radix hands focus back to the opener after the dialog unmounts.
    await waitFor(() => {
      expect(opener).toHaveFocus();
    });

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes with Escape but not on a press outside, and keeps Tab inside', async () => {
    const { user } = renderWithProviders(<LeaveGuard />);
    await user.click(screen.getByRole('button', { name: 'Leave booking' }));
    // Tab only once focus has moved into the dialog.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();

    // The overlay blocks pointer events, so press the page the way a stray tap would reach it.
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Sheet, SHEET_SLIDE_IN_MS } from '@/components/ui/sheet';
import { CALENDAR_MODAL_SLIDE_OUT_MS } from '@/config/limits';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';
import { useFakeTimersWithUser, useRealTimersAgain } from './fake-timers';

function DayRoutes({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        15 March: 3 routes
      </button>
      <Sheet
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Departures on 2026-03-15"
      >
        <p>Busan to Rotterdam</p>
      </Sheet>
    </>
  );
}

function getPhase(): string | null {
  return screen.getByRole('dialog', { name: 'Departures on 2026-03-15' }).getAttribute('data-phase');
}

describe('Sheet', () => {
  describe('phases', () => {
    let user: UserEvent;
    beforeEach(() => {
      user = useFakeTimersWithUser();
    });
    afterEach(() => {
      useRealTimersAgain();
    });

    it('slides in, opens, and slides out for 500 ms before onClose', async () => {
      const onClose = vi.fn();
      renderWithProviders(<DayRoutes onClose={onClose} />);
      const opener = screen.getByRole('button', { name: '15 March: 3 routes' });

      await user.click(opener);
      expect(getPhase()).toBe('slide-in');
      act(() => {
        vi.advanceTimersByTime(SHEET_SLIDE_IN_MS);
      });
      expect(getPhase()).toBe('open');

      await user.keyboard('{Escape}');
      expect(getPhase()).toBe('slide-out');
      act(() => {
        vi.advanceTimersByTime(CALENDAR_MODAL_SLIDE_OUT_MS - 1);
      });
      expect(getPhase()).toBe('slide-out');
      expect(onClose).not.toHaveBeenCalled();

      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(opener).toHaveFocus();
    });

    it('slides out from the close button, ignoring a second request', async () => {
      const onClose = vi.fn();
      renderWithProviders(<DayRoutes onClose={onClose} />);
      await user.click(screen.getByRole('button', { name: '15 March: 3 routes' }));

      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(getPhase()).toBe('slide-out');
      act(() => {
        vi.advanceTimersByTime(CALENDAR_MODAL_SLIDE_OUT_MS / 2);
      });
      await user.keyboard('{Escape}');
      act(() => {
        vi.advanceTimersByTime(CALENDAR_MODAL_SLIDE_OUT_MS / 2);
      });

      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('starts in slide-in again when reopened', async () => {
      renderWithProviders(<DayRoutes onClose={vi.fn()} />);
      await user.click(screen.getByRole('button', { name: '15 March: 3 routes' }));
      await user.keyboard('{Escape}');
      act(() => {
        vi.advanceTimersByTime(CALENDAR_MODAL_SLIDE_OUT_MS);
      });
      act(() => {
        vi.runOnlyPendingTimers();
      });

      await user.click(screen.getByRole('button', { name: '15 March: 3 routes' }));

      expect(getPhase()).toBe('slide-in');
    });
  });

  it('is an accessible modal', async () => {
    const { user } = renderWithProviders(<DayRoutes onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '15 March: 3 routes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Departures on 2026-03-15' });
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    });
    expect(screen.getByText('Busan to Rotterdam')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

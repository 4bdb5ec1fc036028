import { act, fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { Tooltip, TOOLTIP_OPEN_DELAY_MS } from '@/components/ui/tooltip';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';
import { useFakeTimersWithUser, useRealTimersAgain } from './fake-timers';
import { installResizeObserver } from './jsdom-polyfills';

beforeAll(() => {
  installResizeObserver();
});

function CutOffHelp() {
  return (
    <>
      <Tooltip content="Last time to deliver the full container to the terminal">
        <button type="button">Port cut-off</button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Tooltip', () => {
  let user: UserEvent;
  beforeEach(() => {
    user = useFakeTimersWithUser();
  });
  afterEach(() => {
    useRealTimersAgain();
  });

  it('opens after the delay on pointer-over and closes when the pointer leaves', async () => {
    renderWithProviders(<CutOffHelp />);
    const trigger = screen.getByRole('button', { name: 'Port cut-off' });

    await user.hover(trigger);
    advance(TOOLTIP_OPEN_DELAY_MS - 50);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(50);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Last time to deliver the full container to the terminal');
    expect(trigger).toHaveAccessibleDescription('Last time to deliver the full container to the terminal');

    // Leaving the trigger for somewhere other than the tooltip itself closes it (the tooltip stays hoverable).
    // jsdom has no layout: every box sits at (0, 0), so the pointer moves away to a point clearly outside.
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.pointer({ target: document.body, coords: { clientX: 300, clientY: 300 } });
    advance(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes on a click and on a mouse-wheel turn', async () => {
    renderWithProviders(<CutOffHelp />);
    const trigger = screen.getByRole('button', { name: 'Port cut-off' });

    await user.hover(trigger);
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.unhover(trigger);
    await user.hover(trigger);
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.wheel(document.body, { deltaY: 100 });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus at once and hides with Escape', async () => {
    renderWithProviders(<CutOffHelp />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Port cut-off' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('Tooltip accessibility', () => {
  it('has no axe violations while open', async () => {
    const { user } = renderWithProviders(<CutOffHelp />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

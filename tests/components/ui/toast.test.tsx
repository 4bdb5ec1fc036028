import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast, TOAST_DURATION_MS, TOAST_EXIT_MS, TOAST_TYPES, toastStore } from '@/components/ui/toast-store';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';
import { useFakeTimersWithUser, useRealTimersAgain } from './fake-timers';

// renderWithProviders mounts the app provider, whose host mounts the one <Toaster /> (a lazy chunk) with the first
// toast. The tests wait for that chunk once per toast shown, so what follows runs against the mounted Toaster.
function renderApp() {
  return renderWithProviders(<main>Schedule</main>);
}

async function show(input: Parameters<typeof toast.show>[0]): Promise<string> {
  let id = '';
  await act(async () => {
    id = toast.show(input);
    await import('@/components/ui/toast');
  });
  return id;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toaster', () => {
  let user: UserEvent;
  beforeAll(() => {
    // Radix Toast's swipe handling calls pointer-capture methods that jsdom does not implement.
    if (!('hasPointerCapture' in Element.prototype)) {
      Object.assign(Element.prototype, { hasPointerCapture: () => false, releasePointerCapture: () => undefined });
    }
  });
  beforeEach(() => {
    user = useFakeTimersWithUser();
  });
  afterEach(() => {
    useRealTimersAgain();
    toastStore.setState(toastStore.getInitialState(), true);
  });

  it('shows a toast and closes it after 5000 ms', async () => {
    renderApp();
    await show({ type: 'success', title: 'Schedule sent', description: 'We e-mailed 2 recipients.' });

    expect(screen.getByText('Schedule sent')).toBeInTheDocument();
    expect(screen.getByText('We e-mailed 2 recipients.')).toBeInTheDocument();

    advance(TOAST_DURATION_MS - 1);
    expect(screen.getByText('Schedule sent')).toBeInTheDocument();

    advance(1);
    expect(screen.queryByText('Schedule sent')).not.toBeInTheDocument();
    advance(TOAST_EXIT_MS);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('honours a custom duration', async () => {
    renderApp();
    await show({ type: 'info', title: 'Schedules refreshed', durationMs: 10_000 });

    advance(TOAST_DURATION_MS);
    expect(screen.getByText('Schedules refreshed')).toBeInTheDocument();
    advance(10_000 - TOAST_DURATION_MS);
    expect(screen.queryByText('Schedules refreshed')).not.toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    renderApp();
    await show({ type: 'warning', title: 'Some ports have no CO₂ data' });

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByText('Some ports have no CO₂ data')).not.toBeInTheDocument();
  });

  it('closes programmatically with toast.dismiss', async () => {
    renderApp();
    const id = await show({ type: 'warningV2', title: 'Cut-off is in 2 hours' });

    act(() => {
      toast.dismiss(id);
    });

    expect(screen.queryByText('Cut-off is in 2 hours')).not.toBeInTheDocument();
  });

  it('names the type in text and announces errors assertively, others politely', async () => {
    renderApp();
    await show({ type: 'error', title: 'Unexpected error' });
    await show({ type: 'info', title: 'Saved as draft' });
    // Radix announces on the next frame.
    advance(100);

    const liveRegions = screen.getAllByRole('status');
    const assertive = liveRegions.filter((region) => region.getAttribute('aria-live') === 'assertive');
    const polite = liveRegions.filter((region) => region.getAttribute('aria-live') === 'polite');
    expect(assertive.map((region) => region.textContent).join(' ')).toContain('Error: Unexpected error');
    expect(assertive.map((region) => region.textContent).join(' ')).not.toContain('Saved as draft');
    expect(polite.map((region) => region.textContent).join(' ')).toContain('Information: Saved as draft');
  });
});

describe('Toaster accessibility', () => {
  afterEach(() => {
    toastStore.setState(toastStore.getInitialState(), true);
  });

  it('has no axe violations with toasts of every type', async () => {
    renderApp();
    for (const type of TOAST_TYPES) await show({ type, title: `A ${type} toast`, description: 'Details' });

    expect(await screen.findByText('A error toast')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

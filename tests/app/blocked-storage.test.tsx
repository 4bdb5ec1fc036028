import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { HomePage } from '@/features/home/components/home-page';
import { PointToPointSchedulePage } from '@/features/schedule/components/point-to-point-schedule-page';

import { renderWithProviders } from '../render';

/** Storage as a browser with cookies and site data off exposes it: the getters themselves throw. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage']) {
    vi.stubGlobal(name, undefined);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('blocked storage', () => {
  it('the schedule page (its search form reads a draft on mount) shows its form, not the error page', async () => {
    blockStorage();
    renderWithProviders(<PointToPointSchedulePage />, { route: '/schedule/point-to-point-schedule' });
    expect(await screen.findByRole('combobox', { name: /^Origin/ })).toBeVisible();
    expect(screen.queryByText(/unexpected error/i)).not.toBeInTheDocument();
  });

  it('the home page shows its quick search and tracking', async () => {
    blockStorage();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('region', { name: 'Cargo tracking' })).toBeVisible();
  });
});

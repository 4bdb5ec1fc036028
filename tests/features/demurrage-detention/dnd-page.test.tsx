import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/domain/session/session-store';
import { DndPage } from '@/features/demurrage-detention/components/dnd-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { DND_DEMO_CONTAINER } from '../../../mocks/demurrage-detention/containers';
import { renderWithProviders } from '../../render';

// The demo shipper's containers on the day the e2e journey uses (docs/areas/demurrage-detention.md): the demo
// container was discharged at Busan six days before, one day past its five free days.
const NOW = new Date('2026-11-21T02:00:00Z');
const PATH = '/manage-shipment/demurrage-detention';

beforeEach(async () => {
  // Only the date: the page, the mock and Testing Library's waits keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
  vi.useRealTimers();
});

/** A status cell's days over (positive), 0 on its last free day, or minus its free days left. */
function standingOf(text: string): number {
  const over = /^(\d+) days? over$/.exec(text);
  if (over) return Number(over[1]);
  const left = /^(\d+) free days? left$/.exec(text);
  if (left) return -Number(left[1]);
  if (text.includes('Last free day')) return 0;
  throw new Error(`No D&D status in the cell: ${text}`);
}

function renderPage(route = PATH) {
  return renderWithProviders(<DndPage />, { loginGuard: true, route, path: PATH });
}

describe('D&D page: the list of containers', () => {
  it('lists the containers needing attention, most days over first, and opens one container', async () => {
    const { user, router } = renderPage();
    const table = await screen.findByRole('table', { name: /./ }, { timeout: 30_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    // Most days over first; needing attention: past the free time or within 2 days of its end.
    const standings = rows.map((row) => standingOf(within(row).getAllByRole('cell')[4]?.textContent ?? ''));
    expect(standings).toEqual([...standings].sort((a, b) => b - a));
    expect(Math.min(...standings)).toBeGreaterThanOrEqual(-2);
    const demo = rows.find((row) => within(row).queryByRole('link', { name: DND_DEMO_CONTAINER }));
    expect(demo).toBeDefined();
    expect(demo).toHaveTextContent('1 day over');
    expect(demo).toHaveTextContent('₩45,000');

    await user.click(within(demo!).getByRole('link', { name: DND_DEMO_CONTAINER }));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Container ${DND_DEMO_CONTAINER}` }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?container=${DND_DEMO_CONTAINER}`);
    expect(screen.getByRole('link', { name: 'All containers' })).toHaveAttribute('href', PATH);
  }, 60_000);

  it('shows all containers when asked, more than need attention', async () => {
    const { user, router } = renderPage();
    const attention = await screen.findByText(/^\d+ containers?$/, {}, { timeout: 30_000 });
    const attentionCount = Number(/\d+/.exec(attention.textContent)?.[0]);
    expect(attentionCount).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: 'All containers' }));
    await expect.poll(() => router.state.location.search).toBe('?view=all');
    await expect
      .poll(() => Number(/\d+/.exec(screen.queryByText(/^\d+ containers?$/)?.textContent ?? '')?.[0]), {
        timeout: 30_000,
      })
      .toBeGreaterThan(attentionCount);
    expect(screen.getByRole('radio', { name: 'All containers' })).toBeChecked();
  }, 60_000);

  it('sorts by a column header (APG sortable table): ascending, descending, then back to most days over', async () => {
    const { user, router } = renderPage();
    const table = await screen.findByRole('table', { name: /./ }, { timeout: 30_000 });
    const containerHeader = () => within(table).getByRole('columnheader', { name: /Container/ });
    const numbers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
    expect(within(table).getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(containerHeader()).getByRole('button'));
    await expect.poll(() => router.state.location.search).toBe('?sort=equipmentReference');
    await expect.poll(() => containerHeader().getAttribute('aria-sort'), { timeout: 30_000 }).toBe('ascending');
    await expect.poll(numbers, { timeout: 30_000 }).toEqual([...numbers()].sort());

    await user.click(within(containerHeader()).getByRole('button'));
    await expect.poll(() => router.state.location.search).toBe('?sort=-equipmentReference');
    await expect.poll(() => containerHeader().getAttribute('aria-sort'), { timeout: 30_000 }).toBe('descending');

    await user.click(within(containerHeader()).getByRole('button'));
    await expect.poll(() => router.state.location.search).toBe('');
    expect(containerHeader()).not.toHaveAttribute('aria-sort');
  }, 60_000);
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { getSiDashboard, getSiList } from '@/domain/documentation/si-list-api';
import { sessionStore } from '@/domain/session/session-store';
import { SiSummaryPage } from '@/features/documentation/si-summary/si-summary-page';
import { logIn } from '@/services/session/session-auth';

import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { renderWithProviders } from '../../render';

const PATH = '/documentation/si-summary';

beforeEach(async () => {
  await logIn(DEMO_LOGINS.shipper);
});

afterEach(() => {
  sessionStore.getState().logOut();
});

describe('SI summary', () => {
  it('shows its heading at once, then the list tab of the URL with the count of the mock carrier', async () => {
    const { total } = await getSiList({});
    renderWithProviders(<SiSummaryPage />, { route: `${PATH}?tab=list`, path: PATH });

    // The heading is part of the first paint; the tabs and the list come with their chunk, behind a spinner.
    expect(screen.getByRole('heading', { level: 1, name: 'SI Summary' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading shipping instructions…');

    expect(await screen.findByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'false');
    expect(await screen.findByText(`${String(total)} bookings`)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter shipping instructions' })).toBeInTheDocument();
  });

  it('switches to the dashboard in the URL, and a status tile opens the list filtered by it', async () => {
    const dashboard = await getSiDashboard();
    const drafts = await getSiList({ summaryStatus: 'DRAFT_TO_REVIEW' });
    const { user, router } = renderWithProviders(<SiSummaryPage />, { route: PATH, path: PATH });

    await user.click(await screen.findByRole('tab', { name: 'Dashboard' }));
    expect(router.state.location.search).toBe('?tab=dashboard');
    const byStatus = await screen.findByRole('region', { name: 'By status' });
    const tile = within(byStatus).getByRole('link', { name: /Draft to review$/ });
    expect(tile).toHaveTextContent(String(dashboard.counts.DRAFT_TO_REVIEW));

    await user.click(tile);
    expect(router.state.location.search).toBe('?tab=list&status=DRAFT_TO_REVIEW');
    expect(await screen.findByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`${String(drafts.total)} bookings`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'SI status' })).toHaveValue('DRAFT_TO_REVIEW');
  });
});

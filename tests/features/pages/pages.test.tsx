import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MaintenancePage } from '@/features/pages/components/maintenance-page';
import { NotFoundPage } from '@/features/pages/components/not-found-page';
import { OneSolutionsPage } from '@/features/pages/components/one-solutions-page';
import { SupportPage } from '@/features/pages/components/support-page';
import { TermsRulesPage } from '@/features/pages/components/terms-rules-page';
import { hasUnseenOneSolution } from '@/features/pages/utils/one-solutions';

import { axeViolations } from '../../components/ui/axe';
import { renderWithProviders } from '../../render';

describe('static pages', () => {
  it('support: the mailbox and an FAQ accordion that opens and closes', async () => {
    const { user } = renderWithProviders(<SupportPage />);
    expect(screen.getByRole('link', { name: 'ecom.support@one-line.com' })).toHaveAttribute(
      'href',
      'mailto:ecom.support@one-line.com',
    );
    const question = screen.getByRole('button', { name: 'Can I download a schedule?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Can I download a schedule?' })).not.toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I download a schedule?' })).toHaveTextContent(/Excel or CSV/);
    expect(await axeViolations()).toEqual([]);
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('ONE Solutions lists the items newest first and marks them seen', async () => {
    expect(hasUnseenOneSolution()).toBe(true);
    renderWithProviders(<OneSolutionsPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Live container tracking',
      'Emission report',
      'Shared booking templates',
      'ONE Quote',
    ]);
    expect(hasUnseenOneSolution()).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('terms: sections with the privacy and cookie policy anchor', async () => {
    renderWithProviders(<TermsRulesPage />, { route: '/terms-rules/general#privacy-cookie-policy' });
    expect(screen.getByRole('region', { name: 'Privacy & Cookie Policy' })).toHaveAttribute(
      'id',
      'privacy-cookie-policy',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('404 and maintenance show their image page with a way home', () => {
    const { unmount } = renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    unmount();
    renderWithProviders(<MaintenancePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(document.title).toBe('Under maintenance | ONE');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppFooter } from '@/app/layout/app-footer';
import { COOKIE_NOTICE_CLOSED_AT_KEY, CookieNotice } from '@/app/layout/cookie-notice';

import { renderWithProviders } from '../../render';

const DAY_MS = 24 * 60 * 60 * 1000;
const CLOSED_AT = new Date('2026-11-21T02:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('cookie notice', () => {
  it('closes, stores the time, and stays hidden for 365 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(CLOSED_AT);
    const view = renderWithProviders(<CookieNotice />);
    const bar = screen.getByRole('region', { name: 'Cookie notice' });
    expect(bar).toHaveTextContent('We use cookies');
    expect(screen.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/terms-rules/general#privacy-cookie-policy',
    );
    await view.user.click(screen.getByRole('button', { name: 'Close cookie notice' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_NOTICE_CLOSED_AT_KEY)).toBe(String(CLOSED_AT.getTime()));
    view.unmount();

    vi.setSystemTime(CLOSED_AT.getTime() + 365 * DAY_MS - 1);
    const { unmount } = renderWithProviders(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    unmount();

    vi.setSystemTime(CLOSED_AT.getTime() + 365 * DAY_MS);
    renderWithProviders(<CookieNotice />);
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the current year, the privacy link and the rules link in a new tab', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T05:00:00Z'));
    renderWithProviders(<AppFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2031 Ocean Network Express Pte. Ltd. All rights reserved.',
    );
    expect(screen.getByRole('link', { name: 'Privacy & Cookie Policy' })).toHaveAttribute(
      'href',
      '/terms-rules/general#privacy-cookie-policy',
    );
    const rules = screen.getByRole('link', { name: 'Terms & Rules (opens in a new tab)' });
    expect(rules).toHaveAttribute('href', '/terms-rules/general');
    expect(rules).toHaveAttribute('target', '_blank');
    expect(rules.getAttribute('rel')).toContain('noopener');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderStartupError } from '@/app/startup-error';
import { RuntimeConfigError } from '@/config/runtime-config';
import { createI18n } from '@/lib/i18n';

function show(error: RuntimeConfigError) {
  const container = document.createElement('div');
  document.body.append(container);
  renderStartupError(container, error, createI18n());
  return container;
}

describe('start-up error page', () => {
  it('names the missing file and its status, and offers to try again', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    const page = show(new RuntimeConfigError('/one-ecom/config.json', { kind: 'missing', status: 404 }));
    expect(within(page).getByRole('heading', { level: 1, name: 'The portal cannot start' })).toBeInTheDocument();
    expect(
      within(page).getByText('Its configuration file /one-ecom/config.json could not be loaded (HTTP status 404).'),
    ).toBeInTheDocument();
    await userEvent.click(within(page).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(document.title).toBe('The portal cannot start');
    page.remove();
  });

  it('lists every invalid setting', () => {
    const page = show(
      new RuntimeConfigError('/one-ecom/config.json', { kind: 'invalid', fields: ['apiBaseUrl', 'legacyOrigin'] }),
    );
    expect(screen.getByText(/has missing or invalid settings/)).toBeInTheDocument();
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['apiBaseUrl', 'legacyOrigin']);
    page.remove();
  });
});

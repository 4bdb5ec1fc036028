import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { renderStartupError } from '@/app/startup-error';
import { loadRuntimeConfigFile, RUNTIME_CONFIG_URL, RuntimeConfigError } from '@/config/runtime-config';
import { createI18n } from '@/lib/i18n';

import { server } from '../../mocks/node';

// jsdom's fetch needs an absolute URL; the app fetches the same path relative to the page.
const URL_OF_FILE = new URL(RUNTIME_CONFIG_URL, window.location.origin).href;

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
      new RuntimeConfigError('/one-ecom/config.json', {
        kind: 'invalid',
        fields: ['apiBaseUrl', 'legacyOrigin'],
        insecure: [],
      }),
    );
    expect(screen.getByText(/has missing or invalid settings/)).toBeInTheDocument();
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['apiBaseUrl', 'legacyOrigin']);
    page.remove();
  });

  it('says why an http:// endpoint is refused', () => {
    const page = show(
      new RuntimeConfigError('/one-ecom/config.json', {
        kind: 'invalid',
        fields: ['apiBaseUrl', 'scheduleRedirectWeeks'],
        insecure: ['apiBaseUrl'],
      }),
    );
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'apiBaseUrl: uses http:// or ws://; outside localhost the portal needs https:// (wss:// for the socket)',
      'scheduleRedirectWeeks',
    ]);
    page.remove();
  });

  it('shows the page, with a way to try again, when the chunk that checks the file cannot be loaded', async () => {
    server.use(http.get(URL_OF_FILE, () => HttpResponse.json({ apiBaseUrl: '/api' })));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    const error = await loadRuntimeConfigFile(URL_OF_FILE, () => Promise.reject(new TypeError('Failed to fetch'))).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(error instanceof RuntimeConfigError)) throw new Error(`not a start-up problem: ${String(error)}`);
    const page = show(error);
    expect(within(page).getByRole('heading', { level: 1, name: 'The portal cannot start' })).toBeInTheDocument();
    expect(
      within(page).getByText(/checks its configuration file .*config\.json could not be loaded/),
    ).toBeInTheDocument();
    await userEvent.click(within(page).getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
    page.remove();
  });
});

import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { startMockBackend } from '@/app/mock-backend-start';
import { MOCK_STARTUP_NAMESPACE, renderStartupError } from '@/app/startup-error';
import { createI18n, loadNamespaces } from '@/lib/i18n';

/*
 * The mock build's start (main.tsx): what the page shows when the in-browser mock backend cannot start. The real
 * worker start needs a browser; here it is the function main.tsx passes, failing as a browser makes it fail.
 */

async function startPage(start: () => Promise<void>) {
  const container = document.createElement('div');
  document.body.append(container);
  const problem = await startMockBackend(start);
  if (problem) {
    const i18n = createI18n();
    await loadNamespaces(i18n, [MOCK_STARTUP_NAMESPACE]);
    renderStartupError(container, problem, i18n);
  }
  return container;
}

/** jsdom has no service worker API; a browser that allows them has `navigator.serviceWorker`. */
function serviceWorkerApi(value: object | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('mock build start-up', () => {
  it('shows the start-up error page, not a blank page, when the browser offers no service workers', async () => {
    // A private window or a policy that blocks service workers: the API is missing.
    serviceWorkerApi(undefined);
    const start = vi.fn(() => Promise.resolve());
    const page = await startPage(start);
    expect(within(page).getByRole('heading', { level: 1, name: 'The portal cannot start' })).toBeInTheDocument();
    expect(within(page).getByText(/needs service workers, which this browser blocks/)).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
  });

  it('shows the start-up error page when the site storage throws', async () => {
    serviceWorkerApi({});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const page = await startPage(() => Promise.resolve());
    expect(within(page).getByRole('heading', { level: 1, name: 'The portal cannot start' })).toBeInTheDocument();
    expect(within(page).getByText(/cannot use this site's storage/)).toBeInTheDocument();
  });

  it('names the failure when the worker does not start', async () => {
    serviceWorkerApi({});
    const page = await startPage(() =>
      Promise.reject(new Error('Failed to register the Service Worker: The operation is insecure.')),
    );
    expect(within(page).getByRole('heading', { level: 1, name: 'The portal cannot start' })).toBeInTheDocument();
    expect(
      within(page).getByText(/could not start: Failed to register the Service Worker: The operation is insecure\./),
    ).toBeInTheDocument();
  });

  it('starts the worker and shows nothing when the browser allows it', async () => {
    serviceWorkerApi({});
    const start = vi.fn(() => Promise.resolve());
    await expect(startMockBackend(start)).resolves.toBeNull();
    expect(start).toHaveBeenCalledOnce();
  });
});

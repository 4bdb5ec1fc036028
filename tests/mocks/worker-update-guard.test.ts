import { describe, expect, it, vi } from 'vitest';

import { withWorkerUpdateFailuresHandled } from '../../mocks/worker-update-guard';

// What Chromium rejects MSW's `registration.update()` with when the registration was removed meanwhile.
const NOT_FOUND =
  "Failed to update a ServiceWorker for scope ('http://localhost:4173/one-ecom/') with script " +
  "('http://localhost:4173/one-ecom/mockServiceWorker.js'): Not found";

class GoneRegistration {
  update(): Promise<unknown> {
    return Promise.reject(new TypeError(NOT_FOUND));
  }
}

describe('mock worker start', () => {
  it('does not leave a failed update check of a registration that is gone as an uncaught error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await withWorkerUpdateFailuresHandled(GoneRegistration.prototype, async () => {
        // As MSW's worker start does: the update check is neither awaited nor handled.
        void new GoneRegistration().update();
        await Promise.resolve();
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/update check failed/), expect.any(TypeError));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('restores update and passes a failure of the start on', async () => {
    const prototype = GoneRegistration.prototype;
    const original = Object.getOwnPropertyDescriptor(prototype, 'update')?.value as unknown;
    await expect(
      withWorkerUpdateFailuresHandled(prototype, () => Promise.reject(new Error('blocked'))),
    ).rejects.toThrow('blocked');
    expect(Object.getOwnPropertyDescriptor(prototype, 'update')?.value).toBe(original);
  });
});

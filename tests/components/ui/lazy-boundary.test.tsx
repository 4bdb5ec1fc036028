import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { LazyBoundary, lazyPart } from '@/components/ui/lazy-boundary';
import { loadOnce } from '@/lib/idle';

function Page({ children }: { children: React.ReactNode }) {
  return (
    <main>
      <h1>Point to Point Schedule</h1>
      {children}
    </main>
  );
}

describe('LazyBoundary', () => {
  it('leaves the page working when a chunk cannot be fetched, and tries again with a new retry key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => React.ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p role="status">Schedule sent</p> });
    const Toaster = lazyPart(loadOnce(load), (module) => module.default);

    const { rerender } = render(
      <Page>
        <LazyBoundary retryKey={1}>
          <Toaster />
        </LazyBoundary>
      </Page>,
    );
    await vi.waitFor(
      () => {
        expect(console.error).toHaveBeenCalled();
      },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('heading', { name: 'Point to Point Schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(
      <Page>
        <LazyBoundary retryKey={2}>
          <Toaster />
        </LazyBoundary>
      </Page>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Schedule sent');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows its fallback while the chunk loads', async () => {
    let resolve: (module: { default: () => React.ReactNode }) => void = () => undefined;
    const Menu = lazy(
      () =>
        new Promise<{ default: () => React.ReactNode }>((done) => {
          resolve = done;
        }),
    );
    render(
      <LazyBoundary fallback={<span>Loading the menu</span>}>
        <Menu />
      </LazyBoundary>,
    );
    expect(screen.getByText('Loading the menu')).toBeInTheDocument();
    resolve({ default: () => <nav aria-label="Full menu" /> });
    expect(await screen.findByRole('navigation', { name: 'Full menu' })).toBeInTheDocument();
  });
});

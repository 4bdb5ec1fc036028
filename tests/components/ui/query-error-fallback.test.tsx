import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { QueryErrorFallback } from '@/components/ui/query-error-fallback';

import { renderWithProviders } from '../../render';

describe('QueryErrorFallback', () => {
  it('says the content could not load and refetches the failed query on retry', async () => {
    const refetch = vi.fn();
    const { user } = renderWithProviders(<QueryErrorFallback query={{ isFetching: false, refetch }} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this content.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    // Called without the click event, which refetch would read as its options.
    expect(refetch).toHaveBeenCalledWith();
  });

  it('is busy while the query refetches and ignores presses meanwhile', async () => {
    const refetch = vi.fn();
    const { user } = renderWithProviders(
      <QueryErrorFallback message="Could not load your bookings." query={{ isFetching: true, refetch }} />,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your bookings.');
    const button = screen.getByRole('button', { name: /retrying/i });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('runs onRetry when it is given instead of a query', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<QueryErrorFallback onRetry={onRetry} />);

    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

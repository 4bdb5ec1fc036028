import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RouteErrorBoundary } from '@/app/layout/route-error-boundary';

import { renderWithProviders } from '../../render';

function Broken(): never {
  throw new Error('render failed');
}

describe('route error boundary', () => {
  it('shows the generic error with a retry and a way home instead of a blank page', () => {
    // This test throws on purpose: React and the boundary report the error on console.error, which would fail it.
    vi.mocked(console.error).mockImplementation(() => undefined);
    renderWithProviders(<h1>Home</h1>, {
      route: '/broken',
      path: '/',
      routes: [{ path: '/broken', element: <Broken />, errorElement: <RouteErrorBoundary /> }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrongThe page could not be shown. Try again, or go back to the home page.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useHydrated } from '@/lib/use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'browser part' : 'placeholder'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('useHydrated', () => {
  it('is false on the server (the build-time prerender)', () => {
    expect(renderToString(<Probe />)).toBe('<p>placeholder</p>');
  });

  it('is true from the first render of a page that was not prerendered', () => {
    render(<Probe />);
    expect(screen.getByText('browser part')).toBeInTheDocument();
  });

  it('keeps the server HTML while hydrating, then switches to the browser part', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>placeholder</p>';
    document.body.append(container);
    const paragraph = within(container).getByText('placeholder');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    // The same element, hydrated and updated, not replaced; no mismatch reported.
    expect(within(container).getByText('browser part')).toBe(paragraph);
    expect(errors).toEqual([]);
    container.remove();
  });
});

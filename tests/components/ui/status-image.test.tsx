import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatusImage, type StatusImageKind } from '@/components/ui/status-image';

import { renderWithProviders } from '../../render';
import { axeViolations } from './axe';

const KINDS: StatusImageKind[] = ['error', 'not-found', 'maintenance', 'no-results', 'thank-you'];

describe('StatusImage', () => {
  it.each(KINDS)('shows the %s illustration, decorative by default', (kind) => {
    renderWithProviders(<StatusImage kind={kind} />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('alt', '');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml|\.svg$/);
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '160');
  });

  it('uses a different picture for each kind', () => {
    renderWithProviders(
      <>
        {KINDS.map((kind) => (
          <StatusImage key={kind} kind={kind} />
        ))}
      </>,
    );
    const sources = screen.getAllByRole('presentation').map((image) => image.getAttribute('src'));
    expect(new Set(sources).size).toBe(KINDS.length);
  });

  it('is announced with its label when one is given', async () => {
    renderWithProviders(<StatusImage kind="thank-you" label="Thank you for your feedback" width={120} />);
    expect(screen.getByRole('img', { name: 'Thank you for your feedback' })).toHaveAttribute('height', '80');
    expect(await axeViolations()).toEqual([]);
  });
});

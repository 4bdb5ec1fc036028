import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { VisitTip } from '@/features/home/components/visit-tip';
import { VISIT_COUNTER_KEY } from '@/features/home/hooks/use-visit-tip';

import { renderWithProviders } from '../../render';

describe('visit tip', () => {
  it('opens at counter 0 and cycles the counter 0..4', () => {
    const seen: boolean[] = [];
    const counters: (string | null)[] = [];
    for (let visit = 1; visit <= 11; visit += 1) {
      const view = renderWithProviders(<VisitTip />);
      seen.push(screen.queryByRole('complementary', { name: 'Tip' }) !== null);
      counters.push(localStorage.getItem(VISIT_COUNTER_KEY));
      view.unmount();
    }
    expect(seen).toEqual([true, false, false, false, false, true, false, false, false, false, true]);
    expect(counters).toEqual(['1', '2', '3', '4', '0', '1', '2', '3', '4', '0', '1']);
  });

  it('treats a damaged counter as 0 and closes on the close button', async () => {
    localStorage.setItem(VISIT_COUNTER_KEY, '17');
    const { user } = renderWithProviders(<VisitTip />);
    const tip = screen.getByRole('complementary', { name: 'Tip' });
    expect(tip).toHaveTextContent('Every function of the portal is in the menu');
    await user.click(screen.getByRole('button', { name: 'Close tip' }));
    expect(screen.queryByRole('complementary', { name: 'Tip' })).not.toBeInTheDocument();
  });
});

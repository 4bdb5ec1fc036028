import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RouteCard } from '@/features/schedule/components/route-card';

import { createRoute, createSailInfo } from '../../../mocks/schedule/factories';
import { renderWithProviders } from '../../render';

/* A known delay of a sailing on its point-to-point card (docs/areas/schedule.md "Delays"). */

function renderCard(expanded: boolean, sailInfo = createSailInfo()) {
  return renderWithProviders(
    <RouteCard
      route={createRoute({ sailInfo: [sailInfo] })}
      co2={false}
      emissionType="TTW"
      expanded={expanded}
      onToggle={() => undefined}
    />,
  );
}

describe('a route card of a late sailing', () => {
  it('says which vessel is late, by how many hours, where and why', () => {
    // Planned 2026-12-28 06:00 at Rotterdam; expected 29 h later across the change of day.
    renderCard(false, createSailInfo({ estimatedArrivalDate: '2026-12-29 11:00:00', delayReasonCode: 'WEA' }));
    expect(screen.getByText('ONE HAMBURG 021W is expected 29 h late at Rotterdam (bad weather)')).toBeVisible();
  });

  it('shows the estimated departure and arrival under the planned ones in the legs', () => {
    renderCard(
      true,
      createSailInfo({
        estimatedDepartureDate: '2026-11-25 23:00:00',
        estimatedArrivalDate: '2026-12-29 11:00:00',
        delayReasonCode: 'STR',
      }),
    );
    expect(screen.getByText('Departs 2026-11-24 18:00')).toBeVisible();
    expect(screen.getByText('Now expected to depart 2026-11-25 23:00')).toBeVisible();
    expect(screen.getByText('Now expected to arrive 2026-12-29 11:00')).toBeVisible();
    expect(screen.getByText(/expected 29 h late at Rotterdam \(strike\)/)).toBeVisible();
  });

  it('says nothing of delays for a sailing on plan', () => {
    renderCard(true);
    expect(screen.queryByText(/expected/)).not.toBeInTheDocument();
  });
});

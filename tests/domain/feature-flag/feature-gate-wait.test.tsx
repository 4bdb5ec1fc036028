import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { RELAY_BULK_EVALUATION_PATH } from '@/domain/feature-flag/feature-flag-contract';
import { FeatureGate } from '@/domain/feature-flag/feature-gate';

import { evaluateFlags, FLAG_RULES, RELAY_BASE } from '../../../mocks/feature-flags/handlers';
import { GEOLOCATION_URL } from '../../../mocks/geolocation/handlers';
import { server } from '../../../mocks/node';
import { renderWithProviders } from '../../render';

/*
 * Alone in its file: the page loads with no evaluation yet (a reload), which only the first render of a page sees.
 */

describe('FeatureGate before the relay has answered', () => {
  it('waits for the evaluation instead of flashing "not available" for a flag that is off by default', async () => {
    server.use(http.get(GEOLOCATION_URL, () => HttpResponse.json({ countryCode: 'US' })));
    // The relay answers US's flags a moment later (the first render happens before).
    server.use(
      http.post(`${RELAY_BASE}/${RELAY_BULK_EVALUATION_PATH}`, async () => {
        await delay(300);
        return HttpResponse.json(evaluateFlags('US', FLAG_RULES));
      }),
    );
    renderWithProviders(
      <FeatureGate flag="payment">
        <h1>Pay invoices</h1>
      </FeatureGate>,
      { route: '/e-finance/payment/new' },
    );
    // Payment is off by default and on for US: the page says it is loading, never "not available", then shows.
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Not available' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pay invoices' })).toBeInTheDocument();
  });
});

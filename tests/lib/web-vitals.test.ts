import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';

import { toWebVitalReport } from '@/lib/web-vitals';

import { apiUrl } from '../../mocks/http';
import { receivedWebVitals, WEB_VITALS_PATH } from '../../mocks/web-vitals/handlers';

const lcp: Metric = {
  name: 'LCP',
  value: 1834.5999,
  rating: 'good',
  delta: 1834.5999,
  id: 'v5-1732150000000-123',
  entries: [],
  navigationType: 'navigate',
  navigationId: 1,
};

describe('web-vitals reports', () => {
  it('round ms values and keep CLS to three decimals', () => {
    expect(toWebVitalReport(lcp, '/one-ecom/')).toEqual({
      name: 'LCP',
      value: 1835,
      rating: 'good',
      id: 'v5-1732150000000-123',
      navigationType: 'navigate',
      page: '/one-ecom/',
    });
    expect(toWebVitalReport({ ...lcp, name: 'CLS', value: 0.01849 }, '/one-ecom/').value).toBe(0.018);
  });

  it('are accepted by the mock collector, which refuses a malformed batch', async () => {
    const url = new URL(apiUrl(WEB_VITALS_PATH), window.location.origin).href;
    const batch = { metrics: [toWebVitalReport(lcp, '/one-ecom/schedule/point-to-point-schedule')] };
    const accepted = await fetch(url, { method: 'POST', body: JSON.stringify(batch) });
    expect(accepted.status).toBe(204);
    expect(receivedWebVitals.at(-1)).toEqual(batch);
    const refused = await fetch(url, { method: 'POST', body: JSON.stringify({ metrics: [{ name: 'FID' }] }) });
    expect(refused.status).toBe(400);
  });
});

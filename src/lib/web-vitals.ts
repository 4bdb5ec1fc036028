import type { Metric } from 'web-vitals';

/**
 * One web-vitals measurement as posted to the reporting endpoint. `value` is in ms for LCP and INP and unitless for
 * CLS; `rating` is web-vitals' good / needs-improvement / poor; `page` is the path (no query: searches stay private).
 */
export interface WebVitalReport {
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
  page: string;
}

/** The body posted to the endpoint: `{ metrics: WebVitalReport[] }` as JSON. */
export interface WebVitalsBatch {
  metrics: WebVitalReport[];
}

/** Converts a web-vitals metric to its report. */
export function toWebVitalReport(metric: Metric, page: string): WebVitalReport {
  return {
    name: metric.name as WebVitalReport['name'],
    value: Math.round(metric.value * (metric.name === 'CLS' ? 1000 : 1)) / (metric.name === 'CLS' ? 1000 : 1),
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    page,
  };
}

function send(url: string, metrics: WebVitalReport[]): void {
  const body = JSON.stringify({ metrics } satisfies WebVitalsBatch);
  // fetch with keepalive survives the page being hidden or closed like sendBeacon, and (unlike a beacon) passes
  // through the mock service worker. sendBeacon is the fallback where keepalive fetch is missing.
  try {
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
      () => undefined,
    );
  } catch {
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  }
}

/**
 * Starts reporting LCP, INP and CLS (web-vitals, loaded lazily so it stays off the first load) to `url`. Metrics are
 * queued and posted as one batch when the page is hidden (tab switch, navigation away, close): the moment INP and CLS
 * are final. '' turns reporting off. Failures to post are ignored: reporting must never disturb the user.
 */
export async function startWebVitalsReporting(url: string): Promise<void> {
  if (!url) return;
  const { onCLS, onINP, onLCP } = await import('web-vitals');
  const queue = new Map<string, WebVitalReport>();
  const record = (metric: Metric) => queue.set(metric.id, toWebVitalReport(metric, window.location.pathname));
  onLCP(record);
  onINP(record);
  onCLS(record);
  const flush = () => {
    if (queue.size === 0) return;
    send(url, [...queue.values()]);
    queue.clear();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

import { http, HttpResponse, type RequestHandler } from 'msw';

import { z } from '@/config/zod';

import { apiUrl, badRequest } from '../http';

/*
 * The web-vitals collector of the mock backend: the endpoint `VITE_WEB_VITALS_URL` / runtime config
 * `webVitalsUrl` points at in mock builds.
 *
 * POST {API}/v1/web-vitals   body { metrics: [{ name: LCP|INP|CLS, value, rating, id, navigationType, page }] }
 *      -> 204; 400 when the body is not such a batch. Values: ms for LCP and INP, unitless for CLS.
 */

/** Path of the collector under the API base. */
export const WEB_VITALS_PATH = 'v1/web-vitals';

/** The batch body the app posts (src/lib/web-vitals.ts `WebVitalsBatch`). */
export const webVitalsBatchSchema = z.object({
  metrics: z
    .array(
      z.object({
        name: z.enum(['LCP', 'INP', 'CLS']),
        value: z.number().nonnegative(),
        rating: z.enum(['good', 'needs-improvement', 'poor']),
        id: z.string().min(1),
        navigationType: z.string(),
        page: z.string().startsWith('/'),
      }),
    )
    .min(1),
});

const KEPT_BATCHES = 50;

/** The last batches received (at most 50), newest last. */
export const receivedWebVitals: z.infer<typeof webVitalsBatchSchema>[] = [];

/** Accepts web-vitals batches: 204, or 400 with the invalid fields named. */
export const webVitalsHandlers: RequestHandler[] = [
  http.post(apiUrl(WEB_VITALS_PATH), async ({ request }) => {
    const parsed = webVitalsBatchSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return badRequest(parsed.error);
    receivedWebVitals.push(parsed.data);
    if (receivedWebVitals.length > KEPT_BATCHES) receivedWebVitals.shift();
    return new HttpResponse(null, { status: 204 });
  }),
];

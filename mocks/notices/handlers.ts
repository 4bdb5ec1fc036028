import { http, HttpResponse, type RequestHandler } from 'msw';

import { type Notice, NOTICES_PATH } from '@/features/home/api/home-contract';

import { apiUrl } from '../http';

/*
 * Notices of the home page (our design).
 * GET {API}/v1/notices -> 200 { notices: Notice[] } newest first (id, title, publishedOn yyyy-MM-dd, category).
 */

/** The notices the mock serves. */
export const MOCK_NOTICES: readonly Notice[] = [
  {
    id: 'N-2026-0412',
    title: 'Blank sailing: FP1 service, voyage 071W (Yantian – Rotterdam)',
    publishedOn: '2026-11-18',
    category: 'service',
  },
  {
    id: 'N-2026-0409',
    title: 'Peak season surcharge (PSS) from Asia to North Europe from 1 December 2026',
    publishedOn: '2026-11-14',
    category: 'tariff',
  },
  {
    id: 'N-2026-0401',
    title: 'Planned system maintenance on 29 November 2026, 01:00–05:00 (SGT)',
    publishedOn: '2026-11-10',
    category: 'system',
  },
  {
    id: 'N-2026-0388',
    title: 'New direct call at Laem Chabang on the PS3 service',
    publishedOn: '2026-10-30',
    category: 'service',
  },
];

/** Handlers of the notices resource. */
export const noticeHandlers: RequestHandler[] = [
  http.get(apiUrl(NOTICES_PATH), () => HttpResponse.json({ notices: MOCK_NOTICES })),
];

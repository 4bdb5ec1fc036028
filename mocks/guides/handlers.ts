import { http, HttpResponse, type RequestHandler } from 'msw';

import {
  GUIDES_PATH,
  type GuideSubtitle,
  type GuideVideo,
  type MenuGuide,
  VIDEO_LIBRARY_GUIDE_ID,
} from '@/domain/guide/guide-contract';

import { apiUrl, errorResponse } from '../http';
import { GUIDE_VIDEO_WEBM_BASE64 } from './data/guide-video';

/*
 * Video guides of the mock carrier backend (docs/requirements.md §3 and §7).
 *
 * GET {API}/v1/guides                 -> 200 MenuGuide[]: one guide per menu (menuCode = menu item id of
 *                                        config/menu.ts), each with its videos (code, name, thumbnail, url, subTitles)
 * GET {API}/v1/view-guides/{guideId}  -> 200 { isShown }: false only for guides the carrier has retired
 *                                        (RETIRED_GUIDE_IDS); 404 for an unknown id
 * GET {API}/v1/guide-media/{file}     -> the media: *.webm a tiny real clip, *.vtt WebVTT subtitles in four
 *                                        languages, 404 otherwise
 */

/** Guide ids the mock reports as not shown. */
export const RETIRED_GUIDE_IDS = new Set(['GD_LEGACY_QUOTE']);

const SUBTITLE_LANGUAGES: readonly { lang: string; label: string; line: string }[] = [
  { lang: 'en', label: 'English', line: 'Welcome to the ONE e-Commerce video guide.' },
  { lang: 'ko', label: '한국어', line: 'ONE e-Commerce 동영상 가이드에 오신 것을 환영합니다.' },
  { lang: 'ja', label: '日本語', line: 'ONE e-Commerce の動画ガイドへようこそ。' },
  { lang: 'zh', label: '中文', line: '欢迎观看 ONE e-Commerce 视频指南。' },
];

const media = (file: string) => apiUrl(`v1/guide-media/${file}`);

function video(code: string, name: string): GuideVideo {
  const slug = code.toLowerCase();
  const subTitles: GuideSubtitle[] = SUBTITLE_LANGUAGES.map(({ lang, label }) => ({
    lang,
    label,
    src: media(`${slug}.${lang}.vtt`),
    isDefault: lang === 'en',
  }));
  return { code, name, thumbnail: thumbnailDataUrl(name), url: media(`${slug}.webm`), subTitles };
}

/** The guides the mock serves: real menu codes, realistic titles. */
export const MOCK_GUIDES: readonly MenuGuide[] = [
  {
    menuCode: 'point-to-point-schedule',
    video: media('gd_p2p_search.webm'),
    documentGuide: media('gd_p2p_search.pdf'),
    videos: [video('GD_P2P_SEARCH', 'Finding sailings with the point-to-point schedule')],
  },
  {
    menuCode: 'booking-request',
    video: media('gd_booking_request.webm'),
    documentGuide: media('gd_booking_request.pdf'),
    videos: [
      video('GD_BOOKING_REQUEST', 'Making a booking request'),
      video('GD_BOOKING_TEMPLATE', 'Saving time with booking templates'),
    ],
  },
  {
    menuCode: 'si-submission',
    video: media('gd_si_submission.webm'),
    documentGuide: media('gd_si_submission.pdf'),
    videos: [video('GD_SI_SUBMISSION', 'Submitting shipping instructions and VGM')],
  },
  {
    menuCode: 'cargo-tracking',
    video: media('gd_cargo_tracking.webm'),
    documentGuide: media('gd_cargo_tracking.pdf'),
    videos: [video('GD_CARGO_TRACKING', 'Tracking cargo by B/L, booking or container number')],
  },
  {
    menuCode: 'my-invoice',
    video: media('gd_my_invoice.webm'),
    documentGuide: media('gd_my_invoice.pdf'),
    videos: [video('GD_MY_INVOICE', 'Paying invoices online')],
  },
];

const KNOWN_IDS = new Set([
  VIDEO_LIBRARY_GUIDE_ID,
  ...RETIRED_GUIDE_IDS,
  ...MOCK_GUIDES.flatMap((guide) => [guide.menuCode, ...(guide.videos ?? []).map((entry) => entry.code)]),
]);

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function subtitles(lang: string): string {
  const line = SUBTITLE_LANGUAGES.find((entry) => entry.lang === lang)?.line ?? SUBTITLE_LANGUAGES[0]?.line ?? '';
  return `WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n${line}\n`;
}

/**
 * Thumbnails are data URLs (no request): lazily loaded images that start while a page unloads would bypass the
 * mock service worker and hit the preview server.
 */
function thumbnailDataUrl(name: string): string {
  return `data:image/svg+xml,${encodeURIComponent(thumbnailSvg(name))}`;
}

function thumbnailSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#ad006d"/><circle cx="160" cy="90" r="32" fill="#fff" opacity=".9"/><path d="M150 72v36l30-18z" fill="#ad006d"/><title>${name}</title></svg>`;
}

/** Handlers of the guides resource. */
export const guideHandlers: RequestHandler[] = [
  http.get(apiUrl(GUIDES_PATH), () => HttpResponse.json(MOCK_GUIDES)),
  http.get(apiUrl('v1/view-guides/:guideId'), ({ params }) => {
    const guideId = String(params.guideId);
    if (!KNOWN_IDS.has(guideId)) return errorResponse(404, 'GUIDE_NOT_FOUND', `No guide ${guideId}.`);
    return HttpResponse.json({ isShown: !RETIRED_GUIDE_IDS.has(guideId) });
  }),
  http.get(apiUrl('v1/guide-media/:file'), ({ params }) => {
    const file = String(params.file);
    const vtt = /^[a-z0-9_]+\.([a-z]{2})\.vtt$/.exec(file);
    if (vtt) return new HttpResponse(subtitles(vtt[1] ?? 'en'), { headers: { 'Content-Type': 'text/vtt' } });
    if (/^[a-z0-9_]+\.webm$/.test(file)) {
      return new HttpResponse(base64ToBytes(GUIDE_VIDEO_WEBM_BASE64), { headers: { 'Content-Type': 'video/webm' } });
    }
    return errorResponse(404, 'MEDIA_NOT_FOUND', `No guide media ${file}.`);
  }),
];

import type { AddressInfo } from 'node:net';

import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { LEGACY_PAGES, LEGACY_PATH_PAGES } from '@/config/legacy-pages';
import { HOST_MESSAGE, LEGACY_MESSAGE } from '@/features/legacy-bridge/utils/legacy-messages';
import en from '@/locales/en/legacy.json';
import ko from '@/locales/ko/legacy.json';

import { readPageTable } from '../../../mocks/legacy-portal/page-table.mjs';
import * as protocol from '../../../mocks/legacy-portal/public/protocol.js';
import { containerCheckDigit } from '../../../mocks/legacy-portal/records.mjs';
import { createLegacyPortalServer } from '../../../mocks/legacy-portal/server.mjs';
import { server as mockBackend } from '../../../mocks/node';

const PORTAL = 'http://localhost:4573';
const standIn = createLegacyPortalServer({ portalOrigin: PORTAL });
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
});

beforeEach(() => {
  // These requests go to the real stand-in server, not to the mock carrier backend.
  mockBackend.use(http.all(`${base}/*`, () => passthrough()));
});

async function get(path: string) {
  const response = await fetch(`${base}${path}`);
  return { response, text: await response.text() };
}

const titles = en.titles as Record<string, string>;

describe('stand-in legacy portal', () => {
  it('reads the same page table as the app', () => {
    const table = readPageTable();
    expect(table.pages).toEqual(
      LEGACY_PAGES.map(({ code, titleKey, area, requiresLogin }) => ({ code, titleKey, area, requiresLogin })),
    );
    for (const key of ['addressBook', 'surcharge'] as const) {
      const { legacyPath, titleKey, requiresLogin } = LEGACY_PATH_PAGES[key];
      expect(table.pathPages[key]).toEqual({ legacyPath, titleKey, requiresLogin });
    }
  });

  it('speaks the same message names as the host', () => {
    expect(protocol.LEGACY_MESSAGE).toEqual(LEGACY_MESSAGE);
    expect(protocol.HOST_MESSAGE).toEqual(HOST_MESSAGE);
  });

  it('validates what the portal sends: login state and guide, nothing else', () => {
    expect(protocol.parseHostMessage({ type: 'loginState', loggedIn: true })).toEqual({
      type: 'loginState',
      loggedIn: true,
    });
    expect(protocol.parseHostMessage({ type: 'loginState', loggedIn: 'true' })).toBeNull();
    expect(protocol.parseHostMessage({ type: 'loginState', loggedIn: true, token: 'a', b: 1 })).toBeNull();
    expect(
      protocol.parseHostMessage({
        type: 'updateGuideUrl',
        guide: { menuCode: 'x', video: 'javascript:alert(1)', documentGuide: 'https://guides.example.com/a.pdf' },
        staticEndpoint: 'http://localhost:4573/one-ecom/',
      }),
    ).toEqual({
      type: 'updateGuideUrl',
      guide: { menuCode: 'x', video: '', documentGuide: 'https://guides.example.com/a.pdf' },
      staticEndpoint: 'http://localhost:4573/one-ecom/',
    });
    expect(protocol.parseHostMessage('{"type":"loginState","loggedIn":true}')).toBeNull();
  });

  it('serves every coded page and both by-path pages with its title, the protocol script and a strict CSP', async () => {
    const paths = [
      ...LEGACY_PAGES.map((page) => ({ path: `/ecom/${page.code}.do`, title: titles[page.titleKey]! })),
      ...Object.values(LEGACY_PATH_PAGES).map((page) => ({ path: page.legacyPath, title: titles[page.titleKey]! })),
    ];
    expect(paths).toHaveLength(77);
    for (const { path, title } of paths) {
      const { response, text } = await get(path);
      expect(response.status, path).toBe(200);
      expect(text).toContain(`<title>${title.replaceAll('&', '&amp;')} | ONE classic e-Commerce</title>`);
      expect(text).toMatch(new RegExp(`<meta name="portal-origin" content="${PORTAL}" ?/?>`));
      expect(text).toContain('<script type="module" src="/static/page.js"></script>');
      // CSP-friendly: no inline scripts, inline styles or inline event handlers.
      expect(text.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="/static/page.js">']);
      expect(text).not.toMatch(/\sstyle=|\son[a-z]+=|<style/i);
      expect(text).toContain('data-navigate="/schedule/point-to-point-schedule"');
      expect(text).toContain('data-action="promote-shipment-overview"');
      expect(text).toContain('data-action="redirect-to-schedule"');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain(`frame-ancestors ${PORTAL}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('has no page for the legacy home or codes outside the table', async () => {
    for (const path of [
      '/ecom/CUP_HOM_3009.do',
      '/ecom/CUP_HOM_9999.do',
      '/ecom/../server.mjs',
      '/static/../server.mjs',
    ]) {
      expect((await get(path)).response.status, path).toBe(404);
    }
  });

  it('marks pages that need login, and shows titles in the session language', async () => {
    expect((await get('/ecom/CUP_HOM_3701.do')).text).toContain('data-requires-login="true"');
    expect((await get('/ecom/CUP_HOM_3301.do')).text).toContain('data-requires-login="false"');
    expect((await get('/ecom/CUP_HOM_3301.do?sessLocale=ko')).text).toContain(
      `<h1 lang="ko">${ko.titles['cargo-tracking']}</h1>`,
    );
  });

  it.each([
    ['B', 'ONEYPUSE53817200', ['ONEU0482130', 'TCLU7622196']],
    ['K', 'SHAU08846500', ['BEAU5710363']],
    ['C', 'TGHU9033810', ['TGHU9033810']],
  ])('cargo tracking finds type %s number %s with a DCSA event timeline', async (type, number, containers) => {
    const { text } = await get(`/ecom/CUP_HOM_3301.do?trakNoParam=${number}&trakNoTpCdParam=${type}`);
    for (const container of containers) expect(text).toContain(`Events of container ${container}`);
    for (const event of ['GATED_OUT', 'GATED_IN', 'LOADED', 'DEPARTED', 'ARRIVED', 'DISCHARGED']) {
      expect(text).toMatch(new RegExp(`DCSA (EQUIPMENT|TRANSPORT) · ${event} · (ACTUAL|ESTIMATED)`));
    }
    expect(text).toContain('>Actual<');
    expect(text).toContain('>Estimated<');
  });

  it('cargo tracking says so when nothing matches', async () => {
    const { text } = await get('/ecom/CUP_HOM_3301.do?trakNoParam=ONEYXXXX00000000&trakNoTpCdParam=B');
    expect(text).toContain('No shipment found for b/l number ONEYXXXX00000000');
  });

  it('vessel schedule lists the port calls of the chosen vessel', async () => {
    const { text } = await get('/ecom/CUP_HOM_3006.do?vslCd=KTHL');
    expect(text).toContain('KOTA HALUS voyage 218S, service JTV');
    expect(text).toContain('Hai Phong (VNHPH)');
    expect(text).toContain('Laem Chabang (THLCH)');
  });

  it('downloads a page table as a CSV attachment', async () => {
    const { response, text } = await get('/download/CUP_HOM_3701.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="CUP_HOM_3701.csv"');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Invoice number,B/L number,Issued,Due,Currency,Amount,Status');
    expect(lines[1]).toBe('KRINV2611-004512,ONEYPUSE53817200,2026-11-11,2026-12-11,USD,"4,860.00",Unpaid');
    const tracking = await get('/download/CUP_HOM_3301.csv?trakNoParam=TGHU9033810&trakNoTpCdParam=C');
    expect(tracking.text).toContain(
      'TGHU9033810,EQUIPMENT,DISCHARGED,ACTUAL,2026-11-13 14:02,+08:00,Singapore (SGSIN),KOTA HALUS 218S',
    );
  });

  it('numbers containers with valid ISO 6346 check digits', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('MSKU907032')).toBe(3);
  });
});

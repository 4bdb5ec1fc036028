import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import LegacyPageRoute from '@/app/routes/legacy-page';
import { resetShipmentPromotion, useShipmentOverviewHighlight } from '@/domain/shipment/shipment-promotion';
import { LEGACY_MESSAGE } from '@/features/legacy-bridge/utils/legacy-messages';

import { apiUrl } from '../../../mocks/http';
import { server } from '../../../mocks/node';
import { createRandom } from '../../../mocks/schedule/data/random';
import { renderWithProviders } from '../../render';

const LEGACY = 'http://127.0.0.1:4174';
const PER_KIND = 240;

type Random = () => number;
const pick = <T,>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Well-formed messages of every type: harmful only when they come from the wrong place. */
const VALID = [
  { type: 'redirectToCentralLogin' },
  { type: 'resize', bodyHeight: 4321 },
  { type: 'loading', isLoading: true },
  { type: 'navigate', pathName: '/schedule/point-to-point-schedule' },
  { type: 'downloadEvent' },
  { type: 'promoteShipmentOverview' },
  { type: 'redirectToSchedule' },
];

const WRONG_ORIGINS = [
  'http://127.0.0.1:4174/',
  'http://127.0.0.1:41740',
  'https://127.0.0.1:4174',
  'http://127.0.0.1',
  'http://localhost:4174',
  'http://127.0.0.1:4174.evil.example',
  'http://evil.example',
  'null',
  '',
  'http://localhost:3000',
];

const HOSTILE_TARGETS = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  '\tjavascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%252f%252fevil.example',
  '/ecom/..%2F..%2Flogin',
  '/schedule/../../evil',
  '/login?returnTo=https://evil.example',
  '/ecom/CUP_HOM_0000.do',
  '/ecom/CUP_HOM_3301.do/../../x',
  '/admin/users',
  'schedule/point-to-point-schedule',
  '/\u2028evil',
  '/%0aevil',
];

function malformed(random: Random): unknown {
  const makers: (() => unknown)[] = [
    () => JSON.stringify(pick(random, VALID)),
    () => null,
    () => undefined,
    () => Math.floor(random() * 1e9),
    () => [pick(random, VALID)],
    () => ({ type: 'resize', bodyHeight: -Math.ceil(random() * 1000) }),
    () => ({ type: 'resize', bodyHeight: 50_001 + Math.floor(random() * 1e9) }),
    () => ({ type: 'resize', bodyHeight: random() * 1000 + 0.5 }),
    () => ({ type: 'resize', bodyHeight: String(Math.floor(random() * 1000)) }),
    () => ({ type: 'loading', isLoading: pick(random, ['true', 'false', 0, 1, null]) }),
    () => ({ type: 'loading' }),
    () => ({ type: 'navigate' }),
    () => ({ type: 'navigate', pathName: `/${'a'.repeat(2048 + Math.floor(random() * 100_000))}` }),
    () => ({ type: 'navigate', pathName: { href: '/schedule/point-to-point-schedule' } }),
    () => ({ ...pick(random, VALID), extra: 'x'.repeat(Math.floor(random() * 10_000)) }),
    () => ({ type: 'downloadEvent', a: 1, b: 2, c: 3 }),
    () => Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`k${index}`, index])),
    () => ({ type: pick(random, VALID).type, nested: { deep: { deeper: [1, 2, 3] } } }),
    () => new Date(),
    () => new Blob(['x'.repeat(1000)]),
    () => Object.assign(Object.create({ inherited: true }) as object, { type: 'downloadEvent' }),
    () => ({ type: 'x'.repeat(100_000) }),
  ];
  return pick(random, makers)();
}

function unknownType(random: Random): unknown {
  const types = [
    'eval',
    'openWindow',
    'setToken',
    'RESIZE',
    'Loading',
    'navigateTo',
    'redirect',
    'logout',
    '',
    ' resize',
  ];
  return { type: pick(random, types), pathName: '/', bodyHeight: 10 };
}

function HighlightProbe() {
  return <p>{useShipmentOverviewHighlight() ? 'shipment overview highlighted' : 'no highlight'}</p>;
}

beforeEach(() => {
  server.use(http.get(apiUrl('v1/guides'), () => HttpResponse.json([])));
});

afterEach(() => {
  resetShipmentPromotion();
});

describe('the legacy bridge under hostile messages', () => {
  it(`ignores ${PER_KIND * 5} generated messages from wrong origins and windows, malformed, unknown or hostile`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router, container } = renderWithProviders(
      <>
        <LegacyPageRoute />
        <HighlightProbe />
      </>,
      { route: '/ecom/CUP_HOM_3301.do?trakNoParam=ONEYPUSE53817200&trakNoTpCdParam=B', path: '/ecom/:page' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Cargo Tracking' });
    const iframe = screen.getByTitle<HTMLIFrameElement>(/Cargo Tracking/);
    const frameWindow = iframe.contentWindow!;
    const otherFrame = document.createElement('iframe');
    document.body.append(otherFrame);
    const send = (data: unknown, origin: string, source: Window | null) => {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
      });
    };
    // A known state: loaded, 700 px high.
    send({ type: LEGACY_MESSAGE.LOADING, isLoading: false }, LEGACY, frameWindow);
    send({ type: LEGACY_MESSAGE.RESIZE, bodyHeight: 700 }, LEGACY, frameWindow);
    warn.mockClear();
    const postMessage = vi.spyOn(frameWindow, 'postMessage');
    const before = {
      location: { ...router.state.location },
      html: container.innerHTML,
      href: window.location.href,
      historyLength: window.history.length,
    };

    const random = createRandom(20261121);
    const wrongWindows = [window, otherFrame.contentWindow!, null];
    const messages: { data: unknown; origin: string; source: Window | null }[] = [];
    for (let index = 0; index < PER_KIND; index += 1) {
      messages.push({ data: pick(random, VALID), origin: pick(random, WRONG_ORIGINS), source: frameWindow });
      messages.push({ data: pick(random, VALID), origin: LEGACY, source: pick(random, wrongWindows) });
      messages.push({ data: malformed(random), origin: LEGACY, source: frameWindow });
      messages.push({ data: unknownType(random), origin: LEGACY, source: frameWindow });
      messages.push({
        data: { type: LEGACY_MESSAGE.NAVIGATE, pathName: pick(random, HOSTILE_TARGETS) },
        origin: LEGACY,
        source: frameWindow,
      });
    }
    for (const message of messages) send(message.data, message.origin, message.source);

    expect(messages).toHaveLength(PER_KIND * 5);
    expect(router.state.location).toEqual(before.location);
    expect(container.innerHTML).toBe(before.html);
    expect(window.location.href).toBe(before.href);
    expect(window.history.length).toBe(before.historyLength);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(iframe).toHaveStyle({ height: '700px' });
    expect(screen.getByText('no highlight')).toBeInTheDocument();
    expect(postMessage).not.toHaveBeenCalled();
    // Every drop is logged in development.
    expect(warn).toHaveBeenCalledTimes(messages.length);

    // No hostile download armed the suppression: a real loading state still shows the spinner.
    send({ type: LEGACY_MESSAGE.LOADING, isLoading: true }, LEGACY, frameWindow);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Cargo Tracking…');
  });
});

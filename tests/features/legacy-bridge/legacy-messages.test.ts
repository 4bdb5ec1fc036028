import { describe, expect, it } from 'vitest';

import {
  downloadMessageSchema,
  hostMessageSchema,
  LEGACY_MESSAGE,
  legacyMessageSchema,
  loadingMessageSchema,
  loginStateMessageSchema,
  MESSAGE_LIMITS,
  navigateMessageSchema,
  parseLegacyMessage,
  promoteShipmentOverviewMessageSchema,
  redirectToLoginMessageSchema,
  redirectToScheduleMessageSchema,
  resizeMessageSchema,
  updateGuideUrlMessageSchema,
} from '@/features/legacy-bridge/utils/legacy-messages';

const ok = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('legacy message schemas (one per type)', () => {
  it('redirect to central login: the type alone', () => {
    expect(ok(redirectToLoginMessageSchema, { type: 'redirectToCentralLogin' })).toBe(true);
    expect(
      ok(redirectToLoginMessageSchema, { type: 'redirectToCentralLogin', returnUrl: 'https://evil.example' }),
    ).toBe(false);
    expect(ok(redirectToLoginMessageSchema, { type: 'redirectToLogin' })).toBe(false);
  });

  it('resize: a whole number of px from 0 to the limit', () => {
    expect(ok(resizeMessageSchema, { type: 'resize', bodyHeight: 0 })).toBe(true);
    expect(ok(resizeMessageSchema, { type: 'resize', bodyHeight: 1240 })).toBe(true);
    expect(ok(resizeMessageSchema, { type: 'resize', bodyHeight: MESSAGE_LIMITS.maxBodyHeightPx })).toBe(true);
    for (const bodyHeight of [-1, 12.5, MESSAGE_LIMITS.maxBodyHeightPx + 1, Number.NaN, Infinity, '1240', null]) {
      expect(ok(resizeMessageSchema, { type: 'resize', bodyHeight }), String(bodyHeight)).toBe(false);
    }
    expect(ok(resizeMessageSchema, { type: 'resize' })).toBe(false);
  });

  it('loading: isLoading is a boolean', () => {
    expect(ok(loadingMessageSchema, { type: 'loading', isLoading: true })).toBe(true);
    expect(ok(loadingMessageSchema, { type: 'loading', isLoading: false })).toBe(true);
    expect(ok(loadingMessageSchema, { type: 'loading', isLoading: 'false' })).toBe(false);
    expect(ok(loadingMessageSchema, { type: 'loading', isLoading: 0 })).toBe(false);
    expect(ok(loadingMessageSchema, { type: 'loading' })).toBe(false);
  });

  it('navigate: a non-empty pathName of bounded length', () => {
    expect(ok(navigateMessageSchema, { type: 'navigate', pathName: '/schedule/point-to-point-schedule' })).toBe(true);
    expect(ok(navigateMessageSchema, { type: 'navigate', pathName: '' })).toBe(false);
    expect(
      ok(navigateMessageSchema, { type: 'navigate', pathName: `/${'a'.repeat(MESSAGE_LIMITS.maxPathLength)}` }),
    ).toBe(false);
    expect(ok(navigateMessageSchema, { type: 'navigate', pathName: { toString: () => '/' } })).toBe(false);
    expect(ok(navigateMessageSchema, { type: 'navigate' })).toBe(false);
  });

  it('download event, promote shipment overview and redirect to schedule: the type alone', () => {
    expect(ok(downloadMessageSchema, { type: 'downloadEvent' })).toBe(true);
    expect(ok(downloadMessageSchema, { type: 'downloadEvent', url: 'https://evil.example/x.exe' })).toBe(false);
    expect(ok(promoteShipmentOverviewMessageSchema, { type: 'promoteShipmentOverview' })).toBe(true);
    expect(ok(promoteShipmentOverviewMessageSchema, { type: 'promoteShipmentOverview', ms: 99999 })).toBe(false);
    expect(ok(redirectToScheduleMessageSchema, { type: 'redirectToSchedule' })).toBe(true);
    expect(ok(redirectToScheduleMessageSchema, { type: 'redirectToSchedule', url: '/x' })).toBe(false);
  });

  it('the union accepts one valid example of every type and refuses unknown types', () => {
    const examples = {
      [LEGACY_MESSAGE.REDIRECT_TO_LOGIN]: { type: 'redirectToCentralLogin' },
      [LEGACY_MESSAGE.RESIZE]: { type: 'resize', bodyHeight: 640 },
      [LEGACY_MESSAGE.LOADING]: { type: 'loading', isLoading: true },
      [LEGACY_MESSAGE.NAVIGATE]: { type: 'navigate', pathName: '/' },
      [LEGACY_MESSAGE.DOWNLOAD]: { type: 'downloadEvent' },
      [LEGACY_MESSAGE.PROMOTE_SHIPMENT_OVERVIEW]: { type: 'promoteShipmentOverview' },
      [LEGACY_MESSAGE.REDIRECT_TO_SCHEDULE]: { type: 'redirectToSchedule' },
    };
    expect(Object.keys(examples).sort()).toEqual(Object.values(LEGACY_MESSAGE).sort());
    for (const example of Object.values(examples)) expect(legacyMessageSchema.parse(example)).toEqual(example);
    expect(ok(legacyMessageSchema, { type: 'eval', code: 'alert(1)' })).toBe(false);
    expect(ok(legacyMessageSchema, { type: 'RESIZE', bodyHeight: 10 })).toBe(false);
    expect(ok(legacyMessageSchema, {})).toBe(false);
  });

  it('host messages: update guide url and login state, never a token', () => {
    expect(
      ok(updateGuideUrlMessageSchema, {
        type: 'updateGuideUrl',
        guide: {
          menuCode: 'cargo-tracking',
          video: 'https://cdn.example/v.mp4',
          documentGuide: 'https://cdn.example/g.pdf',
        },
        staticEndpoint: 'http://localhost:4173/one-ecom/',
      }),
    ).toBe(true);
    expect(ok(updateGuideUrlMessageSchema, { type: 'updateGuideUrl', guide: null, staticEndpoint: 'x' })).toBe(true);
    expect(ok(loginStateMessageSchema, { type: 'loginState', loggedIn: true })).toBe(true);
    expect(ok(loginStateMessageSchema, { type: 'loginState', loggedIn: true, accessToken: 'eyJ...' })).toBe(false);
    expect(ok(hostMessageSchema, { type: 'loginState', loggedIn: 'yes' })).toBe(false);
  });
});

describe('parseLegacyMessage (size and shape first)', () => {
  it('accepts a valid message', () => {
    expect(parseLegacyMessage({ type: 'resize', bodyHeight: 900 })).toEqual({
      ok: true,
      message: { type: 'resize', bodyHeight: 900 },
    });
  });

  it.each([
    ['a string', '{"type":"resize","bodyHeight":900}', 'shape'],
    ['null', null, 'shape'],
    ['an array', [{ type: 'downloadEvent' }], 'shape'],
    ['a class instance', new Date(), 'shape'],
    ['a blob', new Blob(['x']), 'shape'],
    ['too many keys', { type: 'resize', bodyHeight: 1, a: 1, b: 2 }, 'size'],
    ['an oversized string', { type: 'navigate', pathName: `/${'x'.repeat(100_000)}` }, 'schema'],
    ['an unknown type', { type: 'openWindow' }, 'schema'],
  ])('refuses %s', (_label, data, reason) => {
    expect(parseLegacyMessage(data)).toEqual({ ok: false, reason });
  });
});

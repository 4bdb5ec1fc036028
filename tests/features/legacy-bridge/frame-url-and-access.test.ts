import { describe, expect, it } from 'vitest';

import { findLegacyPage } from '@/config/legacy-pages';
import type { MenuItem } from '@/config/menu';
import { legacyFrameUrl, toLegacyOrigin } from '@/features/legacy-bridge/utils/legacy-frame-url';
import { decideMenuAccess } from '@/features/legacy-bridge/utils/menu-access';

describe('legacy frame address', () => {
  it('normalises the configured origin and refuses non-http(s) values', () => {
    expect(toLegacyOrigin('https://ecomm.one-line.com/')).toBe('https://ecomm.one-line.com');
    expect(toLegacyOrigin('http://127.0.0.1:4174')).toBe('http://127.0.0.1:4174');
    expect(toLegacyOrigin('javascript:alert(1)')).toBeNull();
    expect(toLegacyOrigin('/ecom')).toBeNull();
  });

  it('passes the query on, sets the language and stays on the legacy origin', () => {
    expect(
      legacyFrameUrl(
        'http://127.0.0.1:4174',
        '/ecom/CUP_HOM_3301.do',
        '?trakNoParam=TGHU9033810&trakNoTpCdParam=C',
        'ko',
      ),
    ).toBe('http://127.0.0.1:4174/ecom/CUP_HOM_3301.do?trakNoParam=TGHU9033810&trakNoTpCdParam=C&sessLocale=ko');
    expect(legacyFrameUrl('http://127.0.0.1:4174', '//evil.example/x', '', 'en')).toBeNull();
    expect(legacyFrameUrl('http://127.0.0.1:4174', '/ecom/addressBook.do', `?q=${'x'.repeat(3000)}`, 'en')).toBe(
      'http://127.0.0.1:4174/ecom/addressBook.do?sessLocale=en',
    );
  });
});

describe('decideMenuAccess', () => {
  const invoice = findLegacyPage('CUP_HOM_3701')!;
  const tracking = findLegacyPage('CUP_HOM_3301')!;
  const item: MenuItem = { id: 'my-invoice', legacyCode: 'CUP_HOM_3701', isRequiredLogin: true };
  const pathname = '/ecom/CUP_HOM_3701.do';

  it.each([
    ['login page, no item, anonymous', invoice, undefined, 'loggedOut', 'login'],
    ['login page, no item, logged in', invoice, undefined, 'loggedIn', 'blacklisted'],
    ['login page, item, anonymous', invoice, item, 'loggedOut', 'login'],
    ['login page, item, logged in', invoice, item, 'loggedIn', 'show'],
    ['public page, no item, anonymous', tracking, undefined, 'loggedOut', 'show'],
    ['public page, no item, logged in', tracking, undefined, 'loggedIn', 'show'],
  ] as const)('%s -> %s', (_label, page, menuItem, status, expected) => {
    expect(decideMenuAccess({ pathname, page, status, findMenuItem: () => menuItem })).toBe(expected);
  });
});

import { describe, expect, it, vi } from 'vitest';

import { COOKIE_NOTICE_CLOSED_AT_KEY } from '@/app/layout/cookie-notice';
import {
  markReturningVisitor,
  prerenderFits,
  RETURNING_VISITOR_COOKIE,
  RETURNING_VISITOR_MAX_AGE_S,
} from '@/app/prerender/prerender-fits';
import type { CurrentUser } from '@/domain/session/session-contract';
import { sessionStore } from '@/domain/session/session-store';
import { VISIT_COUNTER_KEY } from '@/features/home/hooks/use-visit-tip';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n';

const HOME = '/one-ecom/';
const USER: CurrentUser = {
  firstName: 'Mina',
  lastName: 'Kim',
  companyName: 'Kim Trading',
  userId: 'mkim',
  customerCode: 'KR00123',
  customerCountry: 'KR',
};
const at = (pathname: string, search = '') => ({ pathname, search });

describe('prerenderFits: may the app hydrate the prerendered first-visit page?', () => {
  it('fits a first visit in an English browser on the exact path without a query', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    expect(prerenderFits(HOME, at(HOME))).toBe(true);
  });

  it('does not fit another path or a query string', () => {
    expect(prerenderFits(HOME, at('/one-ecom/login'))).toBe(false);
    expect(prerenderFits(HOME, at(HOME, '?x=1'))).toBe(false);
  });

  it('does not fit a browser whose first shipped language is not English, or a stored language choice', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'ja-JP', 'en']);
    expect(prerenderFits(HOME, at(HOME))).toBe(false);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ko');
    expect(prerenderFits(HOME, at(HOME))).toBe(false);
  });

  it('does not fit a returning visitor: tip not due, cookie notice closed, or logged in', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    localStorage.setItem(VISIT_COUNTER_KEY, '2');
    expect(prerenderFits(HOME, at(HOME))).toBe(false);
    localStorage.clear();
    localStorage.setItem(COOKIE_NOTICE_CLOSED_AT_KEY, String(Date.now()));
    expect(prerenderFits(HOME, at(HOME))).toBe(false);
    localStorage.clear();
    sessionStore.getState().logIn(USER, {
      accessToken: 'access',
      refreshToken: 'refresh',
      expiresRefreshAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(prerenderFits(HOME, at(HOME))).toBe(false);
  });
});

describe('markReturningVisitor', () => {
  it('sets the cookie the web server reads, for the portal path, a year long; Secure on HTTPS', () => {
    const doc = { cookie: '', location: { protocol: 'https:' } } as unknown as Document;
    markReturningVisitor(doc, '/one-ecom/');
    expect(doc.cookie).toBe(
      `${RETURNING_VISITOR_COOKIE}=1; Path=/one-ecom/; Max-Age=${RETURNING_VISITOR_MAX_AGE_S}; SameSite=Lax; Secure`,
    );
    expect(RETURNING_VISITOR_MAX_AGE_S).toBe(31_536_000);
  });

  it('is readable by the page afterwards (plain HTTP: no Secure)', () => {
    markReturningVisitor(document, '/');
    expect(document.cookie).toContain(`${RETURNING_VISITOR_COOKIE}=1`);
  });
});

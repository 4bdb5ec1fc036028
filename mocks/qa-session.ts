import { type CurrentUser, sessionStore } from '@/lib/session-store';

/**
 * sessionStorage key of the QA login: when it holds 'loggedIn' as a mock build starts, the QA user below is logged in
 * (e2e tests of logged-in states before and besides the real login flow; set with Playwright's addInitScript).
 * Mock builds only (started from mocks/browser.ts); production builds contain no mocks.
 */
export const QA_LOGIN_KEY = 'one-ecom:qa-login';

/** The QA user: a shipper in Busan (customer code and country as the stand-in portal shows them). */
export const QA_USER: CurrentUser = {
  firstName: 'Min-jun',
  lastName: 'Kim',
  companyName: 'Hanbit Trading Co., Ltd.',
  userId: 'hanbit.kim',
  customerCode: 'KR00231544',
  customerCountry: 'KR',
};

/** Logs the QA user in when {@link QA_LOGIN_KEY} asks for it; tokens are opaque placeholders, valid for 30 days. */
export function applyQaSession(storage: Storage = window.sessionStorage): void {
  if (storage.getItem(QA_LOGIN_KEY) !== 'loggedIn') return;
  sessionStore.getState().logIn(QA_USER, {
    accessToken: 'qa-access-token',
    refreshToken: 'qa-refresh-token',
    expiresRefreshAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
}

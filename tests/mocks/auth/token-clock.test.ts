import { afterEach, describe, expect, it } from 'vitest';

import { loginAs, REFRESH_REUSE_INTERVAL_MS } from '../../../mocks/auth/accounts';
import { rotateRefreshToken, verifyAccessToken } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { setTokenExpiryJudged } from '../../../mocks/auth/token-clock';

// The server side of the mock answers requests that escaped the service worker without knowing the page's clock
// (e2e runs the page two days behind): it accepts a token the mock signed, however old; a forged one never.
describe('token expiry on the two sides of the mock', () => {
  afterEach(() => {
    setTokenExpiryJudged(true);
  });

  const DAY_MS = 86_400_000;

  it('the browser side refuses an expired access token; the server side accepts it if the mock signed it', async () => {
    const issuedAt = Date.now() - 2 * DAY_MS;
    const { accessToken, refreshToken } = await loginAs(DEMO_LOGINS.shipper.userId, issuedAt);

    expect(await verifyAccessToken(accessToken)).toBeNull();
    expect(await rotateRefreshToken(refreshToken)).toEqual({ ok: false, code: 'REFRESH_TOKEN_EXPIRED' });

    setTokenExpiryJudged(false);
    expect(await verifyAccessToken(accessToken)).toBe(DEMO_LOGINS.shipper.userId);
    expect(await verifyAccessToken(`${accessToken.slice(0, -2)}xx`)).toBeNull();
  });

  it('the server side rotates a refresh token from the page’s past and still detects its reuse', async () => {
    setTokenExpiryJudged(false);
    const { refreshToken } = await loginAs(DEMO_LOGINS.shipper.userId, Date.now() - 2 * DAY_MS);

    const rotatedAt = Date.now();
    const rotated = await rotateRefreshToken(refreshToken, rotatedAt);
    expect(rotated.ok).toBe(true);
    expect(await rotateRefreshToken(refreshToken, rotatedAt + REFRESH_REUSE_INTERVAL_MS)).toEqual({
      ok: false,
      code: 'REFRESH_TOKEN_REUSED',
    });
  });
});

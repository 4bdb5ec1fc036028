import { afterEach, describe, expect, it } from 'vitest';

import { loginAs, REFRESH_REUSE_INTERVAL_MS } from '../../../mocks/auth/accounts';
import { readAuthDb, resetAuthDb, rotateRefreshToken } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';

// Rotation with reuse detection, and the leeway for a page reloaded while its refresh was in flight: it never stored
// the new token, so it presents the one it had (docs/security.md "Where the tokens live").
describe('refresh token rotation', () => {
  afterEach(() => {
    resetAuthDb();
  });

  async function rotatedOnce() {
    const now = Date.now();
    const { refreshToken } = await loginAs(DEMO_LOGINS.shipper.userId, now);
    const first = await rotateRefreshToken(refreshToken, now);
    if (!first.ok) throw new Error(`first rotation refused: ${first.code}`);
    return { now, refreshToken, next: first.tokens.refreshToken };
  }

  it('a token presented again within the reuse interval gets new tokens, and the session goes on', async () => {
    const { now, refreshToken, next } = await rotatedOnce();

    const again = await rotateRefreshToken(refreshToken, now + REFRESH_REUSE_INTERVAL_MS - 1);
    expect(again.ok).toBe(true);
    // Both answers stay good: the one the reloaded page got, and the one the lost answer carried.
    if (!again.ok) return;
    expect((await rotateRefreshToken(again.tokens.refreshToken, now + 1_000)).ok).toBe(true);
    expect((await rotateRefreshToken(next, now + 1_000)).ok).toBe(true);
    expect(readAuthDb().counters).toMatchObject({ refresh: 4, refreshRefused: 0 });
  });

  it('a token presented again after the reuse interval is refused and ends its whole family', async () => {
    const { now, refreshToken, next } = await rotatedOnce();

    expect(await rotateRefreshToken(refreshToken, now + REFRESH_REUSE_INTERVAL_MS)).toEqual({
      ok: false,
      code: 'REFRESH_TOKEN_REUSED',
    });
    // The family is revoked: the newer token, perhaps in a thief's hands, is refused too.
    expect(await rotateRefreshToken(next, now + REFRESH_REUSE_INTERVAL_MS + 1)).toEqual({
      ok: false,
      code: 'REFRESH_TOKEN_INVALID',
    });
    expect(readAuthDb().counters).toMatchObject({ refresh: 3, refreshRefused: 2 });
  });

  it('the leeway does not start again when the token comes back within it', async () => {
    const { now, refreshToken } = await rotatedOnce();
    expect((await rotateRefreshToken(refreshToken, now + 1_000)).ok).toBe(true);

    expect(await rotateRefreshToken(refreshToken, now + REFRESH_REUSE_INTERVAL_MS + 1)).toEqual({
      ok: false,
      code: 'REFRESH_TOKEN_REUSED',
    });
  });
});

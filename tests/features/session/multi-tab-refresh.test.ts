import { afterEach, describe, expect, it, vi } from 'vitest';

import { logIn } from '@/services/session/session-auth';
import { SESSION_CHANNEL_NAME } from '@/services/session/session-channel';

import { expireAccessTokens, readAuthDb } from '../../../mocks/auth/auth-db';
import { DEMO_LOGINS } from '../../../mocks/auth/demo-users';
import { installFakeLocks } from './fake-web-locks';

/**
 * One tab of the portal: its own copy of the session modules (own store, own BroadcastChannel, own in-page single
 * flight), sharing with the other tabs what real tabs share: localStorage, the Web Locks (a fake LockManager, jsdom has
 * none), the BroadcastChannel name and the mock auth server. The tab starts like the app does: the session channel
 * opens at start-up (app/provider.tsx), the validating sync arrives later as a lazy chunk (`startSync`).
 */
async function openTab() {
  vi.resetModules();
  const channel = await import('@/services/session/session-channel');
  channel.openSessionChannel();
  const refresh = await import('@/services/session/session-refresh');
  const { sessionStore } = await import('@/domain/session/session-store');
  // Imported now (the next tab resets the module registry), started later: what a late lazy chunk does.
  const { startSessionSync } = await import('@/services/session/session-sync');
  let stop: (() => void) | undefined;
  return {
    sessionStore,
    getAccessTokenForRequest: refresh.getAccessTokenForRequest,
    startSync: () => {
      stop = startSessionSync();
    },
    close: () => {
      stop?.();
      channel.closeRawSessionChannel();
    },
  };
}

const tabs: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const tab of tabs.splice(0)) tab.close();
});

describe('three tabs reloaded at once after the access token expired', () => {
  it('make exactly one call at the token endpoint: tabs starting up join the refresh in flight', async () => {
    await logIn(DEMO_LOGINS.shipper);
    expireAccessTokens();
    installFakeLocks();
    // A fourth page that only listens: it shows when the first tab's broadcast has been delivered.
    const observer = new BroadcastChannel(SESSION_CHANNEL_NAME);
    tabs.push({
      close: () => {
        observer.close();
      },
    });
    const heard: unknown[] = [];
    observer.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    const reloaded = [await openTab(), await openTab(), await openTab()];
    tabs.push(...reloaded);
    const [first, second, third] = reloaded;
    if (!first || !second || !third) throw new Error('three tabs expected');
    expect(first.sessionStore.getState()).toMatchObject({ status: 'loggedIn', accessToken: null });

    // Each tab's first protected request needs an access token; the first tab's sync chunk is already there.
    first.startSync();
    const tokens = reloaded.map((tab) => tab.getAccessTokenForRequest());
    const firstToken = await tokens[0];
    // The other tabs' sync chunks arrive only after the first tab's refresh broadcast reached them.
    await vi.waitFor(
      () => {
        expect(heard).toContainEqual(expect.objectContaining({ type: 'refreshed', accessToken: firstToken }));
      },
      { timeout: 10_000 },
    );
    second.startSync();
    third.startSync();

    await expect(Promise.all(tokens)).resolves.toEqual([firstToken, firstToken, firstToken]);
    expect(readAuthDb().counters.refresh).toBe(1);
    expect(readAuthDb().counters.refreshRefused).toBe(0);
  });
});

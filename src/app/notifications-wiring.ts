import type { QueryClient } from '@tanstack/react-query';

import { sessionStore } from '@/domain/session/session-store';
import { loadOnce, whenIdle } from '@/lib/idle';

// The feed, its parser, zod and the HTTP client stay out of the app shell: one lazy chunk.
const loadNotificationCenter = loadOnce(() => import('@/services/notification/notification-center'));
const loadNotificationRefresh = loadOnce(() => import('@/app/notification-refresh'));

/**
 * Starts the notifications of this tab after the first paint: once the page is idle and
 * somebody is logged in, loads services/notification/notification-center.ts, which from then on follows the session by
 * itself (login, logout, another tab's logout, session timeout). An anonymous visitor loads and requests nothing;
 * the chunk loads on their first login. Called once by main.tsx after the app renders (not by AppProvider: component
 * tests render it without a feed). Live notifications mark the queries they concern stale in `queryClient`
 * (app/notification-refresh.ts). Returns the function that stops everything.
 */
export function wireNotificationsAfterFirstPaint(queryClient: QueryClient): () => void {
  let disposed = false;
  let stopCenter: (() => void) | undefined;
  let stopRefresh: (() => void) | undefined;
  let cancelIdle: (() => void) | undefined;

  const start = () => {
    unsubscribe();
    cancelIdle = whenIdle(() => {
      Promise.all([loadNotificationCenter(), loadNotificationRefresh()])
        .then(([{ startNotificationCenter }, { refreshOnNotifications }]) => {
          if (disposed) return;
          stopRefresh = refreshOnNotifications(queryClient);
          stopCenter = startNotificationCenter();
        })
        .catch((error: unknown) => {
          // Without its chunk (a deploy replaced it, offline) the portal works on; only the bell stays empty.
          console.warn('The notifications could not be loaded:', error);
        });
    });
  };

  let unsubscribe: () => void = () => undefined;
  if (sessionStore.getState().status === 'loggedIn') start();
  else {
    unsubscribe = sessionStore.subscribe((state) => {
      if (state.status === 'loggedIn') start();
    });
  }

  return () => {
    disposed = true;
    unsubscribe();
    cancelIdle?.();
    stopCenter?.();
    stopRefresh?.();
  };
}

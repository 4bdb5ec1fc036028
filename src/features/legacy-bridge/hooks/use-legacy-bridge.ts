import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getRuntimeConfig } from '@/config/runtime-config';
import type { MenuGuide } from '@/domain/guide/guide-contract';
import { scheduleSearchHref, scheduleWindowLink } from '@/domain/schedule-search/schedule-search-url';
import { promoteShipmentOverview } from '@/domain/shipment/shipment-promotion';
import { todayIn } from '@/lib/dates';

import {
  type DropReason,
  HOST_MESSAGE,
  type HostMessage,
  LEGACY_MESSAGE,
  type LegacyMessage,
} from '../utils/legacy-messages';
import { acceptLegacyMessage } from '../utils/message-guard';
import { resolveNavigateTarget } from '../utils/navigate-allow-list';

/**
 * How long the host waits, after each frame load, for the legacy page to answer (any valid message) before it
 * concludes the frame left the legacy host and takes the user to '/', in ms. The legacy page answers the host's
 * loginState message at once; the wait only covers a busy main thread.
 */
export const LEAVE_DETECTION_MS = 5000;

/** Inputs of {@link useLegacyBridge}. */
export interface UseLegacyBridgeOptions {
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Exact legacy origin; messages are accepted from and posted to this origin only. */
  legacyOrigin: string;
  loggedIn: boolean;
  /** The guide of the current menu, sent with "update guide url"; null when there is none. */
  guide: MenuGuide | null;
  /** The spinner shows at least this long once it shows, in ms (the surcharge page: 1000, spec section 9). */
  minSpinnerMs?: number;
}

/** What the host renders from the bridge: spinner, frame height, and the iframe's load handler. */
export interface LegacyBridgeState {
  isLoading: boolean;
  /** Content height reported by the legacy page, in CSS px; null until the first resize message. */
  height: number | null;
  /** The iframe's onLoad handler. */
  handleFrameLoad: () => void;
}

function logDrop(reason: DropReason | 'navigate-target', detail: unknown): void {
  if (import.meta.env.DEV) console.warn(`[legacy-bridge] dropped a message (${reason})`, detail);
}

/** The portal's static endpoint sent with "update guide url": the absolute address of the app's base. */
function staticEndpoint(): string {
  return new URL(import.meta.env.BASE_URL, window.location.origin).href;
}

/**
 * The host side of the legacy bridge (spec sections 4 and 7): listens for the legacy page's messages through the
 * guard (exact origin, this frame's window, schema), keeps the spinner and the frame height, and acts on navigate,
 * login, download, promotion and schedule messages. After each frame load it sends the login state and the guide
 * (target: the legacy origin, never '*'), and takes the user to '/' when the frame has left the legacy host.
 */
export function useLegacyBridge({
  frameRef,
  legacyOrigin,
  loggedIn,
  guide,
  minSpinnerMs = 0,
}: UseLegacyBridgeOptions): LegacyBridgeState {
  const navigate = useNavigate();
  const location = useLocation();
  const [isLoading, setIsLoading] = useState(true);
  const [height, setHeight] = useState<number | null>(null);
  const suppressNextLoading = useRef(false);
  // When the spinner started (epoch ms); the mount counts as a start.
  const spinnerSince = useRef(0);
  const spinnerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadedOnce = useRef(false);
  const currentPath = `${location.pathname}${location.search}`;

  const postToFrame = useCallback(
    (message: HostMessage) => {
      // Always the exact legacy origin: if the frame shows any other origin, the browser drops the message.
      frameRef.current?.contentWindow?.postMessage(message, legacyOrigin);
    },
    [frameRef, legacyOrigin],
  );

  const guideMessage = useCallback(
    (): HostMessage => ({
      type: HOST_MESSAGE.UPDATE_GUIDE_URL,
      guide: guide ? { menuCode: guide.menuCode, video: guide.video, documentGuide: guide.documentGuide } : null,
      staticEndpoint: staticEndpoint(),
    }),
    [guide],
  );

  const handleMessage = useCallback(
    (message: LegacyMessage) => {
      switch (message.type) {
        case LEGACY_MESSAGE.REDIRECT_TO_LOGIN:
          void navigate(paths.login.href(currentPath), { replace: true });
          return;
        case LEGACY_MESSAGE.RESIZE:
          setHeight(message.bodyHeight);
          return;
        case LEGACY_MESSAGE.LOADING:
          clearTimeout(spinnerTimer.current);
          if (message.isLoading) {
            // A download makes the older portal report "loading" although the page stays: skip that one.
            if (suppressNextLoading.current) {
              suppressNextLoading.current = false;
              return;
            }
            spinnerSince.current = Date.now();
            setIsLoading(true);
            return;
          }
          suppressNextLoading.current = false;
          {
            const remaining = minSpinnerMs - (Date.now() - spinnerSince.current);
            if (remaining > 0) {
              spinnerTimer.current = setTimeout(() => {
                setIsLoading(false);
              }, remaining);
            } else {
              setIsLoading(false);
            }
          }
          return;
        case LEGACY_MESSAGE.NAVIGATE: {
          const target = resolveNavigateTarget(message.pathName);
          if (target === null) {
            logDrop('navigate-target', message.pathName);
            return;
          }
          void navigate(target);
          return;
        }
        case LEGACY_MESSAGE.DOWNLOAD:
          suppressNextLoading.current = true;
          return;
        case LEGACY_MESSAGE.PROMOTE_SHIPMENT_OVERVIEW:
          promoteShipmentOverview();
          return;
        case LEGACY_MESSAGE.REDIRECT_TO_SCHEDULE:
          void navigate(scheduleSearchHref(scheduleWindowLink(todayIn(), getRuntimeConfig().scheduleRedirectWeeks)));
          return;
      }
    },
    [currentPath, minSpinnerMs, navigate],
  );

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = acceptLegacyMessage(event, {
        legacyOrigin,
        frameWindow: frameRef.current?.contentWindow ?? null,
        onDrop: (reason) => {
          logDrop(reason, event.origin);
        },
      });
      if (!message) return;
      // The legacy page answered since the last load: the frame is still on the legacy host.
      clearTimeout(leaveTimer.current);
      handleMessage(message);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, [frameRef, handleMessage, legacyOrigin]);

  useEffect(() => {
    spinnerSince.current = Date.now();
    return () => {
      clearTimeout(spinnerTimer.current);
      clearTimeout(leaveTimer.current);
    };
  }, []);

  // A guide that arrives after the page loaded is sent at once; before that, the load handler sends it.
  useEffect(() => {
    if (loadedOnce.current) postToFrame(guideMessage());
  }, [guideMessage, postToFrame]);

  useEffect(() => {
    if (loadedOnce.current) postToFrame({ type: HOST_MESSAGE.LOGIN_STATE, loggedIn });
  }, [loggedIn, postToFrame]);

  const handleFrameLoad = useCallback(() => {
    const frameWindow = frameRef.current?.contentWindow;
    if (!frameWindow) return;
    // A readable location means the frame shows a page of our own origin (or about:blank): not the legacy host.
    let readableHref: string | null = null;
    try {
      readableHref = frameWindow.location.href;
    } catch {
      // Cross-origin: the legacy host, or a third party; the answer to the messages below tells them apart.
    }
    if (readableHref !== null && readableHref !== 'about:blank' && new URL(readableHref).origin !== legacyOrigin) {
      void navigate(paths.home.href(), { replace: true });
      return;
    }
    loadedOnce.current = true;
    postToFrame({ type: HOST_MESSAGE.LOGIN_STATE, loggedIn });
    postToFrame(guideMessage());
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => {
      void navigate(paths.home.href(), { replace: true });
    }, LEAVE_DETECTION_MS);
  }, [frameRef, guideMessage, legacyOrigin, loggedIn, navigate, postToFrame]);

  return { isLoading, height, handleFrameLoad };
}

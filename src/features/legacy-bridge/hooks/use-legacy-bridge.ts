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
import { appSessionRepair, type SessionRepair } from '../utils/session-repair';

/**
 * How long the host waits, after each frame load, for the legacy page to answer (any valid message) before it tells
 * the user that the page does not answer, in ms. The legacy page answers the host's loginState message at once, but a
 * slow page, a PDF or another host shown in the frame never does: the user stays and chooses (reload or home), since
 * sending them home would take a slow page or a document away from them (issue 19 #12).
 */
export const NO_ANSWER_NOTICE_MS = 5000;

/**
 * After a legacy page asked for central login while the user is logged in, how long the same in-app path does not get
 * another session refresh, in ms: a second request within it shows the session-timeout popup (no loop, issue 19 #7).
 */
export const LOGIN_REQUEST_QUIET_MS = 60_000;

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
  /** The session's refresh and popup (default: the app's, session-repair.ts); tests of other sessions pass their own. */
  sessionRepair?: SessionRepair;
}

/** What the host renders from the bridge: spinner, frame height, and the iframe's load handler. */
export interface LegacyBridgeState {
  isLoading: boolean;
  /** Content height reported by the legacy page, in CSS px; null until the first resize message. */
  height: number | null;
  /** The iframe's onLoad handler. */
  handleFrameLoad: () => void;
  /** True when the page did not answer within {@link NO_ANSWER_NOTICE_MS} of its last load (slow page, PDF, other host). */
  noAnswer: boolean;
  /** Loads the frame's address again (spinner on, notice off). */
  reloadFrame: () => void;
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
 * (target: the legacy origin, never '*'). A frame showing a page of the portal's own origin takes the user to '/'; a
 * frame that does not answer in time ({@link NO_ANSWER_NOTICE_MS}) gets a notice and the user stays. A login request
 * of a logged-in user's page is a session problem: one refresh (then the frame loads again), and the session-timeout
 * popup when that fails or the same path asks again within {@link LOGIN_REQUEST_QUIET_MS}.
 */
export function useLegacyBridge({
  frameRef,
  legacyOrigin,
  loggedIn,
  guide,
  minSpinnerMs = 0,
  sessionRepair = appSessionRepair,
}: UseLegacyBridgeOptions): LegacyBridgeState {
  const navigate = useNavigate();
  const location = useLocation();
  const [isLoading, setIsLoading] = useState(true);
  const [height, setHeight] = useState<number | null>(null);
  const [noAnswer, setNoAnswer] = useState(false);
  // When each in-app path last had its login request handled while logged in (epoch ms).
  const loginRequests = useRef(new Map<string, number>());
  const mounted = useRef(true);
  const suppressNextLoading = useRef(false);
  // When the spinner started (epoch ms); the mount counts as a start.
  const spinnerSince = useRef(0);
  const spinnerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const noAnswerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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

  const reloadFrame = useCallback(() => {
    const frame = frameRef.current;
    if (!frame) return;
    clearTimeout(spinnerTimer.current);
    clearTimeout(noAnswerTimer.current);
    setNoAnswer(false);
    spinnerSince.current = Date.now();
    setIsLoading(true);
    // Assigning the address navigates the frame again (its own location is cross-origin and cannot be reloaded).
    const address = frame.src;
    frame.src = address;
  }, [frameRef]);

  const repairSession = useCallback(() => {
    const now = Date.now();
    const last = loginRequests.current.get(currentPath);
    if (last !== undefined && now - last < LOGIN_REQUEST_QUIET_MS) {
      // The refresh did not satisfy the page: the session cannot be repaired from here.
      sessionRepair.showSessionTimeout();
      return;
    }
    loginRequests.current.set(currentPath, now);
    sessionRepair.refresh().then(
      () => {
        if (mounted.current) reloadFrame();
      },
      () => {
        sessionRepair.showSessionTimeout();
      },
    );
  }, [currentPath, reloadFrame, sessionRepair]);

  const handleMessage = useCallback(
    (message: LegacyMessage) => {
      switch (message.type) {
        case LEGACY_MESSAGE.REDIRECT_TO_LOGIN:
          // Login would send a logged-in user straight back here, and the page would ask again: an endless loop.
          if (loggedIn) repairSession();
          else void navigate(paths.login.href(currentPath), { replace: true });
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
    [currentPath, loggedIn, minSpinnerMs, navigate, repairSession],
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
      clearTimeout(noAnswerTimer.current);
      setNoAnswer(false);
      handleMessage(message);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, [frameRef, handleMessage, legacyOrigin]);

  useEffect(() => {
    spinnerSince.current = Date.now();
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(spinnerTimer.current);
      clearTimeout(noAnswerTimer.current);
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
    clearTimeout(noAnswerTimer.current);
    noAnswerTimer.current = setTimeout(() => {
      // No answer: a slow page, a PDF or another host. The spinner would hide whatever the frame shows.
      clearTimeout(spinnerTimer.current);
      setIsLoading(false);
      setNoAnswer(true);
    }, NO_ANSWER_NOTICE_MS);
  }, [frameRef, guideMessage, legacyOrigin, loggedIn, navigate, postToFrame]);

  return { isLoading, height, handleFrameLoad, noAnswer, reloadFrame };
}

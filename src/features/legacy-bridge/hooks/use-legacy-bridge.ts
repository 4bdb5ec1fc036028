import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { MenuGuide } from '@/domain/guide/guide-contract';

import { handleLegacyMessage } from '../utils/legacy-message-handlers';
import { HOST_MESSAGE, type HostMessage } from '../utils/legacy-messages';
import { logDrop } from '../utils/log-drop';
import { acceptLegacyMessage } from '../utils/message-guard';
import { appSessionRepair, type SessionRepair } from '../utils/session-repair';
import { useFrameSpinner } from './use-frame-spinner';
import { useLoginRequestRepair } from './use-login-request-repair';

/**
 * How long the host waits, after each frame load, for the legacy page to answer (any valid message) before it tells
 * the user that the page does not answer, in ms. The legacy page answers the host's loginState message at once, but a
 * slow page, a PDF or another host shown in the frame never does: the user stays and chooses (reload or home), since
 * sending them home would take a slow page or a document away from them.
 */
export const NO_ANSWER_NOTICE_MS = 5000;

/** Inputs of {@link useLegacyBridge}. */
export interface UseLegacyBridgeOptions {
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Exact legacy origin; messages are accepted from and posted to this origin only. */
  legacyOrigin: string;
  loggedIn: boolean;
  /** The guide of the current menu, sent with "update guide url"; null when there is none. */
  guide: MenuGuide | null;
  /** The spinner shows at least this long once it shows, in ms (the surcharge page: 1000, docs/requirements.md §9). */
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

/** The portal's static endpoint sent with "update guide url": the absolute address of the app's base. */
function staticEndpoint(): string {
  return new URL(import.meta.env.BASE_URL, window.location.origin).href;
}

/**
 * The host side of the legacy bridge (docs/requirements.md §4 and §7): listens for the legacy page's messages through the
 * guard (exact origin, this frame's window, schema), keeps the spinner and the frame height, and acts on navigate,
 * login, download, promotion and schedule messages. After each frame load it sends the login state and the guide
 * (target: the legacy origin, never '*'). A frame showing a page of the portal's own origin takes the user to '/'; a
 * frame that does not answer in time ({@link NO_ANSWER_NOTICE_MS}) gets a notice and the user stays. A login request
 * of a logged-in user's page is a session problem: one refresh (then the frame loads again), and the session-timeout
 * popup when that fails or the same path asks again too soon (use-login-request-repair.ts).
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
  const spinner = useFrameSpinner(minSpinnerMs);
  const [height, setHeight] = useState<number | null>(null);
  const [noAnswer, setNoAnswer] = useState(false);
  const suppressNextLoading = useRef(false);
  const noAnswerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const loadedOnce = useRef(false);
  const currentPath = `${location.pathname}${location.search}`;
  const { show: showSpinner, hide: hideSpinner, hideNow: hideSpinnerNow, cancelHide: cancelSpinnerHide } = spinner;

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
    clearTimeout(noAnswerTimer.current);
    setNoAnswer(false);
    showSpinner();
    // Assigning the address navigates the frame again (its own location is cross-origin and cannot be reloaded).
    const address = frame.src;
    frame.src = address;
  }, [frameRef, showSpinner]);
  const repairSession = useLoginRequestRepair(currentPath, sessionRepair, reloadFrame);

  useEffect(() => {
    const context = {
      loggedIn,
      currentPath,
      navigate,
      repairSession,
      setHeight,
      spinner: { show: showSpinner, hide: hideSpinner, cancelHide: cancelSpinnerHide },
      suppressNextLoading,
    };
    const listener = (event: MessageEvent) => {
      // The guard comes first: nothing acts on a message from another origin or window, or of another shape.
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
      handleLegacyMessage(message, context);
    };
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, [
    cancelSpinnerHide,
    currentPath,
    frameRef,
    hideSpinner,
    legacyOrigin,
    loggedIn,
    navigate,
    repairSession,
    showSpinner,
  ]);

  useEffect(
    () => () => {
      clearTimeout(noAnswerTimer.current);
    },
    [],
  );

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
      hideSpinnerNow();
      setNoAnswer(true);
    }, NO_ANSWER_NOTICE_MS);
  }, [frameRef, guideMessage, hideSpinnerNow, legacyOrigin, loggedIn, navigate, postToFrame]);

  return { isLoading: spinner.isLoading, height, handleFrameLoad, noAnswer, reloadFrame };
}

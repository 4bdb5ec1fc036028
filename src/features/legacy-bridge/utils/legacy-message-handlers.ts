import type { NavigateFunction } from 'react-router-dom';

import { paths } from '@/config/paths';
import { getRuntimeConfig } from '@/config/runtime-config';
import { scheduleSearchHref, scheduleWindowLink } from '@/domain/schedule-search/schedule-search-url';
import { promoteShipmentOverview } from '@/domain/shipment/shipment-promotion';
import { todayIn } from '@/lib/dates';

import { LEGACY_MESSAGE, type LegacyMessage } from './legacy-messages';
import { logDrop } from './log-drop';
import { resolveNavigateTarget } from './navigate-allow-list';

/** What the host gives the handlers of the legacy page's messages (docs/requirements.md §7). */
export interface LegacyMessageContext {
  loggedIn: boolean;
  /** The in-app path and query of the page hosting the frame. */
  currentPath: string;
  navigate: NavigateFunction;
  /** One session refresh for a logged-in user's login request (or the session-timeout popup). */
  repairSession: () => void;
  /** The frame's height, in CSS px. */
  setHeight: (bodyHeight: number) => void;
  spinner: { show: () => void; hide: () => void; cancelHide: () => void };
  /** True between a download message and the loading message it causes. */
  suppressNextLoading: { current: boolean };
}

type MessageOf<T extends LegacyMessage['type']> = Extract<LegacyMessage, { type: T }>;

type LegacyMessageHandlers = {
  [T in LegacyMessage['type']]: (message: MessageOf<T>, context: LegacyMessageContext) => void;
};

function handleLoginRequest(_message: MessageOf<'redirectToCentralLogin'>, context: LegacyMessageContext): void {
  // Login would send a logged-in user straight back here, and the page would ask again: an endless loop.
  if (context.loggedIn) context.repairSession();
  else void context.navigate(paths.login.href(context.currentPath), { replace: true });
}

function handleResize(message: MessageOf<'resize'>, context: LegacyMessageContext): void {
  context.setHeight(message.bodyHeight);
}

function handleLoading(message: MessageOf<'loading'>, context: LegacyMessageContext): void {
  context.spinner.cancelHide();
  if (message.isLoading) {
    // A download makes the older portal report "loading" although the page stays: skip that one.
    if (context.suppressNextLoading.current) {
      context.suppressNextLoading.current = false;
      return;
    }
    context.spinner.show();
    return;
  }
  context.suppressNextLoading.current = false;
  context.spinner.hide();
}

function handleNavigate(message: MessageOf<'navigate'>, context: LegacyMessageContext): void {
  const target = resolveNavigateTarget(message.pathName);
  if (target === null) {
    logDrop('navigate-target', message.pathName);
    return;
  }
  void context.navigate(target);
}

function handleDownload(_message: MessageOf<'downloadEvent'>, context: LegacyMessageContext): void {
  context.suppressNextLoading.current = true;
}

function handlePromoteShipmentOverview(): void {
  promoteShipmentOverview();
}

function handleScheduleRedirect(_message: MessageOf<'redirectToSchedule'>, context: LegacyMessageContext): void {
  void context.navigate(scheduleSearchHref(scheduleWindowLink(todayIn(), getRuntimeConfig().scheduleRedirectWeeks)));
}

/** One handler per message type; the mapped type makes a new message type fail to compile until it has one. */
const LEGACY_MESSAGE_HANDLERS: LegacyMessageHandlers = {
  [LEGACY_MESSAGE.REDIRECT_TO_LOGIN]: handleLoginRequest,
  [LEGACY_MESSAGE.RESIZE]: handleResize,
  [LEGACY_MESSAGE.LOADING]: handleLoading,
  [LEGACY_MESSAGE.NAVIGATE]: handleNavigate,
  [LEGACY_MESSAGE.DOWNLOAD]: handleDownload,
  [LEGACY_MESSAGE.PROMOTE_SHIPMENT_OVERVIEW]: handlePromoteShipmentOverview,
  [LEGACY_MESSAGE.REDIRECT_TO_SCHEDULE]: handleScheduleRedirect,
};

/**
 * Acts on a message that already passed the guard (origin, frame window, schema; message-guard.ts): navigate,
 * login, download, loading, resize, promotion and schedule messages, as docs/requirements.md §7 describes them.
 */
export function handleLegacyMessage(message: LegacyMessage, context: LegacyMessageContext): void {
  // TypeScript cannot pair the table's entry with the message's own type through a union; the mapped type above does.
  const handler = LEGACY_MESSAGE_HANDLERS[message.type] as (
    message: LegacyMessage,
    context: LegacyMessageContext,
  ) => void;
  handler(message, context);
}

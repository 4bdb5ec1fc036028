import { useTranslation } from 'react-i18next';

import { AccessDeniedAlert } from '@/components/access-denied-alert';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { paths } from '@/config/paths';
import { type StatusPopup, statusPopupStore, useStatusPopups } from '@/lib/status-popup-store';
import { logOut } from '@/services/session/session-auth';
import { closeTabIfAllowed } from '@/services/session/session-sync';

// The session matters most: it is shown first when several popups wait.
const PRIORITY: Record<StatusPopup['kind'], number> = {
  'session-timeout': 0,
  'feature-maintenance': 1,
  'rate-limit': 2,
  'server-timeout': 3,
  'system-failure': 4,
  'access-denied': 5,
  'login-required': 6,
  'default-error': 7,
};

/** What a popup says: translation keys of its title, message, buttons and the login link under the message. */
interface PopupText {
  title: string;
  message: string;
  confirm: string;
  cancel?: string;
  loginLink?: string;
}

type PopupName = Exclude<StatusPopup['kind'], 'access-denied'> | 'logged-out';

const POPUP_TEXTS: Record<PopupName, PopupText> = {
  'session-timeout': {
    title: 'popup.session-timeout-title',
    message: 'popup.session-timeout-message',
    confirm: 'popup.session-timeout-logout',
  },
  'logged-out': {
    title: 'popup.logged-out-title',
    message: 'popup.logged-out-message',
    confirm: 'common:button-ok',
    loginLink: 'popup.login-again',
  },
  'login-required': {
    title: 'popup.login-required-title',
    message: 'popup.login-required-message',
    confirm: 'common:button-ok',
    loginLink: 'popup.login-required-link',
  },
  'rate-limit': { title: 'popup.rate-limit-title', message: 'popup.rate-limit-message', confirm: 'common:button-ok' },
  'feature-maintenance': {
    title: 'popup.maintenance-title',
    message: 'popup.maintenance-message',
    confirm: 'common:button-ok',
  },
  'server-timeout': {
    title: 'popup.server-timeout-title',
    message: 'popup.server-timeout-message',
    confirm: 'common:button-ok',
  },
  'system-failure': {
    title: 'popup.system-failure-title',
    message: 'popup.system-failure-message',
    confirm: 'popup.retry',
    cancel: 'popup.cancel',
  },
  'default-error': {
    title: 'common:alert-unexpected-error',
    message: 'common:alert-server-error-message',
    confirm: 'common:button-ok',
  },
};

/** Session timeout's Logout: logs out every tab, closes this one if it may, else shows the login link. */
function logOutEverywhere() {
  logOut('session-timeout');
  closeTabIfAllowed();
  // Still open (the browser refused to close it): show the login link instead.
  queueMicrotask(() => {
    statusPopupStore.getState().showLoggedOut();
  });
}

/** Link to the login page that brings the user back to the current page; a full load after every tab logged out. */
function loginHref(): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const here = window.location.pathname.startsWith(base)
    ? window.location.pathname.slice(base.length) || '/'
    : paths.home.href();
  return `${base}${paths.login.href(here === paths.login.path ? undefined : here + window.location.search)}`;
}

/**
 * The status popups of docs/requirements.md §8, rendered from {@link statusPopupStore} (one at a time, most important first):
 * session timeout (Logout logs out every tab, closes the tabs it may, then shows the login link), rate limit,
 * maintenance, server timeout, system failure (retry refetches the failed queries, cancel closes) and the default
 * alert. Rendered once by the app provider.
 */
export function StatusPopups() {
  const { t } = useTranslation('session');
  const popups = useStatusPopups((state) => state.popups);
  const popup = [...popups].sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind])[0];
  if (!popup) return null;
  const { dismiss } = statusPopupStore.getState();
  const close = (open: boolean) => {
    if (!open) dismiss(popup.kind);
  };

  if (popup.kind === 'access-denied') {
    return (
      <AccessDeniedAlert
        open
        onClose={() => {
          dismiss('access-denied');
        }}
      />
    );
  }

  const name: PopupName = popup.kind === 'session-timeout' && popup.phase === 'loggedOut' ? 'logged-out' : popup.kind;
  const text = POPUP_TEXTS[name];
  const onConfirm =
    name === 'session-timeout'
      ? logOutEverywhere
      : name === 'system-failure'
        ? () => {
            for (const retry of popup.retries) retry();
          }
        : undefined;
  return (
    <AlertDialog
      open
      onOpenChange={close}
      title={t(text.title)}
      description={t(text.message)}
      confirmLabel={t(text.confirm)}
      onConfirm={onConfirm}
      cancelLabel={text.cancel && t(text.cancel)}
    >
      {text.loginLink ? (
        <p>
          <a href={loginHref()}>{t(text.loginLink)}</a>
        </p>
      ) : null}
    </AlertDialog>
  );
}

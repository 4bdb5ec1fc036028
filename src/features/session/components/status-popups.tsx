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

const TEXT_KEYS: Record<
  Exclude<StatusPopup['kind'], 'session-timeout' | 'access-denied' | 'login-required'>,
  { title: string; message: string }
> = {
  'rate-limit': { title: 'popup.rate-limit-title', message: 'popup.rate-limit-message' },
  'feature-maintenance': { title: 'popup.maintenance-title', message: 'popup.maintenance-message' },
  'server-timeout': { title: 'popup.server-timeout-title', message: 'popup.server-timeout-message' },
  'system-failure': { title: 'popup.system-failure-title', message: 'popup.system-failure-message' },
  'default-error': { title: 'common:alert-unexpected-error', message: 'common:alert-server-error-message' },
};

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

  if (popup.kind === 'session-timeout') {
    if (popup.phase === 'loggedOut') {
      return (
        <AlertDialog
          open
          onOpenChange={close}
          title={t('popup.logged-out-title')}
          description={t('popup.logged-out-message')}
          confirmLabel={t('common:button-ok')}
        >
          <p>
            <a href={loginHref()}>{t('popup.login-again')}</a>
          </p>
        </AlertDialog>
      );
    }
    return (
      <AlertDialog
        open
        onOpenChange={close}
        title={t('popup.session-timeout-title')}
        description={t('popup.session-timeout-message')}
        confirmLabel={t('popup.session-timeout-logout')}
        onConfirm={() => {
          logOut('session-timeout');
          closeTabIfAllowed();
          // Still open (the browser refused to close it): show the login link instead.
          queueMicrotask(() => {
            statusPopupStore.getState().showLoggedOut();
          });
        }}
      />
    );
  }

  if (popup.kind === 'login-required') {
    return (
      <AlertDialog
        open
        onOpenChange={close}
        title={t('popup.login-required-title')}
        description={t('popup.login-required-message')}
        confirmLabel={t('common:button-ok')}
      >
        <p>
          <a href={loginHref()}>{t('popup.login-required-link')}</a>
        </p>
      </AlertDialog>
    );
  }

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

  const keys = TEXT_KEYS[popup.kind];
  if (popup.kind === 'system-failure') {
    return (
      <AlertDialog
        open
        onOpenChange={close}
        title={t(keys.title)}
        description={t(keys.message)}
        confirmLabel={t('popup.retry')}
        onConfirm={() => {
          for (const retry of popup.retries) retry();
        }}
        cancelLabel={t('popup.cancel')}
      />
    );
  }
  return (
    <AlertDialog
      open
      onOpenChange={close}
      title={t(keys.title)}
      description={t(keys.message)}
      confirmLabel={t('common:button-ok')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { LazyBoundary, lazyPart } from '@/components/ui/lazy-boundary';
import { paths } from '@/config/paths';
import { useSession } from '@/domain/session/session-store';
import { importInTasks, loadOnce, useAfterFirstPaint } from '@/lib/idle';

import styles from './account-menu.module.css';

// Radix's menu and its positioning (floating-ui) evaluate in a task of their own, the account menu in the next: one
// task of 20 to 35 ms on a phone otherwise, while the page is loading (Lighthouse's blocking time).
const AccountDropdown = lazyPart(
  loadOnce(async () => {
    return importInTasks([() => import('@radix-ui/react-dropdown-menu')], () => import('./account-dropdown'));
  }),
  (module) => module.AccountDropdown,
);

/**
 * The header's account area (docs/requirements.md §2). Logged out: 'Login' (back to this page after login) and 'Create
 * account'. Logged in: the avatar menu ({@link AccountDropdown}, a chunk of its own with Radix DropdownMenu, the
 * profile query and logout: only logged-in users load it). Its chunk starts after the page's first paint (the page
 * matters first); until it is in, a placeholder of the avatar's size keeps the header from shifting.
 */
export function AccountMenu() {
  const { t } = useTranslation('session');
  const location = useLocation();
  const user = useSession((state) => state.user);
  const status = useSession((state) => state.status);
  const painted = useAfterFirstPaint();

  if (status !== 'loggedIn' || !user) {
    const here = location.pathname === paths.login.path ? undefined : location.pathname + location.search;
    return (
      <div className={styles.links}>
        <Link className={styles.link} to={paths.login.href(here)}>
          {t('account.login')}
        </Link>
        <Link className={styles.link} to={paths.createAccount.href()}>
          {t('account.create-account')}
        </Link>
      </div>
    );
  }

  const placeholder = <span className={styles.avatarPlaceholder} aria-hidden="true" />;
  if (!painted) return placeholder;
  return (
    // A chunk that failed to load is tried again on the next navigation.
    <LazyBoundary retryKey={location.key} fallback={placeholder}>
      <AccountDropdown storedUser={user} />
    </LazyBoundary>
  );
}

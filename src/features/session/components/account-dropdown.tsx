import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { CurrentUser } from '@/domain/session/session-contract';
import { logOut } from '@/services/session/session-auth';

import { sessionQueries } from '../api/session-queries';
import styles from './account-menu.module.css';

/** The avatar's initials: first letters of the first and last name, upper case. */
function initialsOf(user: CurrentUser): string {
  const first = Array.from(user.firstName.trim())[0] ?? '';
  const last = Array.from(user.lastName.trim())[0] ?? '';
  return `${first}${last}`.toUpperCase();
}

/** Props of {@link AccountDropdown}. */
export interface AccountDropdownProps {
  /** The logged-in user as stored at login (the server's copy replaces it when it arrives). */
  storedUser: CurrentUser;
}

/**
 * The logged-in account menu (docs/requirements.md §2): an avatar button with the user's initials opening a menu (APG menu
 * button, Radix DropdownMenu) with the full name, 'at {company}', My Profile and Logout. A chunk of its own, loaded by
 * `AccountMenu` only for logged-in users.
 */
export function AccountDropdown({ storedUser }: AccountDropdownProps) {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  // The stored profile shows at once; the server's copy replaces it when it arrives (a protected call).
  const profile = useQuery(sessionQueries.currentUser(storedUser.userId));
  const user = profile.data ?? storedUser;

  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.avatar} aria-label={t('account.menu-label', { name: fullName })}>
        <span aria-hidden="true">{initialsOf(user)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.identity}>
            <span className={styles.name}>{fullName}</span>
            <span className={styles.company}>{t('account.at-company', { company: user.companyName })}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to={paths.myProfile.href()}>{t('account.my-profile')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={styles.item}
            onSelect={() => {
              logOut('user');
              void navigate(paths.home.href());
            }}
          >
            {t('account.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
